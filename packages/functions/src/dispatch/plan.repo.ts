import { sql } from 'kysely';
import { MAX_PLAN_ASSIGNMENTS } from '@rides/contracts/dispatch-plan';
import { ACTIVE_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import type { Db } from '../db/db';
import { tstzRange } from '../db/ranges';

/** A ride as a plan reads it (to plan, or held by a driver). */
export interface PlanRideRow {
  id: string;
  reference: string;
  pickup_at: Date;
  duration_minutes: number;
  from_place: unknown;
  to_place: unknown;
  party: unknown;
  language: string;
  requested_driver_id: string | null;
  total_cents: number;
  traveller_name: string;
  driver_id: string | null;
}

/** At most as many rides in one plan as one apply takes (a city's busiest two days are far fewer). */
const PLAN_RIDES_LIMIT = MAX_PLAN_ASSIGNMENTS;

const rideColumns = [
  'b.id',
  'b.reference',
  'b.pickup_at',
  'b.duration_minutes',
  'b.from_place',
  'b.to_place',
  'b.party',
  'b.language',
  'b.requested_driver_id',
  'b.total_cents',
  sql<string>`coalesce(b.traveller_name, b.booker_name)`.as('traveller_name'),
  'b.driver_id',
] as const;

/** Confirmed rides without a driver whose pickup falls in [start, end), by pickup (bookings_ride_board_idx). */
export const rideRowsToPlan = (db: Db, h: { start: Date; end: Date }): Promise<PlanRideRow[]> =>
  db
    .selectFrom('bookings as b')
    .select(rideColumns)
    .where('b.status', '=', 'confirmed')
    .where('b.ride_status', '=', 'unassigned')
    .where('b.pickup_at', '>=', h.start)
    .where('b.pickup_at', '<', h.end)
    .orderBy('b.pickup_at')
    .orderBy('b.id')
    .limit(PLAN_RIDES_LIMIT)
    .execute() as Promise<PlanRideRow[]>;

/** The rides of these ids, as a plan reads them. */
export const rideRowsByIds = (db: Db, ids: readonly string[]): Promise<PlanRideRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : (db.selectFrom('bookings as b').select(rideColumns).where('b.id', 'in', ids).execute() as Promise<PlanRideRow[]>);

/** Rides drivers hold whose busy window meets [start, end): the plan builds around them. */
export const heldRideRows = (db: Db, around: { start: Date; end: Date }): Promise<PlanRideRow[]> =>
  db
    .selectFrom('bookings as b')
    .select(rideColumns)
    .where('b.driver_id', 'is not', null)
    .where('b.ride_status', 'in', ACTIVE_RIDE_STATUSES)
    .where(sql<boolean>`b.busy && ${tstzRange(around)}`)
    .execute() as Promise<PlanRideRow[]>;

export interface PlanDriverRow {
  id: string;
  name: string;
  vehicle_type: 'sedan' | 'van' | null;
  languages: string[] | null;
  active: boolean | null;
}

/** Every approved driver (role `driver`) with the profile the rules read; without a profile, no vehicle. */
export const planDriverRows = (db: Db): Promise<PlanDriverRow[]> =>
  db
    .selectFrom('user_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('driver_profiles as p', 'p.user_id', 'u.id')
    .where('r.role', '=', 'driver')
    .select(['u.id', sql<string>`coalesce(u.full_name, u.email, u.id)`.as('name'), 'p.vehicle_type', 'p.languages', 'p.active'])
    .orderBy('u.id')
    .execute();

/** Unavailable periods meeting [start, end), per driver. */
export const unavailabilityRows = (db: Db, around: { start: Date; end: Date }): Promise<Array<{ driver_id: string; start: Date; end: Date }>> =>
  db
    .selectFrom('driver_unavailability as x')
    .select(['x.driver_id', sql<Date>`lower(x.during)`.as('start'), sql<Date>`upper(x.during)`.as('end')])
    .where(sql<boolean>`x.during && ${tstzRange(around)}`)
    .execute();

/** Each driver's rides (not cancelled) and their fares with a pickup in [start, end): the week's load. */
export const weekLoadRows = (db: Db, week: { start: Date; end: Date }): Promise<Array<{ driver_id: string; rides: number; cents: number }>> =>
  db
    .selectFrom('bookings as b')
    .select(['b.driver_id', sql<number>`count(*)::int`.as('rides'), sql<number>`coalesce(sum(b.total_cents), 0)::int`.as('cents')])
    .where('b.driver_id', 'is not', null)
    .where('b.ride_status', '<>', 'cancelled')
    .where('b.pickup_at', '>=', week.start)
    .where('b.pickup_at', '<', week.end)
    .groupBy('b.driver_id')
    .execute() as Promise<Array<{ driver_id: string; rides: number; cents: number }>>;

/** Booking references by ride id (rides that do not exist are left out). */
export async function referencesOf(db: Db, rideIds: readonly string[]): Promise<Map<string, string>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db.selectFrom('bookings').select(['id', 'reference']).where('id', 'in', rideIds).execute();
  return new Map(rows.map((r) => [String(r.id), r.reference]));
}
