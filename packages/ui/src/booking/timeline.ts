import type { BookingView } from '@rides/contracts/bookings';
import { shownStatus } from './status-badge';

import type { RideStatus } from '@rides/contracts/ride-status';

export type TimelineKey =
  | 'booked'
  | 'paid'
  | 'payDriver'
  | 'awaitingPayment'
  | 'confirmed'
  | 'expired'
  | 'cancelled'
  | 'refunded'
  | 'pickup'
  | `ride.${RideStatus}`;

export interface TimelineStep {
  key: TimelineKey;
  /** ISO instant when it is known. */
  at: string | null;
  /** False for what is still to come (the pickup ahead). */
  done: boolean;
  /** The driver's first name, for "Driver assigned: {{name}}". */
  driverName?: string | null;
}

const FINAL: readonly RideStatus[] = ['completed', 'no_show', 'cancelled'];

/**
 * A booking's history as steps, oldest first: booked, the payment, the outcome, then the pickup.
 * The ride's own events (driver assigned, on the way, arrived, on board, completed, ...) follow the
 * confirmation, as recorded; the pickup closes the list while the ride is still ahead.
 */
export function timelineOf(b: BookingView, now: Date): TimelineStep[] {
  const status = shownStatus(b, now);
  const steps: TimelineStep[] = [{ key: 'booked', at: b.createdAt, done: true }];
  if (b.paymentStatus === 'paid' || b.paymentStatus === 'refunded') steps.push({ key: 'paid', at: null, done: true });
  else if (b.paymentStatus === 'pay_driver') steps.push({ key: 'payDriver', at: null, done: true });
  else if (status === 'pending_payment') steps.push({ key: 'awaitingPayment', at: null, done: true });
  if (status === 'confirmed') steps.push({ key: 'confirmed', at: null, done: true });
  if (status === 'expired') steps.push({ key: 'expired', at: b.expiresAt, done: true });
  for (const e of b.ride.events) steps.push({ key: `ride.${e.to}`, at: e.at, done: true, driverName: e.to === 'assigned' ? e.driverName : null });
  const rideCancelled = b.ride.events.some((e) => e.to === 'cancelled');
  if (status === 'cancelled' && !rideCancelled) steps.push({ key: 'cancelled', at: null, done: true });
  if (b.paymentStatus === 'refunded') steps.push({ key: 'refunded', at: null, done: true });
  const rideAhead = !FINAL.includes(b.ride.status);
  if (rideAhead && (status === 'confirmed' || status === 'pending_payment')) steps.push({ key: 'pickup', at: b.pickupAt, done: Date.parse(b.pickupAt) <= now.getTime() });
  return steps;
}
