import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { peopleRows, pickupText } from '../../mail/templates/booking-confirmation.template';
import { render, type MailDoc, type MailRow, type MailSection, type RenderedMail } from '../../mail/templates/render';
import { carText, driverNameOf, meetingText, placeText, timeOf, whenShort, type DriverCard, type RideTrip } from './ride-text';

/** A driver was assigned, replaced, or it is the evening before the ride (the traveller's reminder). */
export type DetailsVariant = 'assigned' | 'reassigned' | 'reminder';

export interface DriverDetailsData {
  /** The booking's language. */
  language: Language;
  trip: RideTrip;
  driver: DriverCard;
  variant: DetailsVariant;
  /** The booker, or the traveller someone else booked for (greeted by name, told who booked). */
  audience: 'booker' | 'traveller';
  /** The booking's manage link, for the booker only (the traveller is told to ask the booker). */
  manageUrl: string | null;
  /** The contact page: support answers 24/7. */
  contactUrl: string;
}

function driverRows(d: DriverDetailsData): MailRow[] {
  const r = textsFor('ride-messages', d.language);
  const rows: MailRow[] = [{ label: r('labels.driver'), value: driverNameOf(d.driver, d.language), strong: true }];
  if (d.driver.phone) rows.push({ label: r('labels.driverPhone'), value: d.driver.phone, strong: true });
  rows.push({ label: r('labels.car'), value: carText(d.driver, d.language) });
  if (d.driver.car) rows.push({ label: r('labels.plate'), value: d.driver.car.plate, strong: true });
  return rows;
}

function tripRows(d: DriverDetailsData): MailRow[] {
  const s = textsFor('mail', d.language);
  const rows: MailRow[] = [
    ...peopleRows(d.trip, d.audience, d.language),
    { label: s('labels.from'), value: placeText(d.trip.from) },
    { label: s('labels.to'), value: placeText(d.trip.to) },
    { label: s('labels.pickup'), value: pickupText(d.trip.pickupAt, d.language), strong: true },
  ];
  if (d.trip.flightNumber) rows.push({ label: s('labels.flight'), value: d.trip.flightNumber });
  return rows;
}

/**
 * The driver-details e-mail (SPEC: "receive driver details by e-mail once a driver is assigned"): who
 * the driver is and how to reach them, the car and its plate, exactly where to meet and the name on
 * the sign, what to do if the driver cannot be found, the trip, and the booking's link.
 */
export function driverDetailsDoc(d: DriverDetailsData): MailDoc {
  const s = textsFor('mail', d.language);
  const r = textsFor('ride-messages', d.language);
  const name = driverNameOf(d.driver, d.language);
  const vars = { reference: d.trip.reference, driver: name, time: timeOf(d.trip.pickupAt, d.language) };
  const meeting = [meetingText(d.trip.from, d.trip.signText, d.language)];
  if (d.trip.from.kind === 'airport' && d.trip.flightNumber) meeting.push(r('details.flight', { flight: d.trip.flightNumber }));
  const help = [d.driver.phone ? r('details.help.call', { driver: name, phone: d.driver.phone }) : null, r('details.help.support')].filter((p): p is string => !!p);
  const sections: MailSection[] = [
    { heading: r('details.headings.driver'), rows: driverRows(d) },
    { heading: r('details.headings.meeting'), paragraphs: meeting },
    { heading: s('headings.trip'), rows: tripRows(d) },
    { heading: r('details.headings.help'), paragraphs: help, link: { text: r('details.help.link'), href: d.contactUrl } },
    d.manageUrl
      ? { heading: s('headings.manage'), paragraphs: [s('manage.booker')], link: { text: s('manage.link'), href: d.manageUrl } }
      : { heading: s('headings.manage'), paragraphs: [s('manage.traveller')] },
  ];
  return {
    locale: localeOf(d.language),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject: r(`details.subject.${d.variant}`, vars),
    greeting: s('greeting'), // names typed at checkout never in a sentence (issue [I] 5)
    intro: r(`details.intro.${d.variant}`),
    highlight: { label: s('labels.reference'), value: d.trip.reference },
    sections,
    signOff: s('signOff'),
    footer: s('footer'),
  };
}

export const renderDriverDetails = (d: DriverDetailsData): RenderedMail => render(driverDetailsDoc(d));

/** The short SMS to the traveller's phone: driver, phone, car and plate, pickup, sign. */
export function driverDetailsSms(d: Pick<DriverDetailsData, 'language' | 'trip' | 'driver' | 'variant'>): string {
  return textsFor('ride-messages', d.language)(`details.sms.${d.variant}`, {
    reference: d.trip.reference,
    driver: driverNameOf(d.driver, d.language),
    phone: d.driver.phone ?? '—',
    car: carText(d.driver, d.language),
    plate: d.driver.car?.plate ?? '—',
    when: whenShort(d.trip.pickupAt, d.language),
    sign: d.trip.signText,
  });
}
