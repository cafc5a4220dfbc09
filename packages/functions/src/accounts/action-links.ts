import type { Language } from '@rides/contracts/languages';
import { config } from '../config';
import type { Db } from '../db/db';
import { enqueue } from '../mail/outbox.service';
import { renderAccountLink, type AccountLinkKind } from '../mail/templates/account-link.template';

/**
 * Links that act on an account (issue [N] 5): Firebase makes the one-time code, our server e-mails a
 * link to the shell's own action page, /reset-password, on this environment's host (`mode=resetPassword`
 * or `verifyEmail`, as Firebase's action links write it). So no console setting decides where they land.
 */
const MODE: Record<AccountLinkKind, string> = { reset: 'resetPassword', verify: 'verifyEmail' };

/** The one-time code inside a link Firebase generated (its action handler's `oobCode`). */
export function oobCodeOf(link: string): string | null {
  try {
    return new URL(link).searchParams.get('oobCode');
  } catch {
    return null;
  }
}

export const actionPageUrl = (kind: AccountLinkKind, oobCode: string, origin = config().shellOrigin): string =>
  `${origin}/reset-password?mode=${MODE[kind]}&oobCode=${encodeURIComponent(oobCode)}`;

/** At most one such e-mail of a kind per account in this window: a repeated request changes nothing. */
export const ACCOUNT_LINK_WINDOW_MS = 10 * 60_000;

/**
 * Queues the e-mail carrying Firebase's `link` as a link to our page, in the caller's transaction or
 * connection. Throws when the link has no code. True when queued now (false: one went out in this window).
 */
export function enqueueAccountLink(db: Db, m: { kind: AccountLinkKind; uid: string; email: string; language: Language; link: string; now: Date }): Promise<boolean> {
  const code = oobCodeOf(m.link);
  if (!code) throw new Error(`a Firebase ${m.kind} link without a code`);
  const mail = renderAccountLink({ kind: m.kind, language: m.language, email: m.email, url: actionPageUrl(m.kind, code) });
  return enqueue(db, {
    dedupeKey: `account-link:${m.kind}:${m.uid}:${Math.floor(m.now.getTime() / ACCOUNT_LINK_WINDOW_MS)}`,
    purpose: m.kind === 'reset' ? 'password-reset' : 'email-verification',
    channel: 'email',
    payload: { to: m.email, ...mail },
  });
}
