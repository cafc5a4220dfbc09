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
}

const range = (w: { start: Date; end: Date }) => sql<string>`tstzrange(${w.start.toISOString()}::timestamptz, ${w.end.toISOString()}::timestamptz, '[)')`;

/**
 * Moves the driver's busy window to the changed trip's. The exclusion constraint refuses an overlap
 * (23P01); the caller has checked under the driver's calendar lock, so that is the last guard only.
 */
export async function retimeBusy(db: Db, id: string, w: { start: Date; end: Date }, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ busy: range(w), updated_at: now }).where('id', '=', id).execute();
}

/** Another ride of the driver overlaps this window. */
export async function busyElsewhere(db: Db, driverId: string, bookingId: string, w: { start: Date; end: Date }): Promise<boolean> {
  const r = await db
    .selectFrom('bookings')
    .select('id')
    .where('driver_id', '=', driverId)
    .where('id', '<>', bookingId)
    .where(sql<boolean>`busy && ${range(w)}`)
    .limit(1)
    .executeTakeFirst();
  return !!r;
}
