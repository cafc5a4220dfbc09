import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from '@rides/domain/self-service';
import { formatDecimal, formatMoney, formatParisDateTime, localeOf } from '@rides/i18n/format';
import { partyAndExtras } from '../../messaging/templates/ride-text';
import { textsFor } from '../../i18n/server-i18n';
import { peopleRows, pickupText, placeText, type Party } from './booking-confirmation.template';
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
  const t = textsFor('mail', d.language);
  const rows: MailRow[] = [
    ...peopleRows(d, d.audience, d.language),
    { label: t('labels.from'), value: placeText(d.trip.from) },
    { label: t('labels.to'), value: placeText(d.trip.to) },
    { label: t('labels.pickup'), value: pickupText(d.trip.pickupAt, d.language), strong: true },
  ];
  if (d.trip.flightNumber) rows.push({ label: t('labels.flight'), value: d.trip.flightNumber });
  rows.push({ label: t('labels.vehicle'), value: t(`vehicles.${d.trip.party.vehicle}`) });
  rows.push({ label: t('labels.party'), value: partyAndExtras(d.trip.party, d.language) });
  return rows;
}

const money = (cents: number, lng: Language) => formatMoney(cents, lng);
const arrival = () => ({ min: REFUND_ARRIVAL_BUSINESS_DAYS.min, max: REFUND_ARRIVAL_BUSINESS_DAYS.max });

function manageSection(d: ChangeMailBase): MailSection {
  const t = textsFor('mail', d.language);
  return d.manageUrl
    ? { heading: t('headings.manage'), paragraphs: [t('manage.booker')], link: { text: t('manage.link'), href: d.manageUrl } }
    : { heading: t('headings.manage'), paragraphs: [t('manage.traveller')] };
}

const noteSection = (note: string | null, lng: Language): MailSection[] => (note?.trim() ? [{ heading: textsFor('mail-change', lng)('headings.note'), paragraphs: [note.trim()] }] : []);

function cancelMoneyText(m: CancelMoney, lng: Language): string {
  const c = textsFor('mail-change', lng);
  if (m.kind === 'refund') return c('cancelled.refund', { amount: money(m.amountCents, lng), min: formatDecimal(arrival().min, lng), max: formatDecimal(arrival().max, lng) });
  if (m.kind === 'no-refund') return c('cancelled.noRefund');
  if (m.kind === 'not-charged') return c('cancelled.notCharged');
  return c('cancelled.payDriver');
}

function settlementText(m: Extract<ChangeMail, { kind: 'confirmed' }>, lng: Language): string {
  const c = textsFor('mail-change', lng);
  const amount = money(Math.abs(m.newTotalCents - m.previousTotalCents), lng);
  if (m.settlement === 'paid') return c('confirmed.paid', { amount });
  if (m.settlement === 'refunded') return c('confirmed.refunded', { amount, min: formatDecimal(arrival().min, lng), max: formatDecimal(arrival().max, lng) });
  if (m.settlement === 'collect') return c('confirmed.collect', { amount: money(m.newTotalCents, lng) });
  return c('confirmed.same');
}

/** The subject, intro and sections of one message. */
function body(d: ChangeMailBase, m: ChangeMail): { subject: string; intro: string; sections: MailSection[] } {
  const lng = d.language;
  const c = textsFor('mail-change', lng);
  const t = textsFor('mail', lng);
  const vars = { reference: d.reference, when: formatParisDateTime(d.trip.pickupAt, lng) };
  const booker = d.audience === 'booker';
  if (m.kind === 'cancelled') {
    const sections: MailSection[] = [{ heading: t('headings.trip'), rows: tripRows(d) }];
    if (booker) sections.push({ heading: m.money.kind === 'refund' ? c('headings.refund') : c('headings.payment'), paragraphs: [cancelMoneyText(m.money, lng)] });
    return { subject: c('cancelled.subject', vars), intro: c(`cancelled.intro.${booker ? m.by : 'traveller'}`, vars), sections };
  }
  if (m.kind === 'requested') {
    const rows = [...tripRows(d), { label: c('labels.newTotal'), value: money(m.newTotalCents, lng), strong: true }];
    if (m.message?.trim()) rows.push({ label: c('labels.message'), value: m.message.trim(), strong: false });
    return { subject: c('requested.subject', vars), intro: c('requested.intro', vars), sections: [{ heading: c('headings.asked'), rows }] };
  }
  if (m.kind === 'confirmed') {
    const intro = c(`confirmed.intro.${booker ? (m.approved ? 'approved' : 'booker') : 'traveller'}`, vars);
    const sections: MailSection[] = [{ heading: c('headings.tripNow'), rows: tripRows(d) }];
    if (booker) {
      sections.push({
        heading: c('headings.price'),
        rows: [
          { label: c('labels.previousTotal'), value: money(m.previousTotalCents, lng) },
          { label: c('labels.newTotal'), value: money(m.newTotalCents, lng), strong: true },
        ],
        paragraphs: [settlementText(m, lng)],
      });
    }
    if (m.driver) sections.push({ heading: t('headings.next'), paragraphs: [m.driver === 'told' ? c('confirmed.driverTold') : c('confirmed.driverArranging')] });
    return { subject: c('confirmed.subject', vars), intro, sections: [...sections, ...(booker ? noteSection(m.note, lng) : [])] };
  }
  if (m.kind === 'pay-difference') {
    const amount = money(m.differenceCents, lng);
    const intro = c('payDifference.intro', { ...vars, total: money(m.newTotalCents, lng), amount, deadline: formatParisDateTime(m.deadline, lng) });
    const sections: MailSection[] = [
      { heading: c('headings.asked'), rows: tripRows(d), link: { text: c('payDifference.link', { amount }), href: m.checkoutUrl } },
      ...noteSection(m.note, lng),
    ];
    return { subject: c('payDifference.subject', vars), intro, sections };
  }
  const unchanged: MailSection = { heading: t('headings.trip'), rows: tripRows(d) };
  return { subject: c('declined.subject', vars), intro: c('declined.intro', vars), sections: [...noteSection(m.note, lng), unchanged] };
}

/** One e-mail about a booking's change or cancellation, as plain data; rendered by render(). */
export function bookingChangeDoc(d: ChangeMailBase, m: ChangeMail): MailDoc {
  const t = textsFor('mail', d.language);
  const { subject, intro, sections } = body(d, m);
  return {
    locale: localeOf(d.language),
    brand: t('brand'),
    labelSeparator: t('labelSeparator'),
    subject,
    greeting: t('greeting'),
    intro,
    highlight: { label: t('labels.reference'), value: d.reference },
    sections: [...sections, manageSection(d)],
    signOff: t('signOff'),
    footer: t('footer'),
  };
}

export const renderBookingChange = (d: ChangeMailBase, m: ChangeMail): RenderedMail => render(bookingChangeDoc(d, m));
