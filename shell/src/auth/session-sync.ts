import { getBackend, installBackend } from '@rides/platform/api';
import { setSession } from '@rides/platform/session';
import type { Environment } from '@rides/platform/environment';
import { SIGNED_OUT } from './signed-out';
import { FIREBASE_SESSION_PREFIX } from '@rides/mf-config/prerender-guard';

/** Whether Firebase keeps a signed-in user in local storage (SPEC 7: local persistence). */
export const hasStoredSession = (): boolean => {
  try {
    return Object.keys(localStorage).some((k) => k.startsWith(FIREBASE_SESSION_PREFIX));
  } catch {
    return true; // storage unreadable: let Firebase decide
  }
};

/**
 * Connects the backend on first need. With no stored session the visitor is signed out at once and
 * Firebase is not downloaded until they sign in; with one, it connects right away to restore it.
 */
export function startSession(env: Environment): void {
  // The chunk group "session": main.js preloads its files when a session is stored (index.ts).
  installBackend(async () => (await import(/* webpackChunkName: "session" */ './connect')).connect(env));
  if (hasStoredSession()) void getBackend().catch(() => undefined);
  else setSession(SIGNED_OUT);
}
