import type { Language } from '@rides/contracts/languages';
import { formatMoney, localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { pickupText } from '../../mail/templates/booking-confirmation.template';
import { render, type MailDoc, type MailRow, type MailSection, type RenderedMail } from '../../mail/templates/render';
import { greetingOf, partyAndExtras, placeText, timeOf, whenShort, type RideTrip } from './ride-text';

/** The job when it is assigned, the reminders 24 hours and 2 hours before pickup, and the job again after the booking changed (issue [E]). */
export type JobVariant = 'new' | 'reminder-24h' | 'reminder-2h' | 'updated';

export interface DriverJobData {
  /** The driver's preferred language (users.preferred_language; English when unset). */
  language: Language;
  trip: RideTrip;
  driverFirstName: string | null;
  variant: JobVariant;
  /** <SHELL_ORIGIN>/driver/scheduled */
  ridesUrl: string;
}

const paymentText = (d: DriverJobData): string => {
  const r = textsFor('ride-messages', d.language);
  return d.trip.collectCents !== null ? r('job.collect', { amount: formatMoney(d.trip.collectCents, d.language) }) : r('job.paid');
};

function rideRows(d: DriverJobData): MailRow[] {
  const s = textsFor('mail', d.language);
  const rows: MailRow[] = [
    { label: s('labels.pickup'), value: pickupText(d.trip.pickupAt, d.language), strong: true },
    { label: s('labels.from'), value: placeText(d.trip.from) },
    { label: s('labels.to'), value: placeText(d.trip.to) },
  ];
  if (d.trip.flightNumber) rows.push({ label: s('labels.flight'), value: d.trip.flightNumber, strong: true });
  rows.push({ label: s('labels.vehicle'), value: s(`vehicles.${d.trip.party.vehicle}`) });
  rows.push({ label: s('labels.party'), value: partyAndExtras(d.trip.party, d.language) });
  rows.push({ label: textsFor('ride-messages', d.language)('labels.sign'), value: d.trip.signText, strong: true });
  return rows;
}

/**
 * The driver's job: reference, pickup in Paris time, from and to, flight, party with seats and extras,
 * the name on the sign, the traveller and their phone, the amount to collect (pay-the-driver), notes,
 * and the link to the scheduled rides.
 */
export function driverJobDoc(d: DriverJobData): MailDoc {
  const s = textsFor('mail', d.language);
  const r = textsFor('ride-messages', d.language);
  const vars = { reference: d.trip.reference, when: whenShort(d.trip.pickupAt, d.language), time: timeOf(d.trip.pickupAt, d.language) };
  const sections: MailSection[] = [
    { heading: r('job.headings.ride'), rows: rideRows(d) },
    {
      heading: r('job.headings.traveller'),
      rows: [
        { label: r('labels.traveller'), value: d.trip.travellerName },
        { label: r('labels.travellerPhone'), value: d.trip.travellerPhone, strong: true },
      ],
    },
    { heading: r('labels.payment'), paragraphs: [paymentText(d)] },
  ];
  if (d.trip.notes?.trim()) sections.push({ heading: r('labels.notes'), paragraphs: [d.trip.notes.trim()] });
  sections.push({ heading: r('job.headings.rides'), link: { text: r('job.link'), href: d.ridesUrl } });
  return {
    locale: localeOf(d.language),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject: r(`job.subject.${d.variant}`, vars),
    greeting: greetingOf(d.driverFirstName, d.language),
    intro: r(`job.intro.${d.variant}`),
    highlight: { label: s('labels.reference'), value: d.trip.reference },
    sections,
    signOff: r('driverSignOff'),
    footer: r('driverFooter'),
  };
}

export const renderDriverJob = (d: DriverJobData): RenderedMail => render(driverJobDoc(d));

/** The job in one SMS: when, where, who, what to collect, and the link. */
export function driverJobSms(d: DriverJobData): string {
  const r = textsFor('ride-messages', d.language);
  const body = r('job.sms.body', {
    when: whenShort(d.trip.pickupAt, d.language),
    // The terminal matters to a driver: "Paris Charles de Gaulle Airport — Terminal 2E".
    from: placeText(d.trip.from),
    to: placeText(d.trip.to),
    party: partyAndExtras(d.trip.party, d.language),
    sign: d.trip.signText,
    traveller: d.trip.travellerName,
    phone: d.trip.travellerPhone,
  });
  const payment = d.trip.collectCents !== null ? r('job.sms.collect', { amount: formatMoney(d.trip.collectCents, d.language) }) : r('job.sms.paid');
  const flight = d.trip.flightNumber ? r('job.sms.flight', { flight: d.trip.flightNumber }) : null;
  return [`${r(`job.sms.${d.variant}`, { reference: d.trip.reference })}: ${body}`, flight, payment, d.ridesUrl].filter(Boolean).join(' ');
}
