import { getBackend, installBackend } from '@rides/platform/api';
import { setSession } from '@rides/platform/session';
import type { Environment } from '@rides/platform/environment';
import { SIGNED_OUT } from './signed-out';

/** Firebase keeps a signed-in user in local storage under this prefix (SPEC 7: local persistence). */
const hasStoredSession = (): boolean => {
  try {
    return Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser:'));
  } catch {
    return true; // storage unreadable: let Firebase decide
  }
};

/**
 * Connects the backend on first need. With no stored session the visitor is signed out at once and
 * Firebase is not downloaded until they sign in; with one, it connects right away to restore it.
 */
export function startSession(env: Environment): void {
  installBackend(async () => (await import('./connect')).connect(env));
  if (hasStoredSession()) void getBackend().catch(() => undefined);
  else setSession(SIGNED_OUT);
}
