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
