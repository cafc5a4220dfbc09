import { app } from '../firebase';
import { config, type Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { smtpMailer } from '../mail/smtp-mailer';
import { fcmProvider } from './fcm-adapter';
import { localPushProvider } from './local-adapter';
import type { PushProvider } from './provider';

/** Access tokens are reused until a few minutes before they expire (they last an hour). */
const EARLY_MS = 5 * 60_000;

/** The functions' service account's OAuth token (the Admin SDK's credential), kept while it is valid. */
export function adminAccessToken(now: () => number = Date.now): () => Promise<string> {
  let kept: { token: string; until: number } | null = null;
  return async () => {
    if (kept && now() < kept.until) return kept.token;
    const credential = app().options.credential;
    if (!credential) throw new Error('push: the Admin SDK has no credential');
    const t = await credential.getAccessToken();
    kept = { token: t.access_token, until: now() + t.expires_in * 1000 - EARLY_MS };
    return kept.token;
  };
}

/** The configured adapter (PUSH_PROVIDER; config.ts refuses the local twin outside `local`). */
export function pushSelector(cfg: Config, mailer: Mailer): () => PushProvider {
  let built: PushProvider | null = null;
  return () =>
    (built ??=
      cfg.pushProvider === 'local'
        ? localPushProvider(mailer, cfg.shellOrigin)
        : fcmProvider({ projectId: cfg.projectId, accessToken: adminAccessToken() }));
}

let cached: (() => PushProvider) | null = null;
/** This instance's push adapter, from config(). */
export const pushProvider = (): PushProvider => (cached ??= pushSelector(config(), smtpMailer()))();
