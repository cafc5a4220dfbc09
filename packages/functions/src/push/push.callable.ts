import { HttpsError } from 'firebase-functions/v2/https';
import { registerPushDevice, unregisterPushDevice } from '@rides/contracts/push';
import { config } from '../config';
import { db } from '../db/db';
import { callable } from '../http/callable';
import { deleteOwnPushDevice, keepNewestPushDevices, savePushDevice } from './push-devices.repo';

/** A driver's phone, tablet and a browser or two: older registrations beyond this are forgotten. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Drivers only (the notifications are about rides): keeps this device's token for the caller. A token
 * of another push service than the one configured (a local twin's token in production) is refused,
 * so a device never looks turned on while nothing can reach it.
 */
export const registerPushDeviceCallable = callable(registerPushDevice, ['driver'], async (input, { caller }) => {
  if (input.provider !== config().pushProvider) throw new HttpsError('failed-precondition', 'errors.failed-precondition', { reason: 'push-provider' });
  await db().transaction().execute(async (trx) => {
    await savePushDevice(trx, caller!.uid, input, new Date());
    await keepNewestPushDevices(trx, caller!.uid, MAX_PUSH_DEVICES);
  });
  return { registered: true as const };
});

/**
 * Signed-in callers (a person who is no longer a driver can still turn a device off): forgets the
 * caller's own device with this token. Someone else's token is left alone and answers `removed: false`.
 */
export const unregisterPushDeviceCallable = callable(unregisterPushDevice, 'signedIn', async ({ token }, { caller }) => ({
  removed: await deleteOwnPushDevice(db(), caller!.uid, token),
}));
