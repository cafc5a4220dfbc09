import { sql } from 'kysely';
import { ACTIVE_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import type { BookingStatus } from '@rides/contracts/bookings';
import type { RideStatus } from '@rides/contracts/ride-status';
import { BOARD_COUNT_CAP, type BoardCounts, type BoardScope } from '@rides/contracts/rides';
import type { Db } from '../db/db';
import { microsKey } from '../db/keyset';
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

/**
 * The rides a side holds: `unassigned`, confirmed rides without a driver (overdue ones too: they still
 * need one; bookings_board_idx); `assigned`, rides holding a driver whose pickup is not before `since`.
 */
const inScope = (scope: BoardScope, since: Date) =>
  scope === 'unassigned'
    ? sql<boolean>`b.status = 'confirmed' and b.ride_status = 'unassigned'`
    : sql<boolean>`b.status = 'confirmed' and b.ride_status in (${sql.join(ACTIVE_RIDE_STATUSES)}) and b.pickup_at >= ${since}`;

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

/**
 * One page of a side of the board, by pickup (overdue ones first), after a keyset cursor (the
 * pickup's microsecond key and the id, db/keyset.ts); each row carries its own key for the next cursor.
 */
export const boardPage = (db: Db, scope: BoardScope, since: Date, after: { key: string; id: string } | null, limit: number): Promise<Array<BoardRow & { pickup_key: string }>> => {
  let q = boardQuery(db).where(inScope(scope, since)).select(microsKey('b.pickup_at').as('pickup_key'));
  if (after) q = q.where((eb) => eb(eb.refTuple('b.pickup_at', 'b.id'), '>', eb.tuple(sql<Date>`${after.key}::timestamptz`, after.id)));
  return q.orderBy('b.pickup_at').orderBy('b.id').limit(limit).execute() as Promise<Array<BoardRow & { pickup_key: string }>>;
};

/**
 * How many rides a side holds in each pickup group (the bounds from `@rides/domain/pickup-groups`),
 * each counted up to BOARD_COUNT_CAP: four short range scans of the side's index, however many rides
 * wait months ahead (counting 39k unassigned rides of the volume seed exactly took 5 ms a call).
 */
export function boardCounts(db: Db, scope: BoardScope, since: Date, starts: { today: Date; tomorrow: Date; later: Date }): Promise<BoardCounts> {
  const capped = (from: Date | null, to: Date | null) => {
    let q = db.selectFrom('bookings as b').select(sql<number>`1`.as('one')).where(inScope(scope, since));
    if (from) q = q.where('b.pickup_at', '>=', from);
    if (to) q = q.where('b.pickup_at', '<', to);
    return sql<number>`(select count(*)::int from (${q.limit(BOARD_COUNT_CAP)}) as c)`;
  };
  return db
    .selectNoFrom([
      capped(null, starts.today).as('overdue'),
      capped(starts.today, starts.tomorrow).as('today'),
      capped(starts.tomorrow, starts.later).as('tomorrow'),
      capped(starts.later, null).as('later'),
    ])
    .executeTakeFirstOrThrow();
}

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
