import { sql, type Selectable } from 'kysely';
import { FINAL_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import type { Db } from '../db/db';
import type { FlightWatchesTable } from '../db/schema-rides';
import { busyRange } from '../bookings/self-service/booking-writes.repo';
import type { FlightStatus } from './provider';

/** The reads and writes of the flights followed for airport pickups (issue [K] 2), and of their bookings' flight-related columns. */

export type FlightWatchRow = Selectable<FlightWatchesTable>;

/** A followed flight of a live ride, with the ride's current pickup. */
export interface FollowedWatch {
  booking_id: string;
  flight_number: string;
  /** Paris date, YYYY-MM-DD. */
  arrival_date: string;
  booked_pickup_at: Date;
  pickup_at: Date;
  checked_at: Date | null;
}

/** Starts watching the confirmed, live airport pickups with a flight number whose pickup is in [from, to]; answers how many were added. */
export async function insertNewWatches(db: Db, from: Date, to: Date): Promise<number> {
  const r = await sql`
    insert into flight_watches (booking_id, flight_number, arrival_date, booked_pickup_at, notified_pickup_at)
    select id, flight_number, (pickup_at at time zone 'Europe/Paris')::date, pickup_at, pickup_at
    from bookings
    where status = 'confirmed' and flight_number is not null and from_place ->> 'kind' = 'airport'
      and ride_status not in ('completed', 'no_show', 'cancelled')
      and pickup_at between ${from} and ${to}
    on conflict (booking_id) do nothing`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Watches not yet landed (or unknown) of confirmed live rides picked up after `since`; with `flight`, that flight's on its arrival date or the day after. */
export async function followedWatches(db: Db, since: Date, flight?: { flightNumber: string; arrivalDate: string }): Promise<FollowedWatch[]> {
  let q = db
    .selectFrom('flight_watches as w')
    .innerJoin('bookings as b', 'b.id', 'w.booking_id')
    .select(['w.booking_id', 'w.flight_number', sql<string>`to_char(w.arrival_date, 'YYYY-MM-DD')`.as('arrival_date'), 'w.booked_pickup_at', 'b.pickup_at', 'w.checked_at'])
    .where('w.state', 'in', ['unknown', 'scheduled', 'delayed'])
    .where('b.status', '=', 'confirmed')
    .where('b.ride_status', 'not in', FINAL_RIDE_STATUSES)
    .where('b.pickup_at', '>', since);
  if (flight) {
    q = q
      .where('w.flight_number', '=', flight.flightNumber)
      .where(sql<boolean>`w.arrival_date in (${flight.arrivalDate}::date, ${flight.arrivalDate}::date + 1)`);
  }
  return q.execute();
}

/** The ride's watch, locked until the transaction ends. */
export const lockWatch = (trx: Db, bookingId: string): Promise<FlightWatchRow | undefined> =>
  trx.selectFrom('flight_watches').selectAll().where('booking_id', '=', bookingId).forUpdate().executeTakeFirst();

/** Records that the provider did not know the ride's flight. */
export async function markWatchUnknown(trx: Db, bookingId: string, now: Date): Promise<void> {
  await trx.updateTable('flight_watches').set({ state: 'unknown', checked_at: now, updated_at: now }).where('booking_id', '=', bookingId).execute();
}

/** Records the provider's answer on the ride's watch, with the gap between landing and booked pickup. */
export async function recordWatchStatus(trx: Db, bookingId: string, status: FlightStatus, gapMinutes: number, now: Date): Promise<void> {
  await trx
    .updateTable('flight_watches')
    .set({
      state: status.state,
      scheduled_arrival: status.scheduledArrival,
      estimated_arrival: status.estimatedArrival,
      actual_arrival: status.actualArrival,
      diverted_to: status.divertedTo,
      gap_minutes: gapMinutes,
      checked_at: now,
      updated_at: now,
    })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** Sets the pickup the driver accepted (none without a driver) and, if given, the pickup last told; leaves updated_at. */
export async function setWatchAcceptance(
  trx: Db,
  bookingId: string,
  a: { driverId: string | null; acceptedPickupAt: Date | null; notifiedPickupAt?: Date },
): Promise<void> {
  await trx
    .updateTable('flight_watches')
    .set({
      accepted_driver_id: a.driverId,
      accepted_pickup_at: a.acceptedPickupAt,
      ...(a.notifiedPickupAt ? { notified_pickup_at: a.notifiedPickupAt } : {}),
    })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** Records that the driver accepted the ride's current pickup (they reconfirmed). */
export async function acceptWatchPickup(trx: Db, bookingId: string, driverId: string, pickupAt: Date, now: Date): Promise<void> {
  await trx.updateTable('flight_watches').set({ accepted_pickup_at: pickupAt, accepted_driver_id: driverId, updated_at: now }).where('booking_id', '=', bookingId).execute();
}

/** Moves the ride's pickup with its flight: the driver's busy window (none without a driver), the reconfirmation deadline, and a fresh late-start check. */
export async function retimeBookingPickup(trx: Db, bookingId: string, r: { pickupAt: Date; busy: { start: Date; end: Date } | null; reconfirmBy: Date | null }, now: Date): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({
      pickup_at: r.pickupAt,
      busy: r.busy ? busyRange(r.busy) : null,
      reconfirm_by: r.reconfirmBy,
      late_start_alerted_at: null,
      updated_at: now,
    })
    .where('id', '=', bookingId)
    .execute();
}

/** The deadline of the booking's pending reconfirmation, if any (the booking must exist). */
export async function reconfirmByOf(db: Db, bookingId: string): Promise<Date | null> {
  const { reconfirm_by } = await db.selectFrom('bookings').select('reconfirm_by').where('id', '=', bookingId).executeTakeFirstOrThrow();
  return reconfirm_by;
}

/** Clears the booking's pending reconfirmation; with `now`, also stamps updated_at. */
export async function clearReconfirmBy(trx: Db, bookingId: string, now?: Date): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ reconfirm_by: null, ...(now ? { updated_at: now } : {}) })
    .where('id', '=', bookingId)
    .execute();
}

/** The bookings whose reconfirmation deadline passed before `now`. */
export async function dueReconfirmations(db: Db, now: Date): Promise<string[]> {
  const rows = await db.selectFrom('bookings').select('id').where('reconfirm_by', '<', now).execute();
  return rows.map((r) => r.id);
}
