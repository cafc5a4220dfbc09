import { HttpsError } from 'firebase-functions/v2/https';
import { mayReconfirm } from '@rides/domain/ride-lifecycle';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import { insertNoteEvent, lockRide, nameOf } from '../rides/ride.repo';
import { acceptWatchPickup, clearReconfirmBy, reconfirmByOf } from './flight-watches.repo';

/**
 * The driver keeps a ride whose pickup the flight moved by over an hour (issue [K] 2): the pending
 * reconfirmation is cleared, the new pickup becomes the one they accepted, and a ride event records it.
 * Another driver's ride answers not-found, as an unknown one. A late answer still counts while the ride
 * is theirs (the job that returns it to the board has not run yet): the driver is there to do it.
 */
export async function reconfirmRide(db: Db, driverId: string, rideId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ride = await lockRide(trx, rideId);
    if (!ride || ride.driver_id !== driverId) throw new HttpsError('not-found', 'errors.not-found');
    const pending = await reconfirmByOf(trx, rideId);
    if (!mayReconfirm({ status: ride.ride_status, reconfirmPending: pending !== null }, 'reconfirm')) throw refuse('failed-precondition', 'nothing-to-reconfirm', { status: ride.ride_status });
    await clearReconfirmBy(trx, rideId, now);
    await acceptWatchPickup(trx, rideId, driverId, ride.pickup_at, now);
    await insertNoteEvent(trx, ride, 'reconfirm', null, now, { kind: 'driver', id: driverId, name: await nameOf(trx, driverId) });
  });
}
