import type { RideStatus } from '@rides/contracts/ride-status';
import { ACTIVE_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import { parisInstant, parisLocal } from '@rides/domain/paris-time';

/**
 * When reminders are due (pure; the jobs run every 5 minutes and the outbox keys make each reminder
 * once per ride, driver and pickup time):
 * - the driver, 24 hours and 2 hours before pickup, while the ride is `assigned` (once they set off
 *   a reminder is pointless);
 * - the traveller, from 18:00 Paris time on the day before the pickup, while the ride is active.
 * A reminder is skipped when the driver was assigned after its moment: the job or driver-details
 * message sent at assignment said the same a moment ago. None is sent once the pickup time has passed.
 */
export type ReminderKind = 'driver-24h' | 'driver-2h' | 'traveller';

export interface ReminderFacts {
  pickupAt: Date;
  assignedAt: Date | null;
  rideStatus: RideStatus;
}

const HOUR_MS = 3_600_000;
/** The traveller's reminder goes out from this Paris time on the day before the pickup. */
export const TRAVELLER_REMINDER_TIME = '18:00';

/** 18:00 Paris time on the Paris day before `pickupAt`. */
export function eveningBefore(pickupAt: Date): Date {
  const day = new Date(`${parisLocal(pickupAt).date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  // 18:00 always exists (clocks change at night), so parisInstant never answers null here.
  return parisInstant(day.toISOString().slice(0, 10), TRAVELLER_REMINDER_TIME)!;
}

/** The moment each reminder becomes due, and until when it is worth sending. */
export function reminderWindows(pickupAt: Date): Record<ReminderKind, { from: Date; until: Date }> {
  const at = pickupAt.getTime();
  return {
    'driver-24h': { from: new Date(at - 24 * HOUR_MS), until: new Date(at - 2 * HOUR_MS) },
    'driver-2h': { from: new Date(at - 2 * HOUR_MS), until: pickupAt },
    traveller: { from: eveningBefore(pickupAt), until: pickupAt },
  };
}

export function dueReminders(r: ReminderFacts, now: Date): ReminderKind[] {
  const windows = reminderWindows(r.pickupAt);
  const kinds: ReminderKind[] = r.rideStatus === 'assigned' ? ['driver-24h', 'driver-2h', 'traveller'] : ACTIVE_RIDE_STATUSES.includes(r.rideStatus) ? ['traveller'] : [];
  return kinds.filter((k) => {
    const w = windows[k];
    const assignedBefore = !r.assignedAt || r.assignedAt < w.from;
    return now >= w.from && now < w.until && assignedBefore;
  });
}

/** How far ahead the jobs look for rides that may need a reminder (18:00 the day before a 23:59 pickup, plus a clock change). */
export const REMINDER_HORIZON_MS = 32 * HOUR_MS;
