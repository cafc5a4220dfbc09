import type { z } from 'zod';
import type { PaymentStatus } from '@rides/contracts/bookings';
import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import type { Quote, QuoteLine, partySchema } from '@rides/contracts/pricing';
import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { formatDecimal, formatMoney, formatParisDate, formatParisTime, formatParisZone, localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { render, type MailDoc, type MailRow, type MailSection, type RenderedMail } from './render';

export type Party = z.output<typeof partySchema>;

/** What a confirmation says, read from the booking row (mail/booking-confirmation.ts). */
export interface ConfirmationData {
  language: Language;
  reference: string;
  bookerName: string;
  travellerName: string | null;
  from: Place;
  to: Place;
  pickupAt: Date;
  flightNumber: string | null;
  party: Party;
  quote: Quote;
  paymentStatus: PaymentStatus;
  /** The booking's manage link (bookings/manage-token.ts); only the booker gets it. */
  manageUrl: string;
  /**
   * The booking's documents (documents/document-links.ts): the pickup's .ics, and the PDF receipt once
   * there is one (null before). Keyed by the manage token, so, like the manage link, only the booker
   * gets them. Absent: no document links.
   */
  documents?: { calendar: string; receipt: string | null };
}

/** The booker, or the traveller someone else booked for (their own wording, no price breakdown). */
export type Audience = 'booker' | 'traveller';

export const placeText = (p: Place): string => (p.detail ? `${p.name} — ${p.detail}` : p.name);

export function partyText(party: Party, lng: Language): string {
  const t = textsFor('mail', lng);
  const parts = [
    t('party.passengers', { count: party.passengers }),
    party.luggage > 0 ? t('party.luggage', { count: party.luggage }) : t('party.noLuggage'),
  ];
  if (party.childSeats > 0) parts.push(t('party.childSeats', { count: party.childSeats }));
  if (party.boosterSeats > 0) parts.push(t('party.boosterSeats', { count: party.boosterSeats }));
  return parts.join(t('listSeparator'));
}

/** An extra as the e-mails name it: "Pet", "Extra stop × 2". */
export function extraText(e: Party['extras'][number], lng: Language): string {
  const t = textsFor('mail', lng);
  return e.quantity > 1 ? t('quantity', { label: t(`lines.${e.code}`), n: e.quantity }) : t(`lines.${e.code}`);
}

/** A price line as the e-mail and the receipt name it: "Transfer (23.5 km)", "Child seat × 2". */
export function lineLabel(line: QuoteLine, quote: Quote, lng: Language): string {
  const t = textsFor('mail', lng);
  const label = line.code === 'fare' ? t(`lines.fare.${quote.rule}`, { km: formatDecimal(quote.distanceKm, lng) }) : t(`lines.${line.code}`);
  return line.quantity > 1 ? t('quantity', { label, n: line.quantity }) : label;
}

/** The pickup as the web writes it (date, 24-hour time), in Paris time with the zone named. */
export const pickupText = (at: Date, lng: Language): string =>
  textsFor('mail', lng)('pickupWhen', { date: formatParisDate(at, lng), time: formatParisTime(at, lng), zone: formatParisZone(at, lng) });

/** The cancellation terms, one string in every message, fed from the one rule (@rides/domain/cancellation). */
export const cancellationText = (lng: Language): string =>
  textsFor('mail', lng)('next.cancellation', { hours: formatDecimal(FULL_REFUND_MIN_HOURS, lng), percent: formatDecimal(LATE_REFUND_PERCENT, lng) });

/**
 * The names typed at checkout, only ever as labelled values (issue [I] 5): never in a sentence, the
 * greeting or the subject, where a "name" such as "You won a prize, call…" would read as our words.
 * The traveller sees who booked; the booker sees the traveller they named.
 */
export function peopleRows(p: { bookerName: string; travellerName: string | null }, audience: Audience, lng: Language): MailRow[] {
  const t = textsFor('mail', lng);
  if (audience === 'traveller') return [{ label: t('labels.bookedBy'), value: p.bookerName }];
  return p.travellerName ? [{ label: t('labels.traveller'), value: p.travellerName }] : [];
}

function tripSection(d: ConfirmationData, audience: Audience): MailSection {
  const t = textsFor('mail', d.language);
  const rows: MailRow[] = [
    ...peopleRows(d, audience, d.language),
    { label: t('labels.from'), value: placeText(d.from) },
    { label: t('labels.to'), value: placeText(d.to) },
    { label: t('labels.pickup'), value: pickupText(d.pickupAt, d.language), strong: true },
  ];
  if (d.flightNumber) rows.push({ label: t('labels.flight'), value: d.flightNumber });
  rows.push({ label: t('labels.vehicle'), value: t(`vehicles.${d.party.vehicle}`) });
  rows.push({ label: t('labels.party'), value: partyText(d.party, d.language) });
  if (d.party.extras.length > 0) {
    rows.push({ label: t('labels.extras'), value: d.party.extras.map((e) => extraText(e, d.language)).join(t('listSeparator')) });
  }
  return { heading: t('headings.trip'), rows };
}

/** "Add to calendar", and "Download your receipt (PDF)" once the booking has a receipt (paid by card). */
function documentSections(links: NonNullable<ConfirmationData['documents']>, lng: Language): MailSection[] {
  const t = textsFor('documents', lng);
  const sections: MailSection[] = [{ heading: t('email.heading'), paragraphs: [t('email.calendarText')], link: { text: t('email.calendarLink'), href: links.calendar } }];
  if (links.receipt) sections.push({ heading: t('email.receiptHeading'), paragraphs: [t('email.receiptText')], link: { text: t('email.receiptLink'), href: links.receipt } });
  return sections;
}

/** The message of one audience as plain data; `renderBookingConfirmation` turns it into text and HTML. */
export function bookingConfirmationDoc(d: ConfirmationData, audience: Audience): MailDoc {
  const t = textsFor('mail', d.language);
  const total = formatMoney(d.quote.totalCents, d.language);
  const vars = { reference: d.reference, total };
  const sections: MailSection[] = [tripSection(d, audience)];

  if (audience === 'booker') {
    sections.push({
      heading: t('headings.price'),
      rows: [
        ...d.quote.lines.map((l) => ({ label: lineLabel(l, d.quote, d.language), value: formatMoney(l.amountCents, d.language) })),
        { label: t('labels.total'), value: total, strong: true },
      ],
    });
  }
  sections.push({ heading: t('headings.payment'), paragraphs: [t(`payment.${audience}.${d.paymentStatus}`, vars)] });
  sections.push({
    heading: t('headings.next'),
    list: [t('next.driver'), t('next.included'), cancellationText(d.language)],
  });
  sections.push(
    audience === 'booker'
      ? { heading: t('headings.manage'), paragraphs: [t('manage.booker')], link: { text: t('manage.link'), href: d.manageUrl } }
      : { heading: t('headings.manage'), paragraphs: [t('manage.traveller')] },
  );
  if (audience === 'booker' && d.documents) sections.push(...documentSections(d.documents, d.language));

  return {
    locale: localeOf(d.language),
    brand: t('brand'),
    labelSeparator: t('labelSeparator'),
    subject: t(`subject.${audience}`, vars),
    greeting: t('greeting'),
    intro: t(`intro.${audience}`, vars),
    highlight: { label: t('labels.reference'), value: d.reference },
    sections,
    signOff: t('signOff'),
    footer: t('footer'),
  };
}

export const renderBookingConfirmation = (d: ConfirmationData, audience: Audience): RenderedMail =>
  render(bookingConfirmationDoc(d, audience));
