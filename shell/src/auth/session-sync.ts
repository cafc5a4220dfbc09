import { getBackend, installBackend } from '@rides/platform/api';
import { setSession } from '@rides/platform/session';
import type { Environment } from '@rides/platform/environment';
import { SIGNED_OUT } from './signed-out';
import { hasStoredSession } from './stored-session';

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
