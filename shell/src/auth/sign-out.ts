import { callApi, getBackend } from '@rides/platform/api';
import { clearSessionClock } from './remember-me';

/**
 * Turns this device's push notifications off (a shared or lost phone must not be told of the previous
 * person's rides), ends the session on the server (refresh tokens revoked, older tokens refused; the
 * server records user_logout in the same step), then signs out here. Offline, the local sign-out still
 * happens, and the browser drops its push subscription, so the next notice to it finds it gone.
 */
export async function signOut(): Promise<void> {
  clearSessionClock();
  const [{ endSession }, { readPushDevice, turnOffPushDevice }] = await Promise.all([import('@rides/contracts/sign-in'), import('@rides/platform/push-device')]);
  if (readPushDevice()) await turnOffPushDevice().catch((e: unknown) => console.warn('Push notifications could not be turned off', e));
  await callApi(endSession, {}).catch((e: unknown) => console.warn('Server sign-out failed', e));
  await (await getBackend()).signOut();
}
