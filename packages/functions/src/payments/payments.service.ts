import type { Kysely, Transaction } from 'kysely';
import * as logs from './logs';
import type { Database } from '../db/schema';
import { config } from '../config';
import { manageToken } from '../bookings/manage-token';
import { CHECKOUT_EVENTS, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from './provider';
import { isFutureDated } from './stripe-event';
import { applyRefundEvent, isRefundEvent } from './refund-events.service';
import type { PaymentEventOutcome } from './payment-event-outcome';
import { movePayment } from './payment-status.repo';
import { confirmPaid, expireUnpaid, moveBookingPayment } from '../bookings/booking-status.repo';
import {
  bookingIdOfSession,
  bookingPaymentState,
  flagPaymentMismatch,
  insertPayment,
  lockBooking,
  lockPaymentBySession,
  otherPaidPaymentOfChange,
  recordEvent,
  setProviderPaymentId,
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

export interface ChangePayment {
  bookingId: string;
  /** The booking_changes row waiting for this payment (status awaiting_payment). */
  changeId: string;
  reference: string;
  /** The price difference to pay, integer cents > 0. */
  amountCents: number;
  bookerEmail: string;
  description: string;
  /** When the checkout should end (kept inside the provider's window, as for bookings). */
  expiresAt: Date;
}

/** The booking's return pages, marked with the change they paid for (`&change=<id>`). */
export function changeReturnUrls(reference: string, changeId: string, origin = config().shellOrigin): { successUrl: string; cancelUrl: string } {
  const urls = paymentReturnUrls(reference, origin);
  const mark = `&change=${encodeURIComponent(changeId)}`;
  return { successUrl: urls.successUrl + mark, cancelUrl: urls.cancelUrl + mark };
}

/**
 * Opens a checkout for a change's price difference and records it (payments row, purpose 'change',
 * open). When it is paid, the webhook marks the payment paid and runs OnChangePaid (the change is
 * applied then, not before). Every call opens a new session. Returns the hosted checkout's URL.
 */
export async function startChangePayment(conn: Conn, provider: PaymentProvider, p: ChangePayment): Promise<string> {
  if (!Number.isInteger(p.amountCents) || p.amountCents <= 0) throw new RangeError(`a change payment must be whole cents > 0, got ${p.amountCents}`);
  const state = await bookingPaymentState(conn, p.bookingId);
  if (!state) throw new BookingNotPayableError(p.reference, 'unknown-booking');
  if (state.status === 'cancelled') throw new BookingNotPayableError(p.reference, 'cancelled');
  const checkout = await provider.createCheckout(
    {
      bookingId: p.bookingId,
      reference: p.reference,
      amountCents: p.amountCents,
      currency: 'EUR',
      description: p.description,
      customerEmail: p.bookerEmail,
      ...changeReturnUrls(p.reference, p.changeId),
      expiresAt: p.expiresAt,
      changeId: p.changeId,
    },
    { conn },
  );
  await insertPayment(conn, {
    bookingId: p.bookingId,
    provider: provider.name,
    sessionId: checkout.sessionId,
    amountCents: p.amountCents,
    purpose: 'change',
    changeId: p.changeId,
  });
  return checkout.url;
}

/** Runs in the webhook's transaction once per booking that becomes paid (the confirmation e-mail is queued there). */
export type OnPaid = (trx: Transaction<Database>, bookingId: string) => Promise<void>;

/**
 * Runs in the webhook's transaction once per change whose difference is paid (instead of confirming
 * the booking): applies the change. Throwing rolls the payment back too, and the provider retries.
 */
export type OnChangePaid = (
  trx: Transaction<Database>,
  p: { changeId: string; bookingId: string; paymentId: string; amountCents: number },
) => Promise<void>;

export interface PaymentEventOptions {
  provider?: string;
  now?: Date;
  /** Needed when a change payment is paid; without it such an event fails (500) and is retried. */
  onChangePaid?: OnChangePaid;
}

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
  options: PaymentEventOptions = {},
): Promise<PaymentEventOutcome> {
  const now = options.now ?? new Date();
  const provider = options.provider ?? 'unknown';
  if (isFutureDated(event.created, now.getTime())) {
    logs.futureDatedEventRefused(event.id, event.type, event.created);
    throw new WebhookSignatureError('future-dated');
  }
  return db.transaction().execute(async (trx) => {
    if (isRefundEvent(event.type)) return applyRefundEvent(trx, event, { provider, now });
    if (!event.sessionId || !SESSION_TYPES.includes(event.type)) {
      return (await recordEvent(trx, { id: event.id, provider, type: event.type })) ? 'ignored' : 'duplicate';
    }
    // Booking first, then its payment: the order refundBooking locks them in, so the two never deadlock.
    const bookingId = await bookingIdOfSession(trx, event.sessionId);
    if (bookingId) await lockBooking(trx, bookingId);
    const payment = await lockPaymentBySession(trx, event.sessionId);
    if (!payment) {
      // Not recorded: if our payments row was not committed yet, the provider's retry will find it.
      logs.eventForUnknownSession(event.id, event.type, event.sessionId);
      return 'ignored';
    }
    const paidReport = PAID_TYPES.includes(event.type) && !(event.type === CHECKOUT_EVENTS.completed && event.paymentStatus === 'unpaid');
    const problem = paidReport ? paidAmountProblem(event, payment.amount_cents) : null;
    const recorded = await recordEvent(trx, { id: event.id, provider, type: event.type, amountCents: event.amountTotal, currency: event.currency, problem });
    if (!recorded) return 'duplicate';
    // The provider's payment id (pi_…) is what a refund refers to: kept whatever the event says otherwise.
    if (event.paymentIntentId) await setProviderPaymentId(trx, payment.id, event.paymentIntentId, now);
    if (problem) {
      await flagPaymentMismatch(trx, payment.id, problem, now);
      logs.paymentMismatch(event.id, event.type, payment.id, payment.booking_id, problem);
      return 'amount-mismatch';
    }
    if (event.type === CHECKOUT_EVENTS.expired) {
      return (await movePayment(trx, payment, 'expire', now)) ? 'payment-expired' : 'no-change';
    }
    if (event.type === CHECKOUT_EVENTS.asyncFailed) {
      return (await movePayment(trx, payment, 'fail', now)) ? 'payment-failed' : 'no-change';
    }
    if (event.type === CHECKOUT_EVENTS.completed && event.paymentStatus === 'unpaid') return 'awaiting-payment';
    if (payment.purpose === 'change') return applyChangePaid(trx, payment, options.onChangePaid, now);
    return applyPaid(trx, payment, onPaid, now);
  });
}

/**
 * A change's difference is paid: the payment becomes paid and onChangePaid applies the change, once
 * (a second event, or a second checkout of the same change, does not apply it again: logged to refund).
 * The booking's own payment state is not touched: it was paid before the change.
 */
async function applyChangePaid(trx: Transaction<Database>, payment: PaymentRow, onChangePaid: OnChangePaid | undefined, now: Date): Promise<PaymentEventOutcome> {
  const newlyPaid = await movePayment(trx, payment, 'pay', now);
  const booking = await lockBooking(trx, payment.booking_id);
  if (!booking || !newlyPaid) return booking ? 'already-paid' : 'no-change';
  if (booking.status === 'cancelled') {
    logs.changePaidAfterCancel(payment.id, payment.amount_cents, booking.id);
    return 'paid-after-cancel';
  }
  if (!payment.change_id) {
    logs.changePaidButGone(payment.id, payment.amount_cents, booking.id);
    return 'no-change';
  }
  if (await otherPaidPaymentOfChange(trx, payment.change_id, payment.id)) {
    logs.changePaidTwice(payment.id, payment.amount_cents, booking.id, payment.change_id);
    return 'already-paid';
  }
  if (!onChangePaid) throw new Error('payments: a change payment was paid but no onChangePaid hook is wired');
  await onChangePaid(trx, { changeId: payment.change_id, bookingId: booking.id, paymentId: payment.id, amountCents: payment.amount_cents });
  return 'change-paid';
}

async function applyPaid(trx: Transaction<Database>, payment: PaymentRow, onPaid: OnPaid, now: Date): Promise<PaymentEventOutcome> {
  const newlyPaid = await movePayment(trx, payment, 'pay', now);
  const booking = await lockBooking(trx, payment.booking_id);
  if (!booking) return 'no-change'; // cascade-deleted with its booking: nothing to confirm
  if (booking.payment_status === 'paid') {
    if (newlyPaid) logs.bookingPaidTwice(booking.id, payment.id);
    return 'already-paid';
  }
  if (booking.status === 'cancelled') {
    await moveBookingPayment(trx, booking, 'pay', 'provider', now);
    logs.bookingPaidAfterCancel(booking.id, payment.id);
    return 'paid-after-cancel';
  }
  // pending_payment, expired (paid after the deadline: honoured), or confirmed without payment.
  if (!(await confirmPaid(trx, booking, now))) return 'no-change';
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
  const n = (await expireUnpaid(db, now)).length;
  if (n > 0) logs.unpaidBookingsExpired(n);
  return n;
}
