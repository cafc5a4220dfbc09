/**
 * The punctuality guarantee (issue [K] 4), published on /services and in /terms.
 *
 * Decisions:
 * - "On location" is the driver's `arrive` ride event. The pickup time is `bookings.pickup_at`, which
 *   already follows a delayed flight (the flight watch moves it), so a retimed pickup counts from its new time.
 * - The driver is late when not on location by the pickup time plus PUNCTUALITY_GRACE_MINUTES (15).
 *   Arriving exactly at pickup + 15 minutes is on time; a minute later is late.
 * - A late driver refunds PUNCTUALITY_REFUND_PERCENT (50 %) of what the booker paid for the ride (the
 *   booking's total), capped by what is still refundable on the card; automatically, once per ride,
 *   through the refund path of issue [E] (payments/refunds.service.ts, key `punctuality:<bookingId>`).
 * - Covered: a confirmed booking paid online by card (payment method `card`, payment status `paid`).
 *   Not covered: a pay-the-driver booking (the terms say: pay online to be covered), a cancelled ride
 *   or booking, a booking that is not confirmed, a traveller an admin marked a no-show.
 * - A backup driver is sought early: a confirmed booking whose ride is still `unassigned` or
 *   `assigned` (the driver has not set off) LATE_START_ALERT_MINUTES (60) before pickup alerts the
 *   admins once, and the assignment board marks the ride at risk and lists the free drivers.
 *
 * No zod and no I/O here: the jobs (functions/src/jobs/punctuality-jobs.ts), the board and the
 * published texts (content-facts.ts) read the same numbers.
 */
import type { BookingStatus, PaymentMethod, PaymentStatus } from '@rides/contracts/bookings';
import type { RideStatus } from '@rides/contracts/ride-status';

/** The driver is on time when on location by the pickup time plus this many minutes. */
export const PUNCTUALITY_GRACE_MINUTES = 15;
/** The share of what the booker paid that a late driver refunds, in percent. */
export const PUNCTUALITY_REFUND_PERCENT = 50;
/** A ride whose driver has not set off this many minutes before pickup alerts the admins. */
export const LATE_START_ALERT_MINUTES = 60;

const MIN = 60_000;

/** Ride statuses in which the driver has not set off (no driver yet, or assigned but not en route). */
export const NOT_STARTED_RIDE_STATUSES: readonly RideStatus[] = ['unassigned', 'assigned'];
/** Ride statuses the guarantee never applies to: cancelled, or a no-show confirmed by an admin. */
const UNCOVERED_RIDE_STATUSES: readonly RideStatus[] = ['cancelled', 'no_show'];

export interface GuaranteeFacts {
  /** The pickup time, already retimed for a delayed flight. */
  pickupAt: Date;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  bookingStatus: BookingStatus;
  rideStatus: RideStatus;
  /** The driver's first `arrive` event, or null when the driver has not arrived. */
  arrivedAt: Date | null;
  /** The guarantee was already applied to this ride. */
  alreadyApplied: boolean;
}

/** The moment the driver must be on location by: the pickup time plus the grace. */
export const punctualityDeadline = (pickupAt: Date): Date => new Date(pickupAt.getTime() + PUNCTUALITY_GRACE_MINUTES * MIN);

/** The booking is covered: confirmed and paid online by card (a pay-the-driver booking never is). */
export const guaranteeCovers = (f: Pick<GuaranteeFacts, 'paymentMethod' | 'paymentStatus' | 'bookingStatus'>): boolean =>
  f.bookingStatus === 'confirmed' && f.paymentMethod === 'card' && f.paymentStatus === 'paid';

/**
 * Is the guarantee due at `now`? Once the deadline (pickup + grace) has passed, a covered ride whose
 * driver did not arrive by it (arrived later, or not yet) is refunded, once. Before the deadline it is
 * never due: the driver may still arrive in time.
 */
export function guaranteeDue(f: GuaranteeFacts, now: Date): boolean {
  if (f.alreadyApplied || !guaranteeCovers(f) || UNCOVERED_RIDE_STATUSES.includes(f.rideStatus)) return false;
  const deadline = punctualityDeadline(f.pickupAt).getTime();
  if (Number.isNaN(deadline)) throw new RangeError('guaranteeDue: invalid pickup time');
  if (now.getTime() <= deadline) return false;
  return f.arrivedAt === null || f.arrivedAt.getTime() > deadline;
}

/**
 * The guarantee's refund: PUNCTUALITY_REFUND_PERCENT of what the booker paid for the ride (integer
 * cents, rounded to the nearest cent, half up), never more than what can still be refunded.
 */
export function guaranteeRefundCents(paidCents: number, refundableCents: number): number {
  for (const [name, v] of [
    ['paidCents', paidCents],
    ['refundableCents', refundableCents],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`guaranteeRefundCents: ${name} must be a non-negative integer, got ${v}`);
  }
  return Math.min(Math.round((paidCents * PUNCTUALITY_REFUND_PERCENT) / 100), refundableCents);
}

export interface LateStartFacts {
  pickupAt: Date;
  bookingStatus: BookingStatus;
  rideStatus: RideStatus;
  /** The admins were already alerted about this ride. */
  alreadyAlerted: boolean;
}

/**
 * The ride is at risk: a confirmed booking whose driver has not set off (ride `unassigned` or
 * `assigned`) from LATE_START_ALERT_MINUTES before pickup on, or whose admins were already alerted and
 * whose driver has still not set off. The board marks it and lists backup drivers.
 */
export function rideAtRisk(f: LateStartFacts, now: Date): boolean {
  if (f.bookingStatus !== 'confirmed' || !NOT_STARTED_RIDE_STATUSES.includes(f.rideStatus)) return false;
  return f.alreadyAlerted || now.getTime() >= f.pickupAt.getTime() - LATE_START_ALERT_MINUTES * MIN;
}

/** Alert the admins now: the ride is at risk and they have not been alerted about it yet (once per ride). */
export const lateStartAlertDue = (f: LateStartFacts, now: Date): boolean => !f.alreadyAlerted && rideAtRisk(f, now);
