import type { BookingView } from '@rides/contracts/bookings';
import { shownStatus } from './status-badge';

export type TimelineKey = 'booked' | 'paid' | 'payDriver' | 'awaitingPayment' | 'confirmed' | 'expired' | 'cancelled' | 'refunded' | 'pickup';

export interface TimelineStep {
  key: TimelineKey;
  /** ISO instant when it is known. */
  at: string | null;
  /** False for what is still to come (the pickup ahead). */
  done: boolean;
}

/**
 * A booking's history as steps, oldest first: booked, the payment, the outcome, then the pickup.
 * It is derived from the booking as it stands; the ride's own events (driver assigned, en route, ...)
 * join it when the ride lifecycle records them.
 */
export function timelineOf(b: BookingView, now: Date): TimelineStep[] {
  const status = shownStatus(b, now);
  const steps: TimelineStep[] = [{ key: 'booked', at: b.createdAt, done: true }];
  if (b.paymentStatus === 'paid' || b.paymentStatus === 'refunded') steps.push({ key: 'paid', at: null, done: true });
  else if (b.paymentStatus === 'pay_driver') steps.push({ key: 'payDriver', at: null, done: true });
  else if (status === 'pending_payment') steps.push({ key: 'awaitingPayment', at: null, done: true });
  if (status === 'confirmed') steps.push({ key: 'confirmed', at: null, done: true });
  if (status === 'expired') steps.push({ key: 'expired', at: b.expiresAt, done: true });
  if (status === 'cancelled') steps.push({ key: 'cancelled', at: null, done: true });
  if (b.paymentStatus === 'refunded') steps.push({ key: 'refunded', at: null, done: true });
  if (status === 'confirmed' || status === 'pending_payment') steps.push({ key: 'pickup', at: b.pickupAt, done: Date.parse(b.pickupAt) <= now.getTime() });
  return steps;
}
