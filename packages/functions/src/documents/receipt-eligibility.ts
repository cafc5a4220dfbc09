import type { BookingStatus, PaymentMethod } from '@rides/contracts/bookings';
import type { RideStatus } from '@rides/contracts/ride-status';

/** What decides whether a booking has a receipt: fields of its row (bookings table). */
export interface ReceiptFacts {
  status: BookingStatus;
  payment_method: PaymentMethod;
  paid_at: Date | string | null;
  ride_status: RideStatus;
}

/**
 * A receipt documents money received, so a booking has one once it has been paid (issue [E]):
 * - by card: from the moment the card payment is confirmed (paid_at), and for good: a booking
 *   cancelled and refunded afterwards keeps its receipt, which then lists the refunds;
 * - paid to the driver: once the ride is completed (the driver collected the amount).
 * An unpaid or expired card booking, or a pay-the-driver ride not yet done, has none.
 */
export function receiptAvailable(b: ReceiptFacts): boolean {
  if (b.payment_method === 'card') return b.paid_at !== null;
  return b.ride_status === 'completed' && b.status !== 'cancelled';
}
