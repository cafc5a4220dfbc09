import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { pickupText } from '../../mail/templates/booking-confirmation.template';
import { render, type MailDoc, type MailSection, type RenderedMail } from '../../mail/templates/render';
import { greetingOf, placeText, whenShort, type RideTrip } from './ride-text';

// The messages of a ride changing hands: the driver who lost it ("removed", or the confirmation of
// their own hand-back), and the booker told, calmly, that a new driver is being arranged.

export interface DriverNoticeData {
  /** The driver's preferred language. */
  language: Language;
  trip: RideTrip;
  driverFirstName: string | null;
  /** Why dispatch removed the ride (shown to the driver); null when none was given. */
  reason: string | null;
  ridesUrl: string;
}

const tripVars = (trip: RideTrip, lng: Language) => ({ reference: trip.reference, when: whenShort(trip.pickupAt, lng), from: trip.from.name, to: trip.to.name });

/** `notice`: the texts' group in ride-messages (its subject and intro). */
function driverDoc(d: DriverNoticeData, notice: 'removed' | 'handedBack', paragraphs: string[]): MailDoc {
  const s = textsFor('mail', d.language);
  const r = textsFor('ride-messages', d.language);
  const vars = tripVars(d.trip, d.language);
  const sections: MailSection[] = [{ heading: r('job.headings.rides'), paragraphs, link: { text: r('job.link'), href: d.ridesUrl } }];
  return {
    locale: localeOf(d.language),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject: r(`${notice}.subject`, vars),
    greeting: greetingOf(d.driverFirstName, d.language),
    intro: r(`${notice}.intro`, vars),
    highlight: { label: s('labels.reference'), value: d.trip.reference },
    sections,
    signOff: r('driverSignOff'),
    footer: r('driverFooter'),
  };
}

/** To the driver dispatch took the ride from (unassigned, or reassigned to someone else). */
export function rideRemovedDoc(d: DriverNoticeData): MailDoc {
  return driverDoc(d, 'removed', d.reason ? [textsFor('ride-messages', d.language)('removed.reason', { reason: d.reason })] : []);
}
export const renderRideRemoved = (d: DriverNoticeData): RenderedMail => render(rideRemovedDoc(d));
export const rideRemovedSms = (d: DriverNoticeData): string => textsFor('ride-messages', d.language)('removed.sms', tripVars(d.trip, d.language));

/** To the driver who handed the ride back themselves: a confirmation, not an alarm. */
export const handBackConfirmedDoc = (d: DriverNoticeData): MailDoc => driverDoc(d, 'handedBack', []);
export const renderHandBackConfirmed = (d: DriverNoticeData): RenderedMail => render(handBackConfirmedDoc(d));

export interface ArrangingData {
  /** The booking's language. */
  language: Language;
  trip: RideTrip;
  audience: 'booker' | 'traveller';
  manageUrl: string | null;
}

/** To the booker (and traveller) when their driver was taken off: a new one is being arranged, nothing to do. */
export function arrangingDoc(d: ArrangingData): MailDoc {
  const s = textsFor('mail', d.language);
  const r = textsFor('ride-messages', d.language);
  const vars = { ...tripVars(d.trip, d.language), booker: d.trip.bookerName };
  const trip: MailSection = {
    heading: s('headings.trip'),
    rows: [
      { label: s('labels.from'), value: placeText(d.trip.from) },
      { label: s('labels.to'), value: placeText(d.trip.to) },
      { label: s('labels.pickup'), value: pickupText(d.trip.pickupAt, d.language), strong: true },
    ],
  };
  const manage: MailSection = d.manageUrl
    ? { heading: s('headings.manage'), paragraphs: [s('manage.booker')], link: { text: s('manage.link'), href: d.manageUrl } }
    : { heading: s('headings.manage'), paragraphs: [s('manage.traveller', vars)] };
  return {
    locale: localeOf(d.language),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject: r('arranging.subject', vars),
    greeting: s('greeting'), // names typed at checkout never in a sentence (issue [I] 5)
    intro: r('arranging.intro', vars),
    highlight: { label: s('labels.reference'), value: d.trip.reference },
    sections: [trip, manage],
    signOff: s('signOff'),
    footer: s('footer'),
  };
}
export const renderArranging = (d: ArrangingData): RenderedMail => render(arrangingDoc(d));
