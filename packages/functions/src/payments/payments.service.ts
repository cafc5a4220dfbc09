import type { Kysely, Transaction } from 'kysely';
import { logger } from 'firebase-functions';
import type { Database } from '../db/schema';
import { config } from '../config';
import { manageToken } from '../bookings/manage-token';
import { CHECKOUT_EVENTS, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from './provider';
import { isFutureDated } from './stripe-event';
import {
  bookingPaymentState,
  confirmBookingPaid,
  expireUnpaid,
  flagPaymentMismatch,
  insertPayment,
  lockBooking,
  lockPaymentBySession,
  recordBookingPaid,
  recordEvent,
  setPaymentStatus,
  type PaymentRow,
} from './payments.repo';

/** Any connection or transaction: startCardPayment may run inside the caller's booking transaction. */
type Conn = Kysely<Database>;

export interface CardBooking {
  id: string;
  reference: string;
  totalCents: number;
  bookerEmail: string;
  /** One line for the checkout page. */
  description: string;
  /** When the unpaid booking is released (created + UNPAID_CARD_BOOKING_TTL_MINUTES). */
  expiresAt: Date;
}

export class BookingNotPayableError extends Error {
  constructor(
    readonly reference: string,
    readonly reason: 'unknown-booking' | 'already-paid' | 'cancelled',
  ) {
    super(`booking ${reference} cannot be paid: ${reason}`);
    this.name = 'BookingNotPayableError';
  }
}

/** Where the provider sends the person back: the shell's outcome pages, opened with the manage link's key. */
export function paymentReturnUrls(reference: string, origin = config().shellOrigin): { successUrl: string; cancelUrl: string } {
  const query = `ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(manageToken(reference))}`;
  return { successUrl: `${origin}/payment-success?${query}`, cancelUrl: `${origin}/payment-canceled?${query}` };
}

/**
 * Opens a checkout for a card booking and records it (payments row, open). Every call opens a new
 * session, so /payment-canceled can offer "pay again" without re-entering the trip. Returns the URL
 * of the provider's hosted checkout.
 */
export async function startCardPayment(conn: Conn, provider: PaymentProvider, booking: CardBooking): Promise<string> {
  const state = await bookingPaymentState(conn, booking.id);
  if (!state) throw new BookingNotPayableError(booking.reference, 'unknown-booking');
  if (state.payment_status === 'paid') throw new BookingNotPayableError(booking.reference, 'already-paid');
  if (state.status === 'cancelled') throw new BookingNotPayableError(booking.reference, 'cancelled');
  const checkout = await provider.createCheckout(
    {
      bookingId: booking.id,
      reference: booking.reference,
      amountCents: booking.totalCents,
      currency: 'EUR',
      description: booking.description,
      customerEmail: booking.bookerEmail,
      ...paymentReturnUrls(booking.reference),
      expiresAt: booking.expiresAt,
    },
    { conn },
  );
  await insertPayment(conn, { bookingId: booking.id, provider: provider.name, sessionId: checkout.sessionId, amountCents: booking.totalCents });
  return checkout.url;
}

/** What a webhook event did, for tests and logs. */
export type PaymentEventOutcome =
  | 'duplicate' // this event id was handled before: nothing changed
  | 'ignored' // an event type we do not act on, or a session we do not know
  | 'confirmed' // the booking is now confirmed and paid; onPaid ran
  | 'already-paid' // payment recorded; the booking was already paid (no second onPaid)
  | 'paid-after-cancel' // money arrived for a cancelled booking: recorded, needs a refund
  | 'awaiting-payment' // checkout completed with a payment still pending (delayed method)
  | 'payment-expired'
  | 'payment-failed'
  | 'amount-mismatch' // a paid event whose amount or currency differs from the checkout: recorded, flagged, not confirmed
  | 'no-change'; // e.g. expired after paid: a paid payment is never downgraded

/** Runs in the webhook's transaction once per booking that becomes paid (the confirmation e-mail is queued there). */
export type OnPaid = (trx: Transaction<Database>, bookingId: string) => Promise<void>;

const PAID_TYPES: readonly string[] = [CHECKOUT_EVENTS.completed, CHECKOUT_EVENTS.asyncSucceeded];
const SESSION_TYPES: readonly string[] = [...PAID_TYPES, CHECKOUT_EVENTS.expired, CHECKOUT_EVENTS.asyncFailed];

/** The only currency the product charges in (CheckoutRequest.currency). */
export const PAYMENT_CURRENCY = 'EUR';

/**
 * What is wrong with a paid event's amount and currency against the checkout we opened (the payment
 * row's amount_cents, in EUR), or null when they match. A missing amount or currency is a mismatch.
 */
export function paidAmountProblem(event: Pick<PaymentEvent, 'amountTotal' | 'currency'>, expectedCents: number): string | null {
  const problems: string[] = [];
  if (event.amountTotal !== expectedCents) problems.push(`amount ${event.amountTotal ?? 'missing'}, expected ${expectedCents}`);
  if (event.currency !== PAYMENT_CURRENCY) problems.push(`currency ${event.currency ?? 'missing'}, expected ${PAYMENT_CURRENCY}`);
  return problems.length ? problems.join('; ') : null;
}

/**
 * Applies one verified provider event, in one transaction: the event id is recorded first, so a replay
 * or a retry changes nothing. Rules hold in any delivery order: a paid payment is never downgraded; a
 * payment after the booking expired still confirms it (the money was taken: honour it); the booking is
 * confirmed, and onPaid runs, once however many sessions or events report the payment.
 *
 * What is fulfilled is checked: an event dated more than 5 minutes in the future is refused
 * (WebhookSignatureError 'future-dated', nothing recorded); a paid event whose amount or currency
 * differs from the checkout confirms nothing: it is recorded with its problem, the payment is flagged
 * (payments.mismatch) and keeps its status, and an error is logged for an admin ('amount-mismatch').
 */
export async function handlePaymentEvent(
  db: Conn,
  event: PaymentEvent,
  onPaid: OnPaid,
  options: { provider?: string; now?: Date } = {},
): Promise<PaymentEventOutcome> {
  const now = options.now ?? new Date();
  const provider = options.provider ?? 'unknown';
  if (isFutureDated(event.created, now.getTime())) {
    logger.warn(`payments: event ${event.id} (${event.type}) is dated ${event.created}, in the future: refused`);
    throw new WebhookSignatureError('future-dated');
  }
  return db.transaction().execute(async (trx) => {
    if (!event.sessionId || !SESSION_TYPES.includes(event.type)) {
      return (await recordEvent(trx, { id: event.id, provider, type: event.type })) ? 'ignored' : 'duplicate';
    }
    const payment = await lockPaymentBySession(trx, event.sessionId);
    if (!payment) {
      // Not recorded: if our payments row was not committed yet, the provider's retry will find it.
      logger.warn(`payments: event ${event.id} (${event.type}) for unknown session ${event.sessionId}: ignored`);
      return 'ignored';
    }
    const paidReport = PAID_TYPES.includes(event.type) && !(event.type === CHECKOUT_EVENTS.completed && event.paymentStatus === 'unpaid');
    const problem = paidReport ? paidAmountProblem(event, payment.amount_cents) : null;
    const recorded = await recordEvent(trx, { id: event.id, provider, type: event.type, amountCents: event.amountTotal, currency: event.currency, problem });
    if (!recorded) return 'duplicate';
    if (problem) {
      await flagPaymentMismatch(trx, payment.id, problem, now);
      logger.error(
        `payments: event ${event.id} (${event.type}) for payment ${payment.id} of booking ${payment.booking_id} does not match its checkout (${problem}): NOT confirmed; check it with the provider`,
      );
      return 'amount-mismatch';
    }
    if (event.type === CHECKOUT_EVENTS.expired) {
      return (await setPaymentStatus(trx, payment.id, 'expired', ['open'], now)) ? 'payment-expired' : 'no-change';
    }
    if (event.type === CHECKOUT_EVENTS.asyncFailed) {
      return (await setPaymentStatus(trx, payment.id, 'failed', ['open'], now)) ? 'payment-failed' : 'no-change';
    }
    if (event.type === CHECKOUT_EVENTS.completed && event.paymentStatus === 'unpaid') return 'awaiting-payment';
    return applyPaid(trx, payment, onPaid, now);
  });
}

async function applyPaid(trx: Transaction<Database>, payment: PaymentRow, onPaid: OnPaid, now: Date): Promise<PaymentEventOutcome> {
  const newlyPaid = await setPaymentStatus(trx, payment.id, 'paid', ['open', 'expired', 'failed'], now);
  const booking = await lockBooking(trx, payment.booking_id);
  if (!booking) return 'no-change'; // cascade-deleted with its booking: nothing to confirm
  if (booking.payment_status === 'paid') {
    if (newlyPaid) logger.error(`payments: booking ${booking.id} paid twice (payment ${payment.id}): refund the second payment`);
    return 'already-paid';
  }
  if (booking.status === 'cancelled') {
    await recordBookingPaid(trx, booking.id, now);
    logger.error(`payments: booking ${booking.id} was cancelled before its payment ${payment.id} arrived: refund it`);
    return 'paid-after-cancel';
  }
  // pending_payment, expired (paid after the deadline: honoured), or confirmed without payment.
  await confirmBookingPaid(trx, booking.id, now);
  await onPaid(trx, booking.id);
  return 'confirmed';
}

/**
 * Releases unpaid card bookings whose time ran out (pending_payment, expires_at <= now -> expired), in
 * one conditional update: a payment or a new checkout at the same moment wins. Run by the scheduled
 * jobs (jobs/scheduled-jobs.ts). Returns how many. Their ride stays `unassigned`: never confirmed, it
 * had no ride to run and is not on the board; a payment that still arrives afterwards confirms the
 * booking (handlePaymentEvent) and its ride then waits for a driver like any other.
 */
export async function expireUnpaidBookings(db: Conn, now: Date = new Date()): Promise<number> {
  const n = await expireUnpaid(db, now);
  if (n > 0) logger.info(`payments: ${n} unpaid card booking(s) expired`);
  return n;
}
