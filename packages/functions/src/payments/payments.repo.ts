import type { Kysely } from 'kysely';
import type { BookingStatus, PaymentStatus } from '@rides/contracts/bookings';
import type { Database } from '../db/schema';
import type { PaymentsTable } from '../db/schema-bookings';

/** Any connection or transaction. */
type Conn = Kysely<Database>;

export interface NewPayment {
  bookingId: string;
  provider: string;
  sessionId: string;
  amountCents: number;
  /** 'change': the difference of a booking change (changeId). Default 'booking'. */
  purpose?: PaymentPurpose;
  changeId?: string | null;
}
export type PaymentPurpose = 'booking' | 'change';

export async function insertPayment(conn: Conn, p: NewPayment): Promise<void> {
  await conn
    .insertInto('payments')
    .values({
      booking_id: p.bookingId,
      provider: p.provider,
      session_id: p.sessionId,
      status: 'open',
      amount_cents: p.amountCents,
      purpose: p.purpose ?? 'booking',
      change_id: p.changeId ?? null,
    })
    .execute();
}

export interface BookingPaymentState {
  id: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
}

export async function bookingPaymentState(conn: Conn, bookingId: string): Promise<BookingPaymentState | undefined> {
  return conn.selectFrom('bookings').select(['id', 'status', 'payment_status']).where('id', '=', bookingId).executeTakeFirst();
}

/** The booking's row, locked until the transaction ends: payment events for one booking run one at a time. */
export async function lockBooking(conn: Conn, bookingId: string): Promise<BookingPaymentState | undefined> {
  return conn
    .selectFrom('bookings')
    .select(['id', 'status', 'payment_status'])
    .where('id', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
}

export interface EventRecord {
  id: string;
  provider: string;
  type: string;
  /** What the event reported (checkout sessions), kept with it. */
  amountCents?: number | null;
  currency?: string | null;
  /** What was wrong with it (e.g. an amount mismatch); null when nothing. */
  problem?: string | null;
}

/** Records the event id once. False when it was already there (a replay or a retry). */
export async function recordEvent(conn: Conn, e: EventRecord): Promise<boolean> {
  const r = await conn
    .insertInto('payment_events')
    .values({
      event_id: e.id,
      provider: e.provider,
      type: e.type,
      amount_cents: e.amountCents ?? null,
      currency: e.currency ?? null,
      problem: e.problem ?? null,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface PaymentRow {
  id: string;
  booking_id: string;
  provider: string;
  status: PaymentsTable['status'];
  /** What the checkout was opened for (EUR cents). */
  amount_cents: number;
  purpose: PaymentPurpose;
  change_id: string | null;
  provider_payment_id: string | null;
}

/** The booking a checkout session's payment belongs to (not locked). */
export async function bookingIdOfSession(conn: Conn, sessionId: string): Promise<string | undefined> {
  const r = await conn.selectFrom('payments').select('booking_id').where('session_id', '=', sessionId).executeTakeFirst();
  return r?.booking_id;
}

export async function lockPaymentBySession(conn: Conn, sessionId: string): Promise<PaymentRow | undefined> {
  return conn
    .selectFrom('payments')
    .select(['id', 'booking_id', 'provider', 'status', 'amount_cents', 'purpose', 'change_id', 'provider_payment_id'])
    .where('session_id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

/** Keeps the provider's payment id (what a refund refers to) the first time an event reports it. */
export async function setProviderPaymentId(conn: Conn, id: string, providerPaymentId: string, now: Date): Promise<void> {
  await conn
    .updateTable('payments')
    .set({ provider_payment_id: providerPaymentId, updated_at: now })
    .where('id', '=', id)
    .where('provider_payment_id', 'is', null)
    .execute();
}

/** Another paid payment for the same change (two checkouts of one difference both paid), if any. */
export async function otherPaidPaymentOfChange(conn: Conn, changeId: string, exceptPaymentId: string): Promise<{ id: string } | undefined> {
  return conn
    .selectFrom('payments')
    .select('id')
    .where('change_id', '=', changeId)
    .where('purpose', '=', 'change')
    .where('status', '=', 'paid')
    .where('id', '<>', exceptPaymentId)
    .executeTakeFirst();
}

/**
 * Flags a payment whose provider reported another amount or currency than its checkout: for an admin
 * (payments.mismatch). The first problem is kept; the payment's status is not touched.
 */
export async function flagPaymentMismatch(conn: Conn, id: string, problem: string, now: Date): Promise<void> {
  await conn
    .updateTable('payments')
    .set({ mismatch: problem, mismatch_at: now, updated_at: now })
    .where('id', '=', id)
    .where('mismatch', 'is', null)
    .execute();
}
