import type { z } from 'zod';
import type { PaymentStatus } from '@rides/contracts/bookings';
import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import type { Quote, QuoteLine, partySchema } from '@rides/contracts/pricing';
import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { formatDecimal, formatMoney, formatParisDate, formatParisTime, formatParisZone, localeOf } from '@rides/i18n/format';
import { DOCUMENT_STRINGS } from '../../documents/document-strings';
import { MAIL_STRINGS, type MailStrings } from './mail-strings';
import { fill, plural } from './format';
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

export function partyText(party: Party, s: MailStrings, lng: Language): string {
  const parts = [
    plural(s.party.passengers, party.passengers, lng),
    party.luggage > 0 ? plural(s.party.luggage, party.luggage, lng) : s.party.noLuggage,
  ];
  if (party.childSeats > 0) parts.push(plural(s.party.childSeats, party.childSeats, lng));
  if (party.boosterSeats > 0) parts.push(plural(s.party.boosterSeats, party.boosterSeats, lng));
  return parts.join(s.listSeparator);
}

/** A price line as the e-mail and the receipt name it: "Transfer (23.5 km)", "Child seat × 2". */
export function lineLabel(line: QuoteLine, quote: Quote, s: MailStrings, lng: Language): string {
  const label = line.code === 'fare' ? fill(s.lines.fare[quote.rule], { km: formatDecimal(quote.distanceKm, lng) }) : s.lines[line.code];
  return line.quantity > 1 ? fill(s.quantity, { label, n: line.quantity }) : label;
}

/** The pickup as the web writes it (date, 24-hour time), in Paris time with the zone named. */
export const pickupText = (at: Date, s: MailStrings, lng: Language): string =>
  fill(s.pickupWhen, { date: formatParisDate(at, lng), time: formatParisTime(at, lng), zone: formatParisZone(at, lng) });

/** The cancellation terms, one string in every message, fed from the one rule (@rides/domain/cancellation). */
export const cancellationText = (s: MailStrings, lng: Language): string =>
  fill(s.next.cancellation, { hours: formatDecimal(FULL_REFUND_MIN_HOURS, lng), percent: formatDecimal(LATE_REFUND_PERCENT, lng) });

/**
 * The names typed at checkout, only ever as labelled values (issue [I] 5): never in a sentence, the
 * greeting or the subject, where a "name" such as "You won a prize, call…" would read as our words.
 * The traveller sees who booked; the booker sees the traveller they named.
 */
export function peopleRows(p: { bookerName: string; travellerName: string | null }, audience: Audience, s: MailStrings): MailRow[] {
  if (audience === 'traveller') return [{ label: s.labels.bookedBy, value: p.bookerName }];
  return p.travellerName ? [{ label: s.labels.traveller, value: p.travellerName }] : [];
}

function tripSection(d: ConfirmationData, s: MailStrings, audience: Audience): MailSection {
  const rows: MailRow[] = [
    ...peopleRows(d, audience, s),
    { label: s.labels.from, value: placeText(d.from) },
    { label: s.labels.to, value: placeText(d.to) },
    { label: s.labels.pickup, value: pickupText(d.pickupAt, s, d.language), strong: true },
  ];
  if (d.flightNumber) rows.push({ label: s.labels.flight, value: d.flightNumber });
  rows.push({ label: s.labels.vehicle, value: s.vehicles[d.party.vehicle] });
  rows.push({ label: s.labels.party, value: partyText(d.party, s, d.language) });
  if (d.party.extras.length > 0) {
    const extras = d.party.extras.map((e) => (e.quantity > 1 ? fill(s.quantity, { label: s.lines[e.code], n: e.quantity }) : s.lines[e.code]));
    rows.push({ label: s.labels.extras, value: extras.join(s.listSeparator) });
  }
  return { heading: s.headings.trip, rows };
}

/** "Add to calendar", and "Download your receipt (PDF)" once the booking has a receipt (paid by card). */
function documentSections(links: NonNullable<ConfirmationData['documents']>, lng: Language): MailSection[] {
  const e = DOCUMENT_STRINGS[lng].email;
  const sections: MailSection[] = [{ heading: e.heading, paragraphs: [e.calendarText], link: { text: e.calendarLink, href: links.calendar } }];
  if (links.receipt) sections.push({ heading: e.receiptHeading, paragraphs: [e.receiptText], link: { text: e.receiptLink, href: links.receipt } });
  return sections;
}

/** The message of one audience as plain data; `renderBookingConfirmation` turns it into text and HTML. */
export function bookingConfirmationDoc(d: ConfirmationData, audience: Audience): MailDoc {
  const s = MAIL_STRINGS[d.language];
  const total = formatMoney(d.quote.totalCents, d.language);
  const vars = { reference: d.reference, total };
  const sections: MailSection[] = [tripSection(d, s, audience)];

  if (audience === 'booker') {
    sections.push({
      heading: s.headings.price,
      rows: [
        ...d.quote.lines.map((l) => ({ label: lineLabel(l, d.quote, s, d.language), value: formatMoney(l.amountCents, d.language) })),
        { label: s.labels.total, value: total, strong: true },
      ],
    });
  }
  sections.push({ heading: s.headings.payment, paragraphs: [fill(s.payment[audience][d.paymentStatus], vars)] });
  sections.push({
    heading: s.headings.next,
    list: [s.next.driver, s.next.included, cancellationText(s, d.language)],
  });
  sections.push(
    audience === 'booker'
      ? { heading: s.headings.manage, paragraphs: [s.manage.booker], link: { text: s.manage.link, href: d.manageUrl } }
      : { heading: s.headings.manage, paragraphs: [s.manage.traveller] },
  );
  if (audience === 'booker' && d.documents) sections.push(...documentSections(d.documents, d.language));

  return {
    locale: localeOf(d.language),
    brand: s.brand,
    labelSeparator: s.labelSeparator,
    subject: fill(s.subject[audience], vars),
    greeting: s.greeting,
    intro: fill(s.intro[audience], vars),
    highlight: { label: s.labels.reference, value: d.reference },
    sections,
    signOff: s.signOff,
    footer: s.footer,
  };
}

export const renderBookingConfirmation = (d: ConfirmationData, audience: Audience): RenderedMail =>
  render(bookingConfirmationDoc(d, audience));
