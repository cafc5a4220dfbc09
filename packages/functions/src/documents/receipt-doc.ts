import { vatIncluded } from '@rides/domain/self-service';
import { formatMoney, formatParisDate, localeOf } from '@rides/i18n/format';
import { textsFor } from '../i18n/server-i18n';
import { lineLabel, pickupText, placeText } from '../mail/templates/booking-confirmation.template';
import { amountPaidCents, type ReceiptData } from './receipt-data';

/**
 * A receipt as plain text in its language, laid out by receipt-pdf.ts. Kept apart from the drawing so
 * what a receipt says is readable (and testable) without a PDF.
 */
export interface ReceiptRow {
  label: string;
  value: string;
  /** `amount`: the value is money, right-aligned in the amounts column. */
  kind: 'text' | 'amount';
  strong?: boolean;
}
export interface ReceiptSection {
  heading: string;
  rows: ReceiptRow[];
  notes: string[];
}
export interface ReceiptDoc {
  locale: string;
  /** The PDF's title in its document properties. */
  pdfTitle: string;
  title: string;
  number: string;
  seller: { name: string; lines: string[] };
  facts: ReceiptRow[];
  sections: ReceiptSection[];
  closing: string[];
  /** The footer's "Page 2 of 3". */
  pageLabel: (page: number, pages: number) => string;
  /** Every figure of the VAT block, for whoever checks them. */
  vat: { totalCents: number; vatCents: number; netCents: number; ratePercent: number };
}

const text = (label: string, value: string, strong = false): ReceiptRow => ({ label, value, kind: 'text', strong });
const amount = (label: string, value: string, strong = false): ReceiptRow => ({ label, value, kind: 'amount', strong });

export function receiptDoc(d: ReceiptData): ReceiptDoc {
  const lng = d.language;
  const r = textsFor('documents', lng);
  const m = textsFor('mail', lng);
  const money = (cents: number) => formatMoney(cents, lng);
  const date = (at: Date) => formatParisDate(at, lng);
  const paid = amountPaidCents(d.payment);
  const vat = vatIncluded(paid);
  const rate = vat.ratePercent;

  const trip: ReceiptRow[] = [
    text(m('labels.from'), placeText(d.from)),
    text(m('labels.to'), placeText(d.to)),
    text(m('labels.pickup'), pickupText(d.pickupAt, lng)),
    text(m('labels.vehicle'), m(`vehicles.${d.quote.vehicle}`)),
  ];
  if (d.flightNumber) trip.push(text(m('labels.flight'), d.flightNumber));

  const price: ReceiptRow[] = [
    ...d.quote.lines.map((l) => amount(lineLabel(l, d.quote, lng), money(l.amountCents))),
    amount(r('receipt.priceTotal'), money(d.quote.totalCents), true),
  ];

  const payment: ReceiptRow[] = [];
  const paymentNotes: string[] = [];
  if (d.payment.method === 'card') {
    for (const p of d.payment.payments) payment.push(amount(r('receipt.paidByCard', { date: date(p.at) }), money(p.amountCents)));
    for (const f of d.payment.refunds) payment.push(amount(r(f.pending ? 'receipt.refundPending' : 'receipt.refund', { date: date(f.at) }), money(-f.amountCents)));
    if (d.payment.refunds.length > 0) payment.push(amount(r('receipt.paidNet'), money(paid), true));
  } else {
    payment.push(amount(r('receipt.collected', { date: date(d.payment.at) }), money(d.payment.collectedCents), true));
  }
  if (d.cancelledAt) paymentNotes.push(r('receipt.cancelled', { date: date(d.cancelledAt) }));

  const s = d.seller;
  return {
    locale: localeOf(lng),
    pdfTitle: r('receipt.pdfTitle', { number: d.number, reference: d.reference }),
    title: r('receipt.title'),
    number: d.number,
    seller: { name: s.name, lines: [...s.addressLines, `${r('receipt.siret')}${m('labelSeparator')}${s.siret}`, `${r('receipt.vatNumber')}${m('labelSeparator')}${s.vatNumber}`] },
    facts: [
      text(r('receipt.number'), d.number, true),
      text(r('receipt.issued'), date(d.issuedAt)),
      text(r('receipt.reference'), d.reference),
      text(r('receipt.customer'), `${d.customer.name}\n${d.customer.email}`),
    ],
    sections: [
      { heading: r('receipt.trip'), rows: trip, notes: [] },
      { heading: r('receipt.price'), rows: price, notes: [] },
      { heading: r('receipt.payment'), rows: payment, notes: paymentNotes },
      {
        heading: r('receipt.vat'),
        rows: [amount(r('receipt.vatBase'), money(paid), true), amount(r('receipt.vatAmount', { rate }), money(vat.vatCents)), amount(r('receipt.net'), money(vat.netCents))],
        notes: [r('receipt.vatStatement', { rate })],
      },
    ],
    closing: [r('receipt.thanks'), r('receipt.footer')],
    pageLabel: (page, pages) => r('receipt.page', { page, pages }),
    vat: { totalCents: paid, vatCents: vat.vatCents, netCents: vat.netCents, ratePercent: rate },
  };
}
