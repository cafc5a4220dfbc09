import type { RideStatus } from '@rides/contracts/ride-status';
import { ACTIVE_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import type { Db } from '../db/db';

export interface ReminderCandidate {
  id: string;
  pickupAt: Date;
  driverId: string;
  assignedAt: Date | null;
  rideStatus: RideStatus;
}

/** Confirmed bookings whose ride is active with a driver and picks up in (from, to]: the reminder rules decide. */
export async function reminderCandidates(db: Db, from: Date, to: Date, limit = 1000): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'pickup_at', 'driver_id', 'assigned_at', 'ride_status'])
    .where('status', '=', 'confirmed')
    .where('ride_status', 'in', ACTIVE_RIDE_STATUSES)
    .where('driver_id', 'is not', null)
    .where('pickup_at', '>', from)
    .where('pickup_at', '<=', to)
    .orderBy('pickup_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    pickupAt: new Date(r.pickup_at),
    driverId: r.driver_id!,
    assignedAt: r.assigned_at ? new Date(r.assigned_at) : null,
    rideStatus: r.ride_status,
  }));
}

/**
 * Bookings the expiry job must settle: unpaid card bookings past their time, and bookings already
 * expired (when someone looked at them: bookings/booking-access.service.ts) whose ride is still open.
 */
export const bookingsToExpire = (db: Db, now: Date, limit = 200): Promise<Array<{ id: string }>> =>
  db
    .selectFrom('bookings')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending_payment'), eb('expires_at', '<=', now)]),
        eb.and([eb('status', '=', 'expired'), eb('ride_status', '!=', 'cancelled')]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();

/** Locks the booking's row and reads what the ride cancellation needs. */
export const lockForExpiry = (trx: Db, id: string) =>
  trx.selectFrom('bookings').select(['id', 'status', 'ride_status', 'expires_at']).where('id', '=', id).forUpdate().executeTakeFirst();

/** Cancels the ride of an expired booking, with its event (actor system, reason unpaid). */
export async function cancelRideUnpaid(trx: Db, id: string, from: RideStatus, now: Date): Promise<void> {
  await trx.updateTable('bookings').set({ ride_status: 'cancelled', busy: null, updated_at: now }).where('id', '=', id).execute();
  await trx
    .insertInto('ride_events')
    .values({ booking_id: id, at: now, actor: 'system', actor_id: null, actor_name: null, action: 'cancel', from_status: from, to_status: 'cancelled', reason: 'unpaid' })
    .execute();
}
