import * as logs from './logs';
import type { Db } from '../db/db';
import type { SelfServiceDeps } from '../bookings/self-service/deps';
import { selfServiceDeps } from '../bookings/self-service/production-deps';
import { expireUnpaidBookings } from '../payments/payments.service';
import { refundLatePayments, supersedeUnpaidChanges } from './booking-changes-jobs';
import { alertLateStarts, applyPunctualityGuarantee } from './punctuality-jobs';
import { queueDueReminders } from './reminders';
import { purgeOldSecurityLogs } from './purge-security-logs';
import { expireReconfirmations, followFlights, type FollowReport } from '../flights/follow';
import type { FlightStatusProvider } from '../flights/provider';
import { flightProvider } from '../flights/select-provider';

export interface JobsReport {
  /** Unpaid card bookings released (expired). */
  expired: number;
  /** Reminder messages queued in the outbox by this run. */
  reminders: number;
  /** Modifies whose difference was not paid in time, superseded. */
  superseded?: number;
  /** Payments that arrived after their booking was cancelled, refunded. */
  lateRefunds?: number;
  /** Rides whose driver had not set off 60 minutes before pickup: admins alerted (issue [K] 4). */
  lateStartAlerts?: number;
  /** Rides whose driver was not on location by pickup + grace: punctuality guarantee refunded (issue [K] 4). */
  guarantees?: number;
  /** Security events and sign-in attempts past their retention, deleted. */
  purged?: { events: number; attempts: number };
  /** Followed flights asked, pickups moved, flights alerted (issue [K] 2). */
  flights?: FollowReport;
  /** Rides returned to the board because a big move was not reconfirmed in time. */
  notReconfirmed?: number;
}

/** A step whose failure is logged and skipped (the next run does the same work): undefined then. */
async function logged<T>(step: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (e) {
    logs.jobStepFailed(step, e);
    return undefined;
  }
}

/** The refund function the jobs use by default: the configured provider's. */
const providerRefund: SelfServiceDeps['refund'] = (trx, r) => selfServiceDeps().refund(trx, r);

/**
 * The periodic jobs, idempotent, safe to run often and from two places at once (the outbox keys and
 * row locks make a second run a no-op): expire unpaid card bookings, supersede Modifies whose
 * difference was not paid in time, refund payments that arrived after a cancel, follow the flights
 * of airport pickups (move the pickups, alert cancelled or diverted flights), return to the board the
 * rides whose driver did not reconfirm a big move, queue due reminders, alert the admins about rides
 * whose driver has not set off and apply the punctuality guarantee (punctuality-jobs.ts), then purge
 * the security logs past their retention. The caller kicks the outbox when something was queued
 * (queuedMessages). Production: the `scheduledJobs` function every 5 minutes; locally the stack
 * calls `runJobs` every 60 s.
 */
export async function runScheduledJobs(db: Db, now: Date, opts: { refund?: SelfServiceDeps['refund']; flights?: FlightStatusProvider } = {}): Promise<JobsReport> {
  const expired = await expireUnpaidBookings(db, now);
  const superseded = await supersedeUnpaidChanges(db, now);
  const lateRefunds = await refundLatePayments(db, now, opts.refund ?? providerRefund);
  // Flights first: a pickup that moves gets its reminders at the new time. A flight provider that is
  // down or misconfigured must not stop the reminders, the guarantee or the purge after it.
  const flights = await logged('following flights', () => followFlights(db, opts.flights ?? flightProvider(db), now));
  const notReconfirmed = await logged('returning unconfirmed rides', () => expireReconfirmations(db, now));
  const reminders = await queueDueReminders(db, now);
  const lateStartAlerts = await alertLateStarts(db, now);
  const guarantees = await applyPunctualityGuarantee(db, now, opts.refund ?? providerRefund);
  const purged = await purgeOldSecurityLogs(db, now);
  return { expired, reminders, superseded, lateRefunds, lateStartAlerts, guarantees, purged, flights, notReconfirmed };
}

/** The steps of a run that queue messages: reminders, moved pickups and flight alerts, rides returned to the board, late starts, guarantees. */
export const queuedMessages = (r: JobsReport): boolean =>
  r.reminders > 0 || !!(r.flights?.moved || r.flights?.alerts || r.notReconfirmed || r.lateStartAlerts || r.guarantees);
