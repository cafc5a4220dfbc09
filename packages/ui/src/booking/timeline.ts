import type { BookingChangeView, BookingView, RefundView } from '@rides/contracts/bookings';
import { shownStatus } from './status-badge';

import type { RideStatus } from '@rides/contracts/ride-status';

/** What a change to the booking (issue [E]) reads as, by its kind and status. */
export type ChangeKey =
  | 'change.details'
  | 'change.modified'
  | 'change.awaitingPayment'
  | 'change.superseded'
  | 'change.requested'
  | 'change.approved'
  | 'change.declined'
  | 'change.cancelled';

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
  | `ride.${RideStatus}`
  | ChangeKey
  | `refund.${RefundView['status']}`;

export interface TimelineStep {
  key: TimelineKey;
  /** ISO instant when it is known. */
  at: string | null;
  /** False for what is still to come (the pickup ahead). */
  done: boolean;
  /** The driver's first name, for "Driver assigned: {{name}}". */
  driverName?: string | null;
  /** A refund's amount, integer cents. */
  amountCents?: number;
  /** A change's price before and after, integer cents (null when it did not touch the price). */
  priceBeforeCents?: number | null;
  priceAfterCents?: number | null;
  /** Details changed: the names of the fields (contact, flightNumber, notes, signText). */
  fields?: string[];
  /** Who made a change. */
  actor?: BookingChangeView['actor'];
  /** The booker's words (a request's message, a cancellation's reason) and the team's answer. */
  message?: string | null;
  answer?: string | null;
}

const FINAL: readonly RideStatus[] = ['completed', 'no_show', 'cancelled'];

function changeKey(c: BookingChangeView): ChangeKey {
  if (c.kind === 'details') return 'change.details';
  if (c.kind === 'cancel') return 'change.cancelled';
  if (c.status === 'superseded') return 'change.superseded';
  if (c.kind === 'modify') return c.status === 'awaiting_payment' ? 'change.awaitingPayment' : 'change.modified';
  // A request: open, then approved (applied as a Modify would be) or declined.
  return c.status === 'approved' || c.status === 'applied' ? 'change.approved' : c.status === 'declined' ? 'change.declined' : 'change.requested';
}

const changeStep = (c: BookingChangeView): TimelineStep => ({
  key: changeKey(c),
  at: c.at,
  done: true,
  priceBeforeCents: c.priceBeforeCents,
  priceAfterCents: c.priceAfterCents,
  fields: c.kind === 'details' ? c.fields : [],
  actor: c.actor,
  message: c.message,
  answer: c.answer,
});

const refundStep = (r: RefundView): TimelineStep => ({ key: `refund.${r.status}`, at: r.at, done: true, amountCents: r.amountCents });

/**
 * A booking's history as steps, oldest first: booked, the payment, the outcome, then what happened
 * after, in the order it happened (the ride's events, the changes and requests, the refunds: each
 * dated), and last the pickup while the ride is still ahead. A cancellation or a refund recorded as a
 * change or a refund is shown as such; only an older booking without those records gets the bare
 * "Cancelled" / "Refunded" steps.
 */
export function timelineOf(b: BookingView, now: Date): TimelineStep[] {
  const status = shownStatus(b, now);
  const { changes, refunds } = b;
  const steps: TimelineStep[] = [{ key: 'booked', at: b.createdAt, done: true }];
  if (b.paymentStatus === 'paid' || b.paymentStatus === 'refunded') steps.push({ key: 'paid', at: null, done: true });
  else if (b.paymentStatus === 'pay_driver') steps.push({ key: 'payDriver', at: null, done: true });
  else if (status === 'pending_payment') steps.push({ key: 'awaitingPayment', at: null, done: true });
  if (status === 'confirmed') steps.push({ key: 'confirmed', at: null, done: true });
  if (status === 'expired') steps.push({ key: 'expired', at: b.expiresAt, done: true });

  const dated: TimelineStep[] = [
    ...b.ride.events.map((e): TimelineStep => ({ key: `ride.${e.to}`, at: e.at, done: true, driverName: e.to === 'assigned' ? e.driverName : null })),
    ...changes.map(changeStep),
    ...refunds.map(refundStep),
  ];
  // A stable sort by time: what happened at the same instant keeps the order above (ride, change, refund).
  steps.push(...dated.map((s, i) => [s, i] as const).sort(([a, i], [b2, j]) => Date.parse(a.at!) - Date.parse(b2.at!) || i - j).map(([s]) => s));

  const cancelShown = b.ride.events.some((e) => e.to === 'cancelled') || changes.some((c) => c.kind === 'cancel');
  if (status === 'cancelled' && !cancelShown) steps.push({ key: 'cancelled', at: b.cancelledAt, done: true });
  if (b.paymentStatus === 'refunded' && refunds.length === 0) steps.push({ key: 'refunded', at: null, done: true });
  const rideAhead = !FINAL.includes(b.ride.status);
  if (rideAhead && (status === 'confirmed' || status === 'pending_payment')) steps.push({ key: 'pickup', at: b.pickupAt, done: Date.parse(b.pickupAt) <= now.getTime() });
  return steps;
}
