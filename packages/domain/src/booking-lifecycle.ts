/**
 * The booking lifecycle (issue [O] 2), beside the ride's (ride-lifecycle.ts): a booking row carries
 * two statuses, each with its table. Read them top to bottom as the life of a booking. The server
 * applies them in packages/functions/src/bookings/booking-status.repo.ts, one function per transition,
 * each a conditional write and a status event.
 *
 * status: a card booking starts pending_payment, a pay-the-driver booking confirmed.
 *   pending_payment -> confirmed (paid; also from expired: money taken after the deadline is honoured)
 *   pending_payment -> expired (unpaid past expires_at) -> pending_payment (the booker pays again)
 *   any but cancelled -> cancelled (with its ride: the booker's, an admin's or the system's cancel)
 * payment_status: a card booking starts unpaid, a pay-the-driver booking pay_driver (which never moves).
 *   unpaid -> paid -> refunded (all paid given back) -> paid (a refund that had made it so failed, or new money)
 */
import type { BookingStatus, PaymentMethod, PaymentStatus } from '@rides/contracts/bookings';
import type { StatusTransition } from './status-machine';

export type BookingAction = 'confirm' | 'expire' | 'reopen' | 'cancel';
export type BookingPaymentAction = 'pay' | 'refund' | 'refund_failed';

export const BOOKING_TRANSITIONS: readonly StatusTransition<BookingAction, BookingStatus>[] = [
  // 'confirmed' too: a card booking confirmed before its payment arrived (the payment is recorded on it).
  { action: 'confirm', from: ['pending_payment', 'expired', 'confirmed'], to: 'confirmed', by: ['provider'] },
  { action: 'expire', from: ['pending_payment'], to: 'expired', by: ['system'] },
  { action: 'reopen', from: ['pending_payment', 'expired'], to: 'pending_payment', by: ['booker'] },
  { action: 'cancel', from: ['pending_payment', 'confirmed', 'expired'], to: 'cancelled', by: ['booker', 'admin', 'system'] },
];

export const BOOKING_PAYMENT_TRANSITIONS: readonly StatusTransition<BookingPaymentAction, PaymentStatus>[] = [
  // 'refunded' too: new money on a booking whose earlier payment was all given back.
  { action: 'pay', from: ['unpaid', 'refunded'], to: 'paid', by: ['provider'] },
  { action: 'refund', from: ['paid'], to: 'refunded', by: ['booker', 'admin', 'system'] },
  { action: 'refund_failed', from: ['refunded'], to: 'paid', by: ['provider'] },
];

/** Where a new booking starts, by how it is paid. */
export function initialBookingState(method: PaymentMethod): { status: BookingStatus; payment_status: PaymentStatus } {
  return method === 'card' ? { status: 'pending_payment', payment_status: 'unpaid' } : { status: 'confirmed', payment_status: 'pay_driver' };
}
