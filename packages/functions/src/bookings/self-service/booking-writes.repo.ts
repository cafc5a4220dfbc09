import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/db';
import type { BookingsTable } from '../../db/schema-bookings';
import type { BookingRow } from '../bookings.repo';
import type { PlannedTrip } from './change-data';

/** The writes of the self-service services to a booking row. */

/** The booking, locked until the transaction ends: changes, cancels and payments of one booking run one after the other. */
export const lockBooking = (db: Db, id: string): Promise<BookingRow | undefined> =>
  db.selectFrom('bookings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The new trip and its price, as createBooking would have stored them. The busy window is the caller's (retimeBusy). */
export async function writeTrip(db: Db, id: string, t: PlannedTrip, now: Date): Promise<void> {
  const before = await db.selectFrom('bookings').select(['pickup_at', 'flight_number']).where('id', '=', id).executeTakeFirstOrThrow();
  await db
    .updateTable('bookings')
    .set({
      from_place: JSON.stringify(t.from),
      to_place: JSON.stringify(t.to),
      pickup_at: new Date(t.pickupAt),
      flight_number: t.flightNumber,
      party: JSON.stringify(t.party),
      quote: JSON.stringify(t.quote),
      total_cents: t.totalCents,
      tariff_version: t.tariffVersion,
      duration_minutes: t.durationMinutes,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  const samePickup = new Date(before.pickup_at).getTime() === new Date(t.pickupAt).getTime();
  if (!samePickup || before.flight_number !== t.flightNumber) await db.deleteFrom('flight_watches').where('booking_id', '=', id).execute();
}

/**
 * The booker changed the pickup or the flight (issue [K]): a new pickup is followed afresh from the one
 * the booker chose now (the watch is dropped and made again); a new flight number alone keeps the pickup
 * the booker chose and measures its gap again against the new flight.
 */
async function newFlightNumber(db: Db, id: string, flightNumber: string | null | undefined): Promise<void> {
  // flightNumberSchema has normalised it (upper case, no spaces), as the watch keeps it.
  if (!flightNumber) {
    await db.deleteFrom('flight_watches').where('booking_id', '=', id).execute();
    return;
  }
  await db
    .updateTable('flight_watches')
    .set({
      flight_number: flightNumber,
      state: 'unknown',
      gap_minutes: null,
      scheduled_arrival: null,
      estimated_arrival: null,
      actual_arrival: null,
      diverted_to: null,
      checked_at: null,
    })
    .where('booking_id', '=', id)
    .execute();
}

export type DetailColumns = Pick<
  Updateable<BookingsTable>,
  'booker_name' | 'booker_phone' | 'traveller_name' | 'traveller_email' | 'traveller_phone' | 'flight_number' | 'notes' | 'sign_text'
>;

export async function writeDetails(db: Db, id: string, set: DetailColumns, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .execute();
  if (set.flight_number !== undefined) await newFlightNumber(db, id, set.flight_number);
}

/** A driver's busy window as the `busy` column's tstzrange. */
export const busyRange = (w: { start: Date; end: Date }) => sql<string>`tstzrange(${w.start.toISOString()}::timestamptz, ${w.end.toISOString()}::timestamptz, '[)')`;

/**
 * Moves the driver's busy window to the changed trip's. The exclusion constraint refuses an overlap
 * (23P01); the caller has checked under the driver's calendar lock, so that is the last guard only.
 */
export async function retimeBusy(db: Db, id: string, w: { start: Date; end: Date }, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ busy: busyRange(w), updated_at: now }).where('id', '=', id).execute();
}

/** Another ride of the driver overlaps this window. */
export async function busyElsewhere(db: Db, driverId: string, bookingId: string, w: { start: Date; end: Date }): Promise<boolean> {
  const r = await db
    .selectFrom('bookings')
    .select('id')
    .where('driver_id', '=', driverId)
    .where('id', '<>', bookingId)
    .where(sql<boolean>`busy && ${busyRange(w)}`)
    .limit(1)
    .executeTakeFirst();
  return !!r;
}
