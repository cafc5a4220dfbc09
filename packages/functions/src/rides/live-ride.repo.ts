import type { Selectable } from 'kysely';
import type { Db } from '../db/db';
import type { BookingsTable } from '../db/schema-bookings';
import type { RidePositionsTable } from '../db/schema-rides';

/** The reads and writes of the live "where is my driver" link (live-ride.service.ts). */

/** What position sharing needs of a ride. */
export type SharingRide = Pick<Selectable<BookingsTable>, 'id' | 'driver_id' | 'ride_status'>;
/** The ride's last kept position. */
export type StoredPosition = Pick<Selectable<RidePositionsTable>, 'lat' | 'lng' | 'at'>;
/** A position to keep for a ride. */
export interface PositionValues {
  lat: number;
  lng: number;
  accuracy_m: number | null;
  at: Date;
}

/** The ride's id, driver and status, its row locked until the transaction ends. */
export const lockSharingRide = (trx: Db, rideId: string): Promise<SharingRide | undefined> =>
  trx.selectFrom('bookings').select(['id', 'driver_id', 'ride_status']).where('id', '=', rideId).forUpdate().executeTakeFirst();

/** When the ride's last kept position was taken, or null if none is stored. */
export const lastPositionAt = (db: Db, bookingId: string): Promise<Date | null> =>
  db
    .selectFrom('ride_positions')
    .select('at')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()
    .then((last) => (last ? new Date(last.at) : null));

/** Stores the ride's position, replacing the one kept before (one row per ride). */
export async function upsertRidePosition(trx: Db, bookingId: string, values: PositionValues): Promise<void> {
  await trx
    .insertInto('ride_positions')
    .values({ booking_id: bookingId, ...values })
    .onConflict((oc) => oc.column('booking_id').doUpdateSet(values))
    .execute();
}

/** The end of the sharing: the ride left en route / arrived (on board, completed, cancelled, …). */
export async function deleteRidePosition(trx: Db, bookingId: string): Promise<void> {
  await trx.deleteFrom('ride_positions').where('booking_id', '=', bookingId).execute();
}

/** The ride's last kept position, if any. */
export const findRidePosition = (db: Db, bookingId: string): Promise<StoredPosition | undefined> =>
  db.selectFrom('ride_positions').select(['lat', 'lng', 'at']).where('booking_id', '=', bookingId).executeTakeFirst();
