import type { Place } from '@rides/contracts/places';
import type { Quote } from '@rides/contracts/pricing';
import type { ConfirmationData, Party } from '../mail/templates/booking-confirmation.template';

export const paris8: Place = { id: 'paris-08', kind: 'district', name: 'Paris 8e', detail: 'Champs-Élysées & Madeleine', lat: 48.87, lon: 2.31, inParis: true };
export const cdg: Place = { id: 'cdg-t2e', kind: 'airport', name: 'Paris Charles de Gaulle Airport', detail: 'Terminal 2E', lat: 49.004, lon: 2.571, inParis: false, airport: 'CDG' };

export const party: Party = { vehicle: 'sedan', passengers: 3, luggage: 2, childSeats: 2, boosterSeats: 0, extras: [{ code: 'pet', quantity: 1 }] };

export const quote: Quote = {
  currency: 'EUR',
  vehicle: 'sedan',
  rule: 'airport-fixed',
  distanceKm: 34.2,
  lines: [
    { code: 'fare', quantity: 1, unitCents: 7500, amountCents: 7500 },
    { code: 'child-seat', quantity: 2, unitCents: 1000, amountCents: 2000 },
    { code: 'pet', quantity: 1, unitCents: 1000, amountCents: 1000 },
  ],
  totalCents: 10500,
};

/** 14 July 2025, 09:30 in Paris (summer time). */
export const SUMMER_PICKUP = new Date('2025-07-14T07:30:00Z');

export const MANAGE_URL = 'http://localhost:5000/booking-confirmation?ref=PT-7K3M9Q&token=abcdefghijklmnopqrstuvwxyz';

export const confirmation = (over: Partial<ConfirmationData> = {}): ConfirmationData => ({
  language: 'en',
  reference: 'PT-7K3M9Q',
  bookerName: 'Ada Lovelace',
  travellerName: null,
  from: paris8,
  to: cdg,
  pickupAt: SUMMER_PICKUP,
  flightNumber: 'AF1234',
  party,
  quote,
  paymentStatus: 'paid',
  manageUrl: MANAGE_URL,
  ...over,
});

/** A bookings row as createBooking writes it (insert values). */
export const bookingRow = (over: Record<string, unknown> = {}) => ({
  reference: `PT-${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X')}`,
  idempotency_key: crypto.randomUUID(),
  request_hash: 'test',
  status: 'confirmed' as const,
  payment_method: 'driver' as const,
  payment_status: 'pay_driver' as const,
  user_id: null,
  language: 'fr' as const,
  booker_name: 'Ada Lovelace',
  booker_email: 'ada@example.com',
  booker_phone: '+33612345678',
  traveller_name: null as string | null,
  traveller_email: null as string | null,
  traveller_phone: null as string | null,
  from_place: JSON.stringify(paris8),
  to_place: JSON.stringify(cdg),
  pickup_at: SUMMER_PICKUP,
  flight_number: 'AF1234',
  party: JSON.stringify(party),
  quote: JSON.stringify(quote),
  total_cents: quote.totalCents,
  tariff_version: 1,
  ...over,
});
