import type { BookingView, SelfServiceView } from '@rides/contracts/bookings';
import type { Quote } from '@rides/contracts/pricing';
import { afterBookingFields } from '@rides/test-utils/booking-view';
import { cdg2e, paris8 } from './fixtures';

/** The manage link's key in the tests. */
export const TOKEN = 'a'.repeat(43);
export const LINK = `?ref=PT-ABC123&token=${TOKEN}`;

export const sedanQuote: Quote = {
  currency: 'EUR',
  vehicle: 'sedan',
  rule: 'airport-fixed',
  distanceKm: 30.1,
  lines: [{ code: 'fare', quantity: 1, unitCents: 7500, amountCents: 7500 }],
  totalCents: 7500,
};

/** Paris 8e -> CDG 2E, pay-the-driver, 75 €, picked up on 12 June 2030 at 14:30 in Paris: override what a test is about. */
export const bookingView = (over: Partial<BookingView> = {}): BookingView => ({
  reference: 'PT-ABC123',
  status: 'confirmed',
  ride: { status: 'unassigned', driver: null, events: [] },
  payment: 'driver',
  paymentStatus: 'pay_driver',
  from: paris8,
  to: cdg2e,
  pickupAt: '2030-06-12T12:30:00.000Z', // 14:30 in Paris (CEST)
  flightNumber: 'AF1234',
  party: { vehicle: 'sedan', passengers: 2, luggage: 2, childSeats: 0, boosterSeats: 0, extras: [] },
  quote: sedanQuote,
  booker: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+447911123456' },
  traveller: null,
  expiresAt: null,
  createdAt: '2030-06-01T10:00:00.000Z',
  ...afterBookingFields(over.reference ?? 'PT-ABC123'),
  ...over,
});

/** Everything open, as for a confirmed booking well ahead of its pickup. */
export const openSelfService = (over: Partial<SelfServiceView> = {}): SelfServiceView => ({
  details: true,
  modify: 'self-service',
  cancel: true,
  selfServiceUntil: '2030-06-12T00:30:00.000Z',
  cancellation: { refundCents: 0, percent: 100, fullRefundUntil: '2030-06-11T12:30:00.000Z' },
  pendingChange: null,
  receipt: false,
  ...over,
});
