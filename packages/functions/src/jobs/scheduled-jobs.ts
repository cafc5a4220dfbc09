import type { Db } from '../db/db';
import { expireUnpaidBookings } from '../payments/payments.service';
import { queueDueReminders } from './reminders';

export interface JobsReport {
  /** Unpaid card bookings released (expired). */
  expired: number;
  /** Reminder messages queued in the outbox by this run. */
  reminders: number;
}

/**
 * The periodic jobs, idempotent, safe to run often and from two places at once (the outbox keys and
 * row locks make a second run a no-op): expire unpaid card bookings, then queue due reminders. The
 * caller kicks the outbox when something was queued. Production: the `scheduledJobs` function every
 * 5 minutes; locally the stack calls `runJobs` every 60 s.
 */
export async function runScheduledJobs(db: Db, now: Date): Promise<JobsReport> {
  const expired = await expireUnpaidBookings(db, now);
  const reminders = await queueDueReminders(db, now);
  return { expired, reminders };
}
