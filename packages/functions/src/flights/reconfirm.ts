import { HttpsError } from 'firebase-functions/v2/https';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import { insertNoteEvent, lockRide, nameOf } from '../rides/ride.repo';

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
    const { reconfirm_by } = await trx.selectFrom('bookings').select('reconfirm_by').where('id', '=', rideId).executeTakeFirstOrThrow();
    if (!reconfirm_by || ride.ride_status !== 'assigned') throw refuse('failed-precondition', 'nothing-to-reconfirm', { status: ride.ride_status });
    await trx.updateTable('bookings').set({ reconfirm_by: null, updated_at: now }).where('id', '=', rideId).execute();
    await trx.updateTable('flight_watches').set({ accepted_pickup_at: ride.pickup_at, accepted_driver_id: driverId, updated_at: now }).where('booking_id', '=', rideId).execute();
    await insertNoteEvent(trx, ride, 'reconfirm', null, now, { kind: 'driver', id: driverId, name: await nameOf(trx, driverId) });
  });
}
