import { logger } from 'firebase-functions';

/** The bookings domain's log lines, by name. */

/** A change's payment arrived but its change is not this booking's (or is gone): an admin refunds it. */
export const paidChangeNotFound = (paymentId: string, changeId: string, bookingId: string): void =>
  logger.error(`bookings: payment ${paymentId} for change ${changeId} of booking ${bookingId}: no such change; refund it by hand`);

export const paidChangeRefunded = (
  change: { id: string; status: string },
  booking: { id: string; status: string; ride_status: string },
  amountCents: number,
): void =>
  logger.warn(
    `bookings: change ${change.id} of booking ${booking.id} was paid (${amountCents} cents) but can no longer be applied (${change.status}, booking ${booking.status}, ride ${booking.ride_status}): refunded`,
  );
