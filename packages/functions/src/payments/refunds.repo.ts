import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { RefundsTable, RefundStatus } from '../db/schema-bookings';
import type { PaymentPurpose } from './payments.repo';

/** Any connection or transaction. */
type Conn = Kysely<Database>;
export type RefundRow = Selectable<RefundsTable>;
export type RefundReason = RefundsTable['reason'];

/** A refund's money counts as given back while it is pending or succeeded. */
export const COUNTED_REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'succeeded'];

export interface RefundBookingState {
  id: string;
  reference: string;
  payment_status: Selectable<Database['bookings']>['payment_status'];
  refunded_cents: number;
}

/**
 * The booking's row, locked until the transaction ends: refunds of one booking, and the events that
 * change them, run one at a time (always booking first, then its payments and refunds).
 */
export async function lockBookingForRefund(conn: Conn, bookingId: string): Promise<RefundBookingState | undefined> {
  return conn
    .selectFrom('bookings')
    .select(['id', 'reference', 'payment_status', 'refunded_cents'])
    .where('id', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
}

/** The refunds made under an idempotency key: the key itself, or one per payment (`<key>:<paymentId>`). */
export async function refundsByIdempotencyKey(conn: Conn, key: string): Promise<RefundRow[]> {
  return conn
    .selectFrom('refunds')
    .selectAll()
    .where((eb) => eb.or([eb('idempotency_key', '=', key), eb(sql<boolean>`starts_with(idempotency_key, ${`${key}:`})`, '=', true)]))
    .orderBy('id')
    .execute();
}

export interface RefundablePayment {
  id: string;
  provider: string;
  session_id: string;
  provider_payment_id: string | null;
  purpose: PaymentPurpose;
  change_id: string | null;
  amount_cents: number;
  refunded_cents: number;
}

/** The booking's paid payments (the booking and changes' differences), newest first. */
export async function paidPayments(conn: Conn, bookingId: string): Promise<RefundablePayment[]> {
  return conn
    .selectFrom('payments')
    .select(['id', 'provider', 'session_id', 'provider_payment_id', 'purpose', 'change_id', 'amount_cents', 'refunded_cents'])
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'paid')
    .where('purpose', 'in', ['booking', 'change'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Sums over the booking's paid payments: what was paid, and what of it was given back (pending or succeeded). */
export async function paidTotals(conn: Conn, bookingId: string): Promise<{ paidCents: number; refundedCents: number }> {
  const r = await conn
    .selectFrom('payments')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('paid'), eb.fn.coalesce(eb.fn.sum<string>('refunded_cents'), sql<string>`0`).as('refunded')])
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'paid')
    .where('purpose', 'in', ['booking', 'change'])
    .executeTakeFirstOrThrow();
  return { paidCents: Number(r.paid), refundedCents: Number(r.refunded) };
}

export interface NewRefund {
  bookingId: string;
  paymentId: string;
  changeId: string | null;
  provider: string;
  providerRefundId: string;
  amountCents: number;
  status: RefundStatus;
  reason: RefundReason;
  idempotencyKey: string;
}

export async function insertRefund(conn: Conn, r: NewRefund): Promise<RefundRow> {
  return conn
    .insertInto('refunds')
    .values({
      booking_id: r.bookingId,
      payment_id: r.paymentId,
      change_id: r.changeId,
      provider: r.provider,
      provider_refund_id: r.providerRefundId,
      amount_cents: r.amountCents,
      status: r.status,
      reason: r.reason,
      idempotency_key: r.idempotencyKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds (or, negative, gives back) refunded money on a payment. */
export async function addPaymentRefunded(conn: Conn, paymentId: string, deltaCents: number, now: Date): Promise<void> {
  await conn
    .updateTable('payments')
    .set({ refunded_cents: sql<number>`greatest(0, refunded_cents + ${deltaCents})`, updated_at: now })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Adds (or, negative, gives back) refunded money on a booking. Its payment status moves apart, by the
 * booking lifecycle (bookings/booking-status.repo.ts moveBookingPayment).
 */
export async function addBookingRefunded(conn: Conn, bookingId: string, deltaCents: number, now: Date): Promise<void> {
  await conn
    .updateTable('bookings')
    .set({ refunded_cents: sql<number>`greatest(0, refunded_cents + ${deltaCents})`, updated_at: now })
    .where('id', '=', bookingId)
    .execute();
}

/** Our refunds among the provider's refund ids (not locked: the booking is locked first). */
export async function refundsByProviderIds(conn: Conn, providerRefundIds: readonly string[]): Promise<RefundRow[]> {
  if (providerRefundIds.length === 0) return [];
  return conn
    .selectFrom('refunds')
    .selectAll()
    .where('provider_refund_id', 'in', [...providerRefundIds])
    .orderBy('booking_id')
    .orderBy('id')
    .execute();
}

export async function lockRefund(conn: Conn, id: string): Promise<RefundRow | undefined> {
  return conn.selectFrom('refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Moves a refund to `to` only from `from`. True when it moved. */
export async function setRefundStatus(conn: Conn, id: string, to: RefundStatus, from: RefundStatus, now: Date): Promise<boolean> {
  const r = await conn.updateTable('refunds').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
