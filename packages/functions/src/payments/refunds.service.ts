import type { Kysely } from 'kysely';
import * as logs from './logs';
import type { Database } from '../db/schema';
import type { PaymentProvider } from './provider';
import { moveBookingPayment } from '../bookings/booking-status.repo';
import {
  addBookingRefunded,
  addPaymentRefunded,
  COUNTED_REFUND_STATUSES,
  insertRefund,
  lockBookingForRefund,
  paidPayments,
  paidTotals,
  refundsByIdempotencyKey,
  type RefundablePayment,
  type RefundReason,
  type RefundRow,
} from './refunds.repo';

export type { RefundRow, RefundReason } from './refunds.repo';

/** Any connection or transaction: refundBooking runs in the caller's transaction. */
type Conn = Kysely<Database>;

/** More was asked back than the booking's paid payments still hold. Nothing was refunded. */
export class RefundTooLargeError extends Error {
  constructor(
    readonly requestedCents: number,
    readonly refundableCents: number,
  ) {
    super(`refund of ${requestedCents} cents asked, only ${refundableCents} refundable`);
    this.name = 'RefundTooLargeError';
  }
}

export interface RefundBookingRequest {
  bookingId: string;
  /** Integer cents; 0 does nothing. */
  amountCents: number;
  reason: RefundReason;
  /** One refund per key: a double click or a retry with the same key refunds once. */
  idempotencyKey: string;
  /** The change whose price difference is refunded, if any. */
  changeId?: string | null;
  /**
   * Refund this payment only (a payment that arrived too late, or paid a change that was not applied):
   * the money goes back to the card that paid it, never to another payment of the booking.
   */
  paymentId?: string | null;
  now: Date;
}

export interface RefundBookingResult {
  /** What these refunds give back (pending or succeeded; a refund the provider failed at once is not counted). */
  refundedCents: number;
  refunds: RefundRow[];
}

const counted = (rows: readonly RefundRow[]): number =>
  rows.filter((r) => COUNTED_REFUND_STATUSES.includes(r.status)).reduce((sum, r) => sum + r.amount_cents, 0);

/** Splits the amount over the payments, newest first, each up to what it still holds. */
export function allocateRefund(payments: readonly RefundablePayment[], amountCents: number): { payment: RefundablePayment; amountCents: number }[] {
  const parts: { payment: RefundablePayment; amountCents: number }[] = [];
  let left = amountCents;
  for (const payment of payments) {
    if (left <= 0) break;
    const take = Math.min(left, payment.amount_cents - payment.refunded_cents);
    if (take > 0) {
      parts.push({ payment, amountCents: take });
      left -= take;
    }
  }
  return parts;
}

/**
 * Gives money back on a card booking through the payment provider, in the caller's transaction.
 *
 * Idempotent on `idempotencyKey`: when refunds with that key exist (`<key>:<paymentId>`, one per
 * payment) they are returned and the provider is not called again. Otherwise the amount is spread
 * over the booking's paid payments (the booking's and changes' differences), newest first; asking
 * more than they still hold throws RefundTooLargeError before anything is refunded.
 *
 * Why the provider is called inside the transaction: the refunds rows must exist exactly when the
 * provider's refunds do. Each provider call carries the idempotency key `<key>:<paymentId>`; if the
 * transaction then rolls back (a later provider call fails, the database fails), the provider keeps
 * its refund, and the caller's retry with the same key gets the same refund back from the provider
 * (Stripe keeps keys 24 hours, the sandbox for ever) and records it: money is never sent twice and
 * never left unrecorded after a successful retry. The booking row is locked first, so concurrent
 * calls for one booking run one at a time and the second finds the first's refunds.
 */
export async function refundBooking(conn: Conn, provider: PaymentProvider, p: RefundBookingRequest): Promise<RefundBookingResult> {
  if (!Number.isInteger(p.amountCents) || p.amountCents < 0) throw new RangeError(`refund amount must be whole cents >= 0, got ${p.amountCents}`);
  const booking = await lockBookingForRefund(conn, p.bookingId);
  if (!booking) throw new Error(`refund: booking ${p.bookingId} not found`);
  const done = await refundsByIdempotencyKey(conn, p.idempotencyKey);
  if (done.length > 0) {
    if (done.some((r) => r.booking_id !== p.bookingId)) throw new Error(`refund: idempotency key ${p.idempotencyKey} was used for another booking`);
    return { refundedCents: counted(done), refunds: done };
  }
  if (p.amountCents === 0) return { refundedCents: 0, refunds: [] };
  const payments = (await paidPayments(conn, p.bookingId)).filter((x) => !p.paymentId || x.id === p.paymentId);
  const refundable = payments.reduce((sum, x) => sum + x.amount_cents - x.refunded_cents, 0);
  if (p.amountCents > refundable) throw new RefundTooLargeError(p.amountCents, refundable);

  const refunds: RefundRow[] = [];
  for (const part of allocateRefund(payments, p.amountCents)) {
    const key = `${p.idempotencyKey}:${part.payment.id}`;
    const answer = await provider.refund(
      {
        providerPaymentId: part.payment.provider_payment_id,
        sessionId: part.payment.session_id,
        amountCents: part.amountCents,
        currency: 'EUR',
        idempotencyKey: key,
        metadata: { bookingId: p.bookingId, reference: booking.reference },
      },
      { conn },
    );
    logs.refundRequested(answer.id, answer.status, part.amountCents, part.payment.id, p.bookingId, key);
    const row = await insertRefund(conn, {
      bookingId: p.bookingId,
      paymentId: part.payment.id,
      changeId: p.changeId ?? null,
      provider: part.payment.provider,
      providerRefundId: answer.id,
      amountCents: part.amountCents,
      status: answer.status,
      reason: p.reason,
      idempotencyKey: key,
    });
    refunds.push(row);
    if (answer.status === 'failed') {
      logs.refundFailedAtOnce(answer.id, p.bookingId);
      continue;
    }
    await addPaymentRefunded(conn, part.payment.id, part.amountCents, p.now);
  }
  const refundedCents = counted(refunds);
  const totals = await paidTotals(conn, p.bookingId);
  const allBack = totals.paidCents > 0 && totals.refundedCents >= totals.paidCents;
  await addBookingRefunded(conn, p.bookingId, refundedCents, p.now);
  if (allBack) await moveBookingPayment(conn, booking, 'refund', p.reason === 'admin' ? 'admin' : 'system', p.now);
  return { refundedCents, refunds };
}

/** What of the booking's card payments can still be refunded (paid, less pending or succeeded refunds). */
export async function refundableCents(conn: Conn, bookingId: string): Promise<number> {
  const t = await paidTotals(conn, bookingId);
  return Math.max(0, t.paidCents - t.refundedCents);
}

/** What the booking's card payments brought in (the booking and any change's difference). */
export async function paidCents(conn: Conn, bookingId: string): Promise<number> {
  return (await paidTotals(conn, bookingId)).paidCents;
}
