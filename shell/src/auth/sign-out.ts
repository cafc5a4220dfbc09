import { callApi, getBackend } from '@rides/platform/api';
import { clearSessionClock } from './remember-me';

/**
 * Ends the session on the server (refresh tokens revoked, older tokens refused; the server records
 * user_logout in the same step), then signs out here. Offline, the local sign-out still happens.
 */
export async function signOut(): Promise<void> {
  clearSessionClock();
  const { endSession } = await import('@rides/contracts/sign-in');
  await callApi(endSession, {}).catch((e: unknown) => console.warn('Server sign-out failed', e));
  await (await getBackend()).signOut();
}
