import type { Language } from '@rides/contracts/languages';
import { placeSchema, type Place } from '@rides/contracts/places';
import { quoteSchema, type Quote } from '@rides/contracts/pricing';
import { PARIS_TIME_ZONE } from '@rides/i18n/format';
import type { SellerDetails } from '../config';
import type { Db } from '../db/db';
import type { BookingRow } from '../bookings/bookings.repo';
import { issueReceipt, paidPaymentsOf, refundsOf } from './documents.repo';

/** Everything a receipt states, read from the booking, its payments and refunds (pure data). */
export interface ReceiptData {
  language: Language;
  number: string;
  issuedAt: Date;
  reference: string;
  seller: SellerDetails;
  customer: { name: string; email: string };
  from: Place;
  to: Place;
  pickupAt: Date;
  flightNumber: string | null;
  quote: Quote;
  payment:
    | { method: 'card'; payments: Array<{ at: Date; amountCents: number }>; refunds: Array<{ at: Date; amountCents: number; pending: boolean }> }
    | { method: 'driver'; collectedCents: number; at: Date };
  cancelledAt: Date | null;
}

/** The money the receipt is for, VAT included: what was paid and kept (card), or what the driver collected. */
export function amountPaidCents(payment: ReceiptData['payment']): number {
  if (payment.method === 'driver') return payment.collectedCents;
  const paid = payment.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const refunded = payment.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return Math.max(0, paid - refunded);
}

/** The calendar year of an instant in Paris: receipts are numbered per year as the seller keeps its books. */
export const parisYear = (at: Date): number => Number(new Intl.DateTimeFormat('en-GB', { timeZone: PARIS_TIME_ZONE, year: 'numeric' }).format(at));

/**
 * The receipt of a booking that has one (receiptAvailable): its number is issued on the first call
 * (documents.repo.ts issueReceipt) and the same on every later one.
 */
export async function loadReceipt(db: Db, b: BookingRow, seller: SellerDetails, now: Date): Promise<ReceiptData> {
  const issued = await issueReceipt(db, b.id, parisYear(now), now);
  let payment: ReceiptData['payment'];
  if (b.payment_method === 'card') {
    const paid = await paidPaymentsOf(db, b.id);
    const refunds = await refundsOf(db, b.id);
    const payments = paid.map((p) => ({
      // The booking's own payment is dated when the booking was confirmed paid; a change's when it was recorded paid.
      at: new Date(p.purpose === 'booking' && b.paid_at ? b.paid_at : p.updated_at),
      amountCents: p.amount_cents,
    }));
    // A booking paid before payments were recorded per row (or seeded) still shows what it cost.
    if (payments.length === 0 && b.paid_at) payments.push({ at: new Date(b.paid_at), amountCents: b.total_cents });
    payment = {
      method: 'card',
      payments,
      refunds: refunds.map((r) => ({ at: new Date(r.created_at), amountCents: r.amount_cents, pending: r.status === 'pending' })),
    };
  } else {
    payment = { method: 'driver', collectedCents: b.cash_collected_cents ?? b.total_cents, at: new Date(b.pickup_at) };
  }
  return {
    language: b.language,
    number: issued.number,
    issuedAt: issued.issuedAt,
    reference: b.reference,
    seller,
    customer: { name: b.booker_name, email: b.booker_email },
    from: placeSchema.parse(b.from_place),
    to: placeSchema.parse(b.to_place),
    pickupAt: new Date(b.pickup_at),
    flightNumber: b.flight_number,
    quote: quoteSchema.parse(b.quote),
    payment,
    cancelledAt: b.cancelled_at ? new Date(b.cancelled_at) : null,
  };
}
