import { sql, type Insertable, type Selectable } from 'kysely';
import type { RIDE_NOTE_ACTIONS, RideStatus } from '@rides/contracts/ride-status';
import type { Db } from '../db/db';
import { tstzRange } from '../db/ranges';
import type { RideEventsTable } from '../db/schema-rides';

/** What the lifecycle and its messages need of a booking's ride. */
export interface RideRow {
  id: string;
  reference: string;
  status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled';
  ride_status: RideStatus;
  driver_id: string | null;
  pickup_at: Date;
  duration_minutes: number;
  from_place: unknown;
  flight_number: string | null;
  party: unknown;
  payment_method: 'card' | 'driver';
  total_cents: number;
  /** When the followed flight landed (issue [K]): the free waiting time counts from it. */
  landed_at: Date | null;
}

const rideColumns = [
  'id',
  'reference',
  'status',
  'ride_status',
  'driver_id',
  'pickup_at',
  'duration_minutes',
  'from_place',
  'flight_number',
  'party',
  'payment_method',
  'total_cents',
] as const;

/** The landing of the ride's followed flight, if known (issue [K]). */
export const landedAt = sql<Date | null>`(select w.actual_arrival from flight_watches w where w.booking_id = bookings.id)`.as('landed_at');

export const findRide = (db: Db, id: string): Promise<RideRow | undefined> =>
  db.selectFrom('bookings').select(rideColumns).select(landedAt).where('id', '=', id).executeTakeFirst() as Promise<RideRow | undefined>;

/** The ride, locked for the rest of the transaction: two changes of one ride run one after the other. */
export const lockRide = (trx: Db, id: string): Promise<RideRow | undefined> =>
  trx.selectFrom('bookings').select(rideColumns).select(landedAt).where('id', '=', id).forUpdate().executeTakeFirst() as Promise<RideRow | undefined>;

export interface RideChange {
  ride_status: RideStatus;
  driver_id: string | null;
  /** The driver's busy window, or null when the ride holds no driver. */
  busy: { start: Date; end: Date } | null;
  assigned_at?: Date | null;
  cash_collected_cents?: number | null;
  /** A new driver, or none: no reconfirmation is pending (issue [K]). */
  reconfirm_by?: null;
}

/**
 * Writes the ride's new state. A busy window that overlaps another of the driver's fails with the
 * exclusion constraint `bookings_driver_not_double_booked` (SQLSTATE 23P01): see isDoubleBooking.
 */
export async function updateRide(trx: Db, id: string, change: RideChange, now: Date): Promise<void> {
  const { busy, ...rest } = change;
  await trx
    .updateTable('bookings')
    .set({
      ...rest,
      busy: busy ? tstzRange(busy) : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Assignments of one driver run one after the other (a transaction-scoped advisory lock on the driver).
 * The exclusion constraint alone is the guarantee, but concurrent inserts of overlapping windows wait on
 * each other and end in deadlocks that Postgres breaks one per second; queued behind the lock, each later
 * assignment sees the committed window at once and is refused as busy.
 */
export async function lockDriverCalendar(trx: Db, driverId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`driver-calendar:${driverId}`}, 0))`.execute(trx);
}

export const isDoubleBooking = (e: unknown): boolean =>
  (e as { code?: string }).code === '23P01' && String((e as { constraint?: string }).constraint ?? 'bookings_driver_not_double_booked') === 'bookings_driver_not_double_booked';

export async function insertRideEvent(trx: Db, event: Insertable<RideEventsTable>): Promise<string> {
  const r = await trx.insertInto('ride_events').values(event).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/**
 * A ride event that records something without a change of status (issue [K]: a moved pickup, a flight
 * alert, a reconfirmation asked or given, a late-start alert, the punctuality guarantee).
 */
export function insertNoteEvent(
  trx: Db,
  ride: Pick<RideRow, 'id' | 'ride_status' | 'driver_id'> & { driver_name?: string | null },
  action: (typeof RIDE_NOTE_ACTIONS)[number],
  reason: string | null,
  now: Date,
  actor: { kind: 'system' | 'driver'; id: string | null; name: string | null } = { kind: 'system', id: null, name: null },
): Promise<string> {
  return insertRideEvent(trx, {
    booking_id: ride.id,
    at: now,
    actor: actor.kind,
    actor_id: actor.id,
    actor_name: actor.name,
    action,
    from_status: ride.ride_status,
    to_status: ride.ride_status,
    driver_id: ride.driver_id,
    driver_name: ride.driver_name ?? (actor.kind === 'driver' ? actor.name : null),
    reason,
    lat: null,
    lng: null,
  });
}

export type RideEventRow = Selectable<RideEventsTable>;

/** The events of some rides, oldest first. */
export async function eventsOf(db: Db, bookingIds: readonly string[]): Promise<RideEventRow[]> {
  if (bookingIds.length === 0) return [];
  return db.selectFrom('ride_events').selectAll().where('booking_id', 'in', bookingIds).orderBy('booking_id').orderBy('id').execute();
}

/** A person's display name (full name, else e-mail), for events and lists. */
export async function nameOf(db: Db, userId: string): Promise<string | null> {
  const u = await db.selectFrom('users').select(['full_name', 'email']).where('id', '=', userId).executeTakeFirst();
  return u ? (u.full_name ?? u.email) : null;
}

/** The driver as assignment checks them: holds the role, and their profile if any. */
export async function driverForAssignment(
  db: Db,
  driverId: string,
): Promise<{ id: string; name: string | null; profile: { vehicle_type: 'sedan' | 'van'; active: boolean } | null } | undefined> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.role', '=', 'driver'))
    .leftJoin('driver_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.full_name', 'u.email', 'p.vehicle_type', 'p.active'])
    .where('u.id', '=', driverId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.full_name ?? row.email,
    profile: row.vehicle_type ? { vehicle_type: row.vehicle_type, active: row.active ?? true } : null,
  };
}

/** The driver has marked some of this window unavailable. */
export async function isUnavailable(db: Db, driverId: string, window: { start: Date; end: Date }): Promise<boolean> {
  const r = await db
    .selectFrom('driver_unavailability')
    .select('id')
    .where('driver_id', '=', driverId)
    .where(sql<boolean>`during && ${tstzRange(window)}`)
    .limit(1)
    .executeTakeFirst();
  return !!r;
}

/** What the booker sees of the assigned driver: first name, phone, vehicle. */
export async function assignedDriversOf(
  db: Db,
  driverIds: readonly string[],
): Promise<Map<string, { full_name: string | null; phone: string | null; vehicle_type: 'sedan' | 'van' | null; vehicle_make: string | null; vehicle_model: string | null; vehicle_colour: string | null; plate: string | null }>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('driver_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.full_name', 'u.phone as user_phone', 'p.phone', 'p.vehicle_type', 'p.vehicle_make', 'p.vehicle_model', 'p.vehicle_colour', 'p.plate'])
    .where('u.id', 'in', [...new Set(driverIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, phone: r.phone ?? r.user_phone }]));
}
