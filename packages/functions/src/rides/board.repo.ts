import { sql } from 'kysely';
import { ACTIVE_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import type { BookingStatus } from '@rides/contracts/bookings';
import type { RideStatus } from '@rides/contracts/ride-status';
import type { Db } from '../db/db';
import { tstzRange } from '../db/ranges';

/** A ride on the assignment board, with the names the board shows. */
export interface BoardRow {
  id: string;
  reference: string;
  status: BookingStatus;
  ride_status: RideStatus;
  pickup_at: Date;
  duration_minutes: number;
  from_place: unknown;
  to_place: unknown;
  party: unknown;
  flight_number: string | null;
  booker_name: string;
  traveller_name: string | null;
  payment_method: 'card' | 'driver';
  total_cents: number;
  language: string;
  requested_driver_id: string | null;
  requested_driver_name: string | null;
  driver_id: string | null;
  driver_name: string | null;
  /** The admins were alerted that the driver had not set off (issue [K] 4). */
  late_start_alerted_at: Date | null;
}

/** At most this many rides on one board view (a day of Paris transfers is far fewer). */
const BOARD_LIMIT = 500;

function boardQuery(db: Db) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('users as rq', 'rq.id', 'b.requested_driver_id')
    .leftJoin('users as d', 'd.id', 'b.driver_id')
    .select([
      'b.id',
      'b.reference',
      'b.status',
      'b.ride_status',
      'b.pickup_at',
      'b.duration_minutes',
      'b.from_place',
      'b.to_place',
      'b.party',
      'b.flight_number',
      'b.booker_name',
      'b.traveller_name',
      'b.payment_method',
      'b.total_cents',
      'b.language',
      'b.requested_driver_id',
      sql<string | null>`coalesce(rq.full_name, rq.email)`.as('requested_driver_name'),
      'b.driver_id',
      sql<string | null>`coalesce(d.full_name, d.email)`.as('driver_name'),
      'b.late_start_alerted_at',
    ]);
}

/** Confirmed rides without a driver, by pickup (overdue ones come first). */
export const unassignedRides = (db: Db): Promise<BoardRow[]> =>
  boardQuery(db)
    .where('b.status', '=', 'confirmed')
    .where('b.ride_status', '=', 'unassigned')
    .orderBy('b.pickup_at')
    .orderBy('b.id')
    .limit(BOARD_LIMIT)
    .execute() as Promise<BoardRow[]>;

/** Rides holding a driver whose pickup is not long past (reassign, unassign). */
export const assignedRides = (db: Db, since: Date): Promise<BoardRow[]> =>
  boardQuery(db)
    .where('b.status', '=', 'confirmed')
    .where('b.ride_status', 'in', ACTIVE_RIDE_STATUSES)
    .where('b.pickup_at', '>=', since)
    .orderBy('b.pickup_at')
    .orderBy('b.id')
    .limit(BOARD_LIMIT)
    .execute() as Promise<BoardRow[]>;

export const boardRow = (db: Db, id: string): Promise<BoardRow | undefined> =>
  boardQuery(db).where('b.id', '=', id).executeTakeFirst() as Promise<BoardRow | undefined>;

/** A driver with what ranking needs for one ride's window and Paris day. */
export interface CandidateRow {
  id: string;
  name: string;
  phone: string | null;
  vehicle_type: 'sedan' | 'van' | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  languages: string[] | null;
  active: boolean | null;
  busy: boolean;
  unavailable: boolean;
  rides_that_day: number;
}

/**
 * Every approved driver (role `driver`) with, for the window and the Paris day: another ride overlapping
 * (the same test as the exclusion constraint), an unavailable period overlapping, and the day's rides.
 * Each test is an index probe per driver (bookings_driver_idx, the gist indexes).
 */
export function candidateRows(db: Db, rideId: string, window: { start: Date; end: Date }, day: { start: Date; end: Date }): Promise<CandidateRow[]> {
  return db
    .selectFrom('user_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('driver_profiles as p', 'p.user_id', 'u.id')
    .where('r.role', '=', 'driver')
    .select([
      'u.id',
      sql<string>`coalesce(u.full_name, u.email, u.id)`.as('name'),
      sql<string | null>`coalesce(p.phone, u.phone)`.as('phone'),
      'p.vehicle_type',
      'p.vehicle_make',
      'p.vehicle_model',
      'p.languages',
      'p.active',
      sql<boolean>`exists (select 1 from bookings o where o.driver_id = u.id and o.busy && ${tstzRange(window)} and o.id <> ${rideId})`.as('busy'),
      sql<boolean>`exists (select 1 from driver_unavailability x where x.driver_id = u.id and x.during && ${tstzRange(window)})`.as('unavailable'),
      sql<number>`(select count(*)::int from bookings o where o.driver_id = u.id and o.pickup_at >= ${day.start} and o.pickup_at < ${day.end} and o.ride_status <> 'cancelled')`.as(
        'rides_that_day',
      ),
    ])
    .execute();
}
