import type { z } from 'zod';
import type { getPartnerStatement, PartnerBooking, PartnerCommissionRow } from '@rides/contracts/partners';
import { formatMoney, formatMonth, formatParisDateTime, formatRate, localeOf } from '@rides/i18n/format';
import { parisLocal } from '@rides/domain/paris-time';
import { config } from '../config';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { eurosCell as euros, toCsv } from '../rides/csv';
import { renderReceiptPdf } from '../documents/receipt-pdf';
import type { ReceiptDoc, ReceiptRow } from '../documents/receipt-doc';
import { textsFor } from '../i18n/server-i18n';
import { ensurePartner, monthBookings, partnerDashboard } from './partners.service';

const percent = (bp: number) => (bp / 100).toFixed(2).replace(/\.?0+$/, '');

/** A partner's month as CSV: one line per booking (headers in English, as the admins' exports). */
const STATEMENT_COLUMNS: [string, (b: PartnerBooking) => string | number | null][] = [
  ['reference', (b) => b.reference],
  ['pickup_date_paris', (b) => parisLocal(new Date(b.pickupAt)).date],
  ['pickup_time_paris', (b) => parisLocal(new Date(b.pickupAt)).time],
  ['from', (b) => b.fromName],
  ['to', (b) => b.toName],
  ['guest', (b) => b.guest],
  ['booking_status', (b) => b.status],
  ['ride_status', (b) => b.rideStatus],
  ['price_eur', (b) => euros(b.totalCents)],
  ['refunded_eur', (b) => euros(b.refundedCents)],
  ['rate_percent', (b) => percent(b.commissionBp)],
  ['commissionable_eur', (b) => euros(b.commissionableCents)],
  ['commission_eur', (b) => euros(b.commissionCents)],
  ['commission_status', (b) => b.commissionStatus],
];

const COMMISSION_COLUMNS: [string, (r: PartnerCommissionRow) => string | number | null][] = [
  ['month', (r) => r.month],
  ['partner', (r) => r.partner.companyName],
  ['slug', (r) => r.partner.slug],
  ['bookings', (r) => r.bookings],
  ['commissionable_eur', (r) => euros(r.commissionableCents)],
  ['commission_eur', (r) => euros(r.commissionCents)],
  ['not_yet_confirmed_eur', (r) => euros(r.pendingCents)],
  ['status', (r) => r.status],
  ['payment_reference', (r) => r.paymentReference],
  ['paid_at', (r) => r.paidAt],
];

export const commissionsCsv = (rows: PartnerCommissionRow[]): string => toCsv(COMMISSION_COLUMNS, rows);


/** The partner's month as CSV (one line per booking) or as a PDF statement in their language. */
export async function partnerStatement(db: Db, caller: Caller, input: z.output<typeof getPartnerStatement.input>, now: Date) {
  const partner = await ensurePartner(db, caller.uid);
  const bookings = await monthBookings(db, partner.user_id, input.month, now);
  const filename = `commissions-${partner.slug}-${input.month}`;
  if (input.format === 'csv') return { filename: `${filename}.csv`, contentType: 'text/csv; charset=utf-8', text: toCsv(STATEMENT_COLUMNS, bookings), base64: null };

  const lng = input.language;
  const t = textsFor('documents', lng);
  const { months } = await partnerDashboard(db, caller, now);
  const month = months.find((m) => m.month === input.month);
  const money = (cents: number) => formatMoney(cents, lng);
  const text = (label: string, value: string, strong = false): ReceiptRow => ({ label, value, kind: 'text', strong });
  const amount = (label: string, value: string, strong = false): ReceiptRow => ({ label, value, kind: 'amount', strong });
  const counted = bookings.filter((b) => b.commissionStatus !== 'reversed');
  const sum = (pick: (b: PartnerBooking) => number, list = counted) => list.reduce((t, b) => t + pick(b), 0);
  const payout = month?.status ?? 'open';
  const frozen = payout === 'open' ? null : month!;
  const seller = config().seller;

  const doc: Omit<ReceiptDoc, 'vat'> = {
    locale: localeOf(lng),
    pdfTitle: t('statement.pdfTitle', { month: input.month, partner: partner.company_name }),
    title: t('statement.title'),
    number: formatMonth(input.month, lng),
    seller: { name: seller.name, lines: [...seller.addressLines] },
    facts: [
      text(t('statement.partner'), partner.company_name, true),
      text(t('statement.link'), `/p/${partner.slug}`),
      text(t('statement.month'), formatMonth(input.month, lng)),
      text(t('statement.rate'), formatRate(partner.commission_bp, lng)),
      text(t('statement.status'), t(`statement.payoutStatus.${payout}`)),
      ...(month?.paymentReference ? [text(t('statement.paymentReference'), month.paymentReference)] : []),
    ],
    sections: [
      {
        heading: t('statement.bookings'),
        rows: bookings.map((b) =>
          text(
            `${b.reference} · ${formatParisDateTime(b.pickupAt, lng)}\n${b.fromName} → ${b.toName} · ${b.guest}`,
            `${money(b.commissionCents)} · ${formatRate(b.commissionBp, lng)} · ${t(`statement.commissionStatus.${b.commissionStatus}`)}`,
          ),
        ),
        notes: bookings.length === 0 ? [t('statement.none')] : [],
      },
      {
        heading: t('statement.totals'),
        // An approved or paid month states its frozen totals (what was paid), an open one the live sums.
        rows: frozen
          ? [text(t('statement.bookingCount'), String(frozen.bookings)), amount(t('statement.commissionable'), money(frozen.commissionableCents)), amount(t('statement.commission'), money(frozen.commissionCents), true)]
          : [
              text(t('statement.bookingCount'), String(counted.length)),
              amount(t('statement.commissionable'), money(sum((b) => b.commissionableCents))),
              amount(t('statement.commission'), money(sum((b) => b.commissionCents)), true),
              amount(t('statement.pending'), money(sum((b) => b.commissionCents, counted.filter((b) => b.commissionStatus === 'pending')))),
            ],
        notes: [t('statement.rule')],
      },
    ],
    closing: [],
    pageLabel: (page, pages) => t('statement.page', { page, pages }),
  };
  const pdf = await renderReceiptPdf(doc, now);
  return { filename: `${filename}.pdf`, contentType: 'application/pdf', text: null, base64: Buffer.from(pdf).toString('base64') };
}
