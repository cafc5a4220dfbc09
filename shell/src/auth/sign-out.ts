import { callApi, getBackend } from '@rides/platform/api';
import { reportSecurityEvent } from './security-events';
import { clearSessionClock } from './remember-me';

/**
 * Records user_logout while the session still exists, ends the session on the server (refresh tokens
 * revoked, older tokens refused), then signs out here. Offline, the local sign-out still happens.
 */
export async function signOut(): Promise<void> {
  reportSecurityEvent('user_logout');
  clearSessionClock();
  const { endSession } = await import('@rides/contracts/sign-in');
  await callApi(endSession, {}).catch((e: unknown) => console.warn('Server sign-out failed', e));
  await (await getBackend()).signOut();
}
