import type { Transaction } from 'kysely';
import * as logs from './logs';
import type { Database } from '../db/schema';
import { REFUND_EVENTS, type EventRefund, type PaymentEvent, type RefundEventStatus } from './provider';
import type { PaymentEventOutcome } from './payment-event-outcome';
import { recordEvent } from './payments.repo';
import { moveBookingPayment } from '../bookings/booking-status.repo';
import { addBookingRefunded, addPaymentRefunded, lockBookingForRefund, lockRefund, refundsByProviderIds, setRefundStatus, type RefundRow } from './refunds.repo';

export const REFUND_EVENT_TYPES: readonly string[] = Object.values(REFUND_EVENTS);
export const isRefundEvent = (type: string): boolean => REFUND_EVENT_TYPES.includes(type);

type RefundOutcome = Extract<PaymentEventOutcome, 'refund-succeeded' | 'refund-failed' | 'no-change'>;


/** One event may report several refunds (charge.refunded): the most telling change is the answer. */
const RANK: Record<RefundOutcome, number> = { 'no-change': 0, 'refund-succeeded': 1, 'refund-failed': 2 };

/**
 * Applies a refund event (refund.created/updated/failed, charge.refunded) in the webhook's
 * transaction. The refunds it reports are found by provider_refund_id; none of ours: ignored and
 * NOT recorded, so a delivery after our refunds row is committed still applies it. Otherwise the
 * event id is recorded (a replay changes nothing) and each refund moves:
 * pending -> succeeded; pending -> failed / canceled, which gives its amount back to the payment and
 * the booking (what is "refunded" counts pending and succeeded refunds) and logs an error for an
 * admin. A final state never moves again: a succeeded refund is never downgraded (a failure reported
 * after success is logged for an admin to check with the provider).
 */
export async function applyRefundEvent(
  trx: Transaction<Database>,
  event: PaymentEvent,
  options: { provider: string; now: Date },
): Promise<PaymentEventOutcome> {
  const reported = event.refunds ?? [];
  if (reported.length === 0) {
    // e.g. charge.refunded from an API version that does not list its refunds: refund.updated carries the news.
    return (await recordEvent(trx, { id: event.id, provider: options.provider, type: event.type })) ? 'ignored' : 'duplicate';
  }
  const ours = await refundsByProviderIds(
    trx,
    reported.map((r) => r.id),
  );
  const unknown = reported.filter((r) => !ours.some((o) => o.provider_refund_id === r.id));
  if (unknown.length > 0) {
    logs.unknownRefundsReported(event.id, event.type, unknown.map((r) => r.id), ours.length === 0);
  }
  // Ours (we put the booking in its metadata) but not committed yet: Stripe never sends a 2xx again,
  // so say "not now" and let it retry. A refund made in the provider's dashboard has no such metadata.
  if (ours.length === 0) return unknown.some((r) => r.bookingId) ? 'refund-not-recorded-yet' : 'ignored';
  if (!(await recordEvent(trx, { id: event.id, provider: options.provider, type: event.type }))) return 'duplicate';
  let outcome: RefundOutcome = 'no-change';
  for (const row of ours) {
    const report = reported.find((r) => r.id === row.provider_refund_id)!;
    const moved = await applyRefundStatus(trx, row, report, event, options.now);
    if (RANK[moved] > RANK[outcome]) outcome = moved;
  }
  return outcome;
}

async function applyRefundStatus(trx: Transaction<Database>, seen: RefundRow, report: EventRefund, event: PaymentEvent, now: Date): Promise<RefundOutcome> {
  // Booking first, then the refund: the same order as refundBooking, so the two never deadlock.
  await lockBookingForRefund(trx, seen.booking_id);
  const row = (await lockRefund(trx, seen.id)) ?? seen;
  const to: RefundEventStatus = report.status;
  if (to === row.status || to === 'pending') return 'no-change';
  if (row.status === 'succeeded') {
    logs.refundReportedAfterSuccess(row.provider_refund_id, row.booking_id, to, event.id);
    return 'no-change';
  }
  if (row.status !== 'pending') return 'no-change'; // failed or canceled is final
  if (!(await setRefundStatus(trx, row.id, to, 'pending', now))) return 'no-change';
  if (to === 'succeeded') return 'refund-succeeded';
  await addPaymentRefunded(trx, row.payment_id, -row.amount_cents, now);
  const booking = await lockBookingForRefund(trx, row.booking_id);
  await addBookingRefunded(trx, row.booking_id, -row.amount_cents, now);
  if (booking) await moveBookingPayment(trx, booking, 'refund_failed', 'provider', now);
  logs.refundFailedAtProvider(row.provider_refund_id, row.amount_cents, row.reason, row.booking_id, to);
  return 'refund-failed';
}
