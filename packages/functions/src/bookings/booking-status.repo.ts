import type { BookingStatus, PaymentStatus } from '@rides/contracts/bookings';
import { BOOKING_PAYMENT_TRANSITIONS, BOOKING_TRANSITIONS, type BookingAction, type BookingPaymentAction } from '@rides/domain/booking-lifecycle';
import { transitionOf, type StatusActor } from '@rides/domain/status-machine';
import { atomically, type Db } from '../db/db';
import { appendStatusEvents, moveWithEvents, type StatusMove } from '../db/status-events';
import type { BookingRow } from './bookings.repo';

/**
 * The booking lifecycle's writes (@rides/domain/booking-lifecycle, issue [O] 2): one function per
 * transition, each a write conditional on the status it moves from and a status event. Every writer of
 * a booking's status or payment status goes through here.
 */

/** A booking's statuses as its writer read them (under the booking's lock, where one is held). */
export interface BookingState {
  id: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
}

const bookingMove = (b: Pick<BookingState, 'id' | 'status'>, action: BookingAction, actor: StatusActor): StatusMove => ({
  entity: 'booking',
  transition: transitionOf(BOOKING_TRANSITIONS, action),
  bookingId: b.id,
  entityId: b.id,
  from: b.status,
  actor,
});

const paymentMove = (b: Pick<BookingState, 'id' | 'payment_status'>, action: BookingPaymentAction, actor: StatusActor): StatusMove => ({
  entity: 'booking_payment',
  transition: transitionOf(BOOKING_PAYMENT_TRANSITIONS, action),
  bookingId: b.id,
  entityId: b.id,
  from: b.payment_status,
  actor,
});

const allowed = (m: StatusMove) => m.transition.from.includes(m.from);

const TO = {
  confirmed: transitionOf(BOOKING_TRANSITIONS, 'confirm').to,
  paid: transitionOf(BOOKING_PAYMENT_TRANSITIONS, 'pay').to,
  expired: transitionOf(BOOKING_TRANSITIONS, 'expire').to,
  reopened: transitionOf(BOOKING_TRANSITIONS, 'reopen').to,
  cancelled: transitionOf(BOOKING_TRANSITIONS, 'cancel').to,
};

/** The booking's payment arrived: confirmed and paid (also after its deadline: the money was taken). False when it had moved. */
export async function confirmPaid(db: Db, b: BookingState, now: Date): Promise<boolean> {
  const moves = [bookingMove(b, 'confirm', 'provider'), paymentMove(b, 'pay', 'provider')];
  if (!moves.every(allowed)) return false;
  return moveWithEvents(
    db,
    (tx) =>
      tx
        .updateTable('bookings')
        .set({ status: TO.confirmed, payment_status: TO.paid, paid_at: now, expires_at: null, updated_at: now })
        .where('id', '=', b.id)
        .where('status', '=', b.status)
        .where('payment_status', '=', b.payment_status)
        .executeTakeFirst(),
    moves,
    now,
  );
}

/**
 * The booking's payment status alone: money arrived for a booking that stays as it is (pay: a cancelled
 * booking's late payment, recorded so it can be refunded), all it paid was given back (refund), or a
 * refund that had made it so failed (refund_failed).
 */
export async function moveBookingPayment(
  db: Db,
  b: Pick<BookingState, 'id' | 'payment_status'>,
  action: BookingPaymentAction,
  actor: StatusActor,
  now: Date,
): Promise<boolean> {
  const move = paymentMove(b, action, actor);
  if (!allowed(move)) return false;
  return moveWithEvents(
    db,
    (tx) =>
      tx
        .updateTable('bookings')
        .set({ payment_status: transitionOf(BOOKING_PAYMENT_TRANSITIONS, action).to, updated_at: now, ...(action === 'pay' ? { paid_at: now } : {}) })
        .where('id', '=', b.id)
        .where('payment_status', '=', b.payment_status)
        .executeTakeFirst(),
    [move],
    now,
  );
}

/**
 * Releases unpaid card bookings whose time ran out (pending_payment, expires_at <= now -> expired), all
 * of them (the scheduled job) or the one given (when it is next looked at). One conditional write: a
 * payment or a new checkout at the same moment wins. Returns the expired rows.
 */
export function expireUnpaid(db: Db, now: Date, id?: string): Promise<BookingRow[]> {
  return atomically(db, async (tx) => {
    let q = tx
      .updateTable('bookings')
      .set({ status: TO.expired, updated_at: now })
      .where('status', '=', 'pending_payment')
      .where('payment_method', '=', 'card')
      .where('expires_at', '<=', now);
    if (id !== undefined) q = q.where('id', '=', id);
    const rows = await q.returningAll().execute();
    await appendStatusEvents(tx, rows.map((row) => bookingMove({ id: row.id, status: 'pending_payment' }, 'expire', 'system')), now);
    return rows;
  });
}

/** A new checkout for a still unpaid card booking: waiting for payment again until `expiresAt`. */
export async function reopenForPayment(db: Db, b: BookingState, p: { expiresAt: Date; checkoutUrl: string; now: Date }): Promise<boolean> {
  const move = bookingMove(b, 'reopen', 'booker');
  if (!allowed(move) || b.payment_status !== 'unpaid') return false;
  return moveWithEvents(
    db,
    (tx) =>
      tx
        .updateTable('bookings')
        .set({ status: TO.reopened, expires_at: p.expiresAt, checkout_url: p.checkoutUrl, updated_at: p.now })
        .where('id', '=', b.id)
        .where('status', '=', b.status)
        .where('payment_status', '=', 'unpaid')
        .executeTakeFirst(),
    [move],
    p.now,
  );
}

/** The booking ends with its ride (rides/ride.service.ts moves both in one transaction). */
export async function cancelBooking(db: Db, b: Pick<BookingState, 'id' | 'status'>, actor: StatusActor, now: Date): Promise<boolean> {
  const move = bookingMove(b, 'cancel', actor);
  if (!allowed(move)) return false;
  return moveWithEvents(
    db,
    (tx) =>
      tx
        .updateTable('bookings')
        .set({ status: TO.cancelled, cancelled_at: now, updated_at: now })
        .where('id', '=', b.id)
        .where('status', '=', b.status)
        .executeTakeFirst(),
    [move],
    now,
  );
}
