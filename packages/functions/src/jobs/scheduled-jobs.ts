import type { Db } from '../db/db';
import type { SelfServiceDeps } from '../bookings/self-service/deps';
import { selfServiceDeps } from '../bookings/self-service/production-deps';
import { expireUnpaidBookings } from '../payments/payments.service';
import { refundLatePayments, supersedeUnpaidChanges } from './booking-changes-jobs';
import { queueDueReminders } from './reminders';
import { purgeOldSecurityLogs } from './purge-security-logs';

export interface JobsReport {
  /** Unpaid card bookings released (expired). */
  expired: number;
  /** Reminder messages queued in the outbox by this run. */
  reminders: number;
  /** Modifies whose difference was not paid in time, superseded. */
  superseded?: number;
  /** Payments that arrived after their booking was cancelled, refunded. */
  lateRefunds?: number;
  /** Security events and sign-in attempts past their retention, deleted. */
  purged?: { events: number; attempts: number };
}

/** The refund function the jobs use by default: the configured provider's. */
const providerRefund: SelfServiceDeps['refund'] = (trx, r) => selfServiceDeps().refund(trx, r);

/**
 * The periodic jobs, idempotent, safe to run often and from two places at once (the outbox keys and
 * row locks make a second run a no-op): expire unpaid card bookings, supersede Modifies whose
 * difference was not paid in time, refund payments that arrived after a cancel, queue due
 * reminders, then purge the security logs past their retention. The caller kicks the outbox when
 * something was queued. Production: the `scheduledJobs` function every 5 minutes; locally the stack
 * calls `runJobs` every 60 s.
 */
export async function runScheduledJobs(db: Db, now: Date, opts: { refund?: SelfServiceDeps['refund'] } = {}): Promise<JobsReport> {
  const expired = await expireUnpaidBookings(db, now);
  const superseded = await supersedeUnpaidChanges(db, now);
  const lateRefunds = await refundLatePayments(db, now, opts.refund ?? providerRefund);
  const reminders = await queueDueReminders(db, now);
  const purged = await purgeOldSecurityLogs(db, now);
  return { expired, reminders, superseded, lateRefunds, purged };
}
