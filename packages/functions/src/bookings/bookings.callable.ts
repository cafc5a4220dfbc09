import { createBooking as createBookingOp, getBooking, listMyBookings, retryPayment } from '@rides/contracts/bookings';
import { estimatedDistance } from '@rides/domain/distance';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { callable } from '../http/callable';
import { requestFacts } from '../http/request-facts';
import { config } from '../config';
import { refuse } from '../http/refuse';
import { db } from '../db/db';
import { currentTariff } from '../pricing/tariff.service';
import { enqueueConfirmationOf } from '../mail/booking-confirmation';
import { kickOutbox } from '../mail/outbox-dispatch';
import { paymentProvider } from '../payments/select-provider';
import { BookingNotPayableError, startCardPayment } from '../payments/payments.service';
import { isBookableDriver } from '../drivers/driver-card.repo';
import { createBooking, type BookingDeps } from './create-booking.service';
import { myBookings, payAgain, viewBooking } from './booking-access.service';

const deps = (rawRequest?: CallableRequest['rawRequest']): BookingDeps => ({
  db: db(),
  now: () => new Date(),
  tariff: currentTariff,
  distance: estimatedDistance,
  startCardPayment: (trx, booking) => startCardPayment(trx, paymentProvider(), booking),
  onConfirmed: enqueueConfirmationOf,
  afterCommit: () => void kickOutbox(),
  isBookableDriver,
  origin: { req: rawRequest ? requestFacts(rawRequest) : { sourceIp: null, userAgent: '', pageUrl: '' }, addressLimits: config().bookingAddressLimits },
});

/** Public: visitors book without an account; a signed-in, verified caller's booking is linked to them. */
export const createBookingCallable = callable(createBookingOp, 'public', (input, { caller, rawRequest }) => createBooking(deps(rawRequest), input, caller));

/** Public with the manage link's token as the key (outcome pages, e-mail link). */
export const getBookingCallable = callable(getBooking, 'public', ({ reference, token }) => viewBooking(db(), reference, token, new Date()));

export const retryPaymentCallable = callable(retryPayment, 'public', async ({ reference, token }) => {
  try {
    return await payAgain(deps(), reference, token);
  } catch (e) {
    // Paid or cancelled between our read and the payment module's own check, inside its transaction.
    if (e instanceof BookingNotPayableError) {
      throw refuse('failed-precondition', e.reason === 'already-paid' ? 'already-paid' : 'not-payable');
    }
    throw e;
  }
});

/** My Bookings: the caller's own bookings only (per record: linked to them or to their verified e-mail). */
export const listMyBookingsCallable = callable(listMyBookings, 'signedIn', async (_input, { caller }) => ({ bookings: await myBookings(db(), caller!) }));
