import { sql } from 'kysely';
import { NOT_STARTED_RIDE_STATUSES, PUNCTUALITY_GRACE_MINUTES } from '@rides/domain/punctuality';
import type { Db } from '../db/db';

/** The reads and writes of the punctuality guarantee's jobs (punctuality-jobs.ts). */

/** The time of the driver's first `arrive` event of a ride, or null. */
export const firstArrival = (db: Db, bookingId: string): Promise<Date | null> =>
  db
    .selectFrom('ride_events')
    .select((eb) => eb.fn.min('at').as('at'))
    .where('booking_id', '=', bookingId)
    .where('action', '=', 'arrive')
    .executeTakeFirst()
    .then((r) => (r?.at ? new Date(r.at as Date | string) : null));

/**
 * The ids of the rides the guarantee may be due on, by pickup: pickup in (pickupAfter, pickupBefore),
 * not applied, a confirmed card booking paid online, the ride neither cancelled nor a no-show, and no
 * `arrive` by the deadline (pickup + PUNCTUALITY_GRACE_MINUTES: none, or the first one after it). One
 * range scan of bookings_status_pickup_idx, one probe of ride_events_booking_idx per ride.
 */
export async function guaranteeCandidateIds(db: Db, pickupAfter: Date, pickupBefore: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings as b')
    .select('b.id')
    .where('b.status', '=', 'confirmed')
    .where('b.pickup_at', '>', pickupAfter)
    .where('b.pickup_at', '<', pickupBefore)
    .where('b.guarantee_applied_at', 'is', null)
    .where('b.payment_method', '=', 'card')
    .where('b.payment_status', '=', 'paid')
    .where('b.ride_status', 'not in', ['cancelled', 'no_show'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ride_events as e')
            .select('e.id')
            .whereRef('e.booking_id', '=', 'b.id')
            .where('e.action', '=', 'arrive')
            .where('e.at', '<=', sql<Date>`b.pickup_at + make_interval(mins => ${PUNCTUALITY_GRACE_MINUTES})`),
        ),
      ),
    )
    .orderBy('b.pickup_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks the booking's punctuality guarantee as applied at `now`. */
export async function markGuaranteeApplied(db: Db, bookingId: string, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ guarantee_applied_at: now, updated_at: now }).where('id', '=', bookingId).execute();
}

/** The ids, by pickup, of confirmed bookings not alerted yet whose ride has not started and picks up in (pickupAfter, pickupUpTo]. */
export async function lateStartCandidateIds(db: Db, pickupAfter: Date, pickupUpTo: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('ride_status', 'in', NOT_STARTED_RIDE_STATUSES)
    .where('pickup_at', '>', pickupAfter)
    .where('pickup_at', '<=', pickupUpTo)
    .where('late_start_alerted_at', 'is', null)
    .orderBy('pickup_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks the booking's late-start alert as sent at `now`. */
export async function markLateStartAlerted(db: Db, bookingId: string, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ late_start_alerted_at: now, updated_at: now }).where('id', '=', bookingId).execute();
}
