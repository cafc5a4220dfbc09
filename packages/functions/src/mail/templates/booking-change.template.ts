import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from '@rides/domain/self-service';
import { formatDecimal, formatMoney, formatParisDateTime, localeOf } from '@rides/i18n/format';
import { partyAndExtras } from '../../messaging/templates/ride-text';
import { peopleRows, pickupText, placeText, type Party } from './booking-confirmation.template';
import { CHANGE_STRINGS } from './change-strings';
import { fill } from './format';
import { MAIL_STRINGS } from './mail-strings';
import { render, type MailDoc, type MailRow, type MailSection, type RenderedMail } from './render';

/** What every e-mail about a booking's change says of the booking and to whom (mail/booking-changes.ts reads it from the row). */
export interface ChangeMailBase {
  language: Language;
  /** The booker (prices, the manage link), or the traveller someone else booked for. */
  audience: 'booker' | 'traveller';
  reference: string;
  bookerName: string;
  travellerName: string | null;
  /** The trip as it is now (cancelled: as it was; a request: as asked). */
  trip: { from: Place; to: Place; pickupAt: Date; flightNumber: string | null; party: Party };
  /** The booker's manage link; null for the traveller. */
  manageUrl: string | null;
}

/** What the cancellation says about money. */
export type CancelMoney = { kind: 'refund'; amountCents: number } | { kind: 'no-refund' } | { kind: 'not-charged' } | { kind: 'pay-driver' };

export type ChangeMail =
  | { kind: 'cancelled'; by: 'booker' | 'admin'; money: CancelMoney }
  | { kind: 'requested'; newTotalCents: number; message: string | null }
  | {
      kind: 'confirmed';
      approved: boolean;
      previousTotalCents: number;
      newTotalCents: number;
      /** paid: the card difference was paid; refunded: it is refunded; collect: pay the driver the new total; same: no change. */
      settlement: 'paid' | 'refunded' | 'collect' | 'same';
      /** told: the same driver keeps the ride; arranging: it went back to dispatch; null: no driver yet. */
      driver: 'told' | 'arranging' | null;
      note: string | null;
    }
  | { kind: 'pay-difference'; newTotalCents: number; differenceCents: number; checkoutUrl: string; deadline: Date; note: string | null }
  | { kind: 'declined'; note: string | null };

function tripRows(d: ChangeMailBase): MailRow[] {
  const s = MAIL_STRINGS[d.language];
  const rows: MailRow[] = [
    ...peopleRows(d, d.audience, s),
    { label: s.labels.from, value: placeText(d.trip.from) },
    { label: s.labels.to, value: placeText(d.trip.to) },
    { label: s.labels.pickup, value: pickupText(d.trip.pickupAt, s, d.language), strong: true },
  ];
  if (d.trip.flightNumber) rows.push({ label: s.labels.flight, value: d.trip.flightNumber });
  rows.push({ label: s.labels.vehicle, value: s.vehicles[d.trip.party.vehicle] });
  rows.push({ label: s.labels.party, value: partyAndExtras(d.trip.party, d.language) });
  return rows;
}

const money = (cents: number, lng: Language) => formatMoney(cents, lng);
const arrival = () => ({ min: REFUND_ARRIVAL_BUSINESS_DAYS.min, max: REFUND_ARRIVAL_BUSINESS_DAYS.max });

function manageSection(d: ChangeMailBase): MailSection {
  const s = MAIL_STRINGS[d.language];
  return d.manageUrl
    ? { heading: s.headings.manage, paragraphs: [s.manage.booker], link: { text: s.manage.link, href: d.manageUrl } }
    : { heading: s.headings.manage, paragraphs: [s.manage.traveller] };
}

const noteSection = (note: string | null, lng: Language): MailSection[] => (note?.trim() ? [{ heading: CHANGE_STRINGS[lng].headings.note, paragraphs: [note.trim()] }] : []);

function cancelMoneyText(m: CancelMoney, lng: Language): string {
  const c = CHANGE_STRINGS[lng].cancelled;
  if (m.kind === 'refund') return fill(c.refund, { amount: money(m.amountCents, lng), min: formatDecimal(arrival().min, lng), max: formatDecimal(arrival().max, lng) });
  if (m.kind === 'no-refund') return c.noRefund;
  if (m.kind === 'not-charged') return c.notCharged;
  return c.payDriver;
}

function settlementText(m: Extract<ChangeMail, { kind: 'confirmed' }>, lng: Language): string {
  const c = CHANGE_STRINGS[lng].confirmed;
  const amount = money(Math.abs(m.newTotalCents - m.previousTotalCents), lng);
  if (m.settlement === 'paid') return fill(c.paid, { amount });
  if (m.settlement === 'refunded') return fill(c.refunded, { amount, min: formatDecimal(arrival().min, lng), max: formatDecimal(arrival().max, lng) });
  if (m.settlement === 'collect') return fill(c.collect, { amount: money(m.newTotalCents, lng) });
  return c.same;
}

/** The subject, intro and sections of one message. */
function body(d: ChangeMailBase, m: ChangeMail): { subject: string; intro: string; sections: MailSection[] } {
  const lng = d.language;
  const c = CHANGE_STRINGS[lng];
  const vars = { reference: d.reference, when: formatParisDateTime(d.trip.pickupAt, lng) };
  const booker = d.audience === 'booker';
  if (m.kind === 'cancelled') {
    const intro = booker ? c.cancelled.intro[m.by] : c.cancelled.intro.traveller;
    const sections: MailSection[] = [{ heading: MAIL_STRINGS[lng].headings.trip, rows: tripRows(d) }];
    if (booker) sections.push({ heading: m.money.kind === 'refund' ? c.headings.refund : c.headings.payment, paragraphs: [cancelMoneyText(m.money, lng)] });
    return { subject: fill(c.cancelled.subject, vars), intro: fill(intro, vars), sections };
  }
  if (m.kind === 'requested') {
    const rows = [...tripRows(d), { label: c.labels.newTotal, value: money(m.newTotalCents, lng), strong: true }];
    if (m.message?.trim()) rows.push({ label: c.labels.message, value: m.message.trim(), strong: false });
    return { subject: fill(c.requested.subject, vars), intro: fill(c.requested.intro, vars), sections: [{ heading: c.headings.asked, rows }] };
  }
  if (m.kind === 'confirmed') {
    const intro = booker ? (m.approved ? c.confirmed.intro.approved : c.confirmed.intro.booker) : c.confirmed.intro.traveller;
    const sections: MailSection[] = [{ heading: c.headings.tripNow, rows: tripRows(d) }];
    if (booker) {
      sections.push({
        heading: c.headings.price,
        rows: [
          { label: c.labels.previousTotal, value: money(m.previousTotalCents, lng) },
          { label: c.labels.newTotal, value: money(m.newTotalCents, lng), strong: true },
        ],
        paragraphs: [settlementText(m, lng)],
      });
    }
    if (m.driver) sections.push({ heading: MAIL_STRINGS[lng].headings.next, paragraphs: [m.driver === 'told' ? c.confirmed.driverTold : c.confirmed.driverArranging] });
    return { subject: fill(c.confirmed.subject, vars), intro: fill(intro, vars), sections: [...sections, ...(booker ? noteSection(m.note, lng) : [])] };
  }
  if (m.kind === 'pay-difference') {
    const amount = money(m.differenceCents, lng);
    const intro = fill(c.payDifference.intro, { ...vars, total: money(m.newTotalCents, lng), amount, deadline: formatParisDateTime(m.deadline, lng) });
    const sections: MailSection[] = [
      { heading: c.headings.asked, rows: tripRows(d), link: { text: fill(c.payDifference.link, { amount }), href: m.checkoutUrl } },
      ...noteSection(m.note, lng),
    ];
    return { subject: fill(c.payDifference.subject, vars), intro, sections };
  }
  const unchanged: MailSection = { heading: MAIL_STRINGS[lng].headings.trip, rows: tripRows(d) };
  return { subject: fill(c.declined.subject, vars), intro: fill(c.declined.intro, vars), sections: [...noteSection(m.note, lng), unchanged] };
}

/** One e-mail about a booking's change or cancellation, as plain data; rendered by render(). */
export function bookingChangeDoc(d: ChangeMailBase, m: ChangeMail): MailDoc {
  const s = MAIL_STRINGS[d.language];
  const { subject, intro, sections } = body(d, m);
  return {
    locale: localeOf(d.language),
    brand: s.brand,
    labelSeparator: s.labelSeparator,
    subject,
    greeting: s.greeting,
    intro,
    highlight: { label: s.labels.reference, value: d.reference },
    sections: [...sections, manageSection(d)],
    signOff: s.signOff,
    footer: s.footer,
  };
}

export const renderBookingChange = (d: ChangeMailBase, m: ChangeMail): RenderedMail => render(bookingChangeDoc(d, m));
