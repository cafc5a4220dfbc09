import type { Place } from '@rides/contracts/places';
import type { SellerDetails } from '../../config';
import type { ReceiptData } from '../receipt-data';

export const SELLER: SellerDetails = {
  name: 'Paris Private Transfers',
  addressLines: ['10 rue de la Paix', '75002 Paris, France'],
  siret: '123 456 789 00012',
  vatNumber: 'FR12123456789',
  missing: [],
};

export const CDG: Place = { id: 'airport:CDG:2E', kind: 'airport', name: 'Paris Charles de Gaulle Airport (CDG)', detail: 'Terminal 2E', lat: 49.004, lon: 2.571, inParis: false, airport: 'CDG' };
export const RIVOLI: Place = { id: 'address:rivoli', kind: 'address', name: '12 rue de Rivoli', detail: '75004 Paris', lat: 48.8559, lon: 2.3588, inParis: true };

/** A van from CDG with two child seats, paid 115 EUR by card: the usual receipt. */
export const cardReceipt = (over: Partial<ReceiptData> = {}): ReceiptData => ({
  language: 'en',
  number: 'R-2026-000042',
  issuedAt: new Date('2026-11-20T10:00:00Z'),
  reference: 'PT-ABC123',
  seller: SELLER,
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  from: CDG,
  to: RIVOLI,
  pickupAt: new Date('2026-11-24T08:30:00Z'),
  flightNumber: 'AF1234',
  quote: {
    currency: 'EUR',
    vehicle: 'van',
    rule: 'airport-fixed',
    distanceKm: 31.2,
    lines: [
      { code: 'fare', quantity: 1, unitCents: 9500, amountCents: 9500 },
      { code: 'child-seat', quantity: 2, unitCents: 1000, amountCents: 2000 },
    ],
    totalCents: 11500,
  },
  payment: { method: 'card', payments: [{ at: new Date('2026-11-20T09:58:00Z'), amountCents: 11500 }], refunds: [] },
  cancelledAt: null,
  ...over,
});
