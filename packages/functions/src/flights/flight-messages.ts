import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import type { Db } from '../db/db';
import { config } from '../config';
import { manageUrl } from '../bookings/manage-token';
import { textsFor } from '../i18n/server-i18n';
import { enqueue } from '../mail/outbox.service';
import { render, type MailDoc, type MailSection } from '../mail/templates/render';
import { customerEmails, driverRidesUrl, travellerPhone, type CustomerAudience } from '../messaging/ride-data';
import { queueSms, type RideContext } from '../messaging/ride-messages';
import type { DriverContact } from '../messaging/ride-messages.repo';
import { greetingOf, timeOf, whenShort } from '../messaging/templates/ride-text';

// The messages of a followed flight (issue [K] 2): a pickup that moved with the flight (to the driver
// and the traveller, the driver asked to confirm a move over an hour), and a cancelled or diverted
// flight (to the booker and the admins). Every key starts with the caller's `keyBase`, which names the
// ride event: one event's messages are queued once.

export interface MoveFacts {
  flight: string;
  landing: Date;
  /** The driver must confirm by then (a move over an hour); absent otherwise. */
  reconfirmBy?: Date;
}

function vars(c: RideContext, f: MoveFacts, lng: Language) {
  return {
    brand: textsFor('mail', lng)('brand'),
    reference: c.trip.reference,
    flight: f.flight,
    landing: timeOf(f.landing, lng),
    pickup: whenShort(c.trip.pickupAt, lng),
    from: c.trip.from.name,
    to: c.trip.to.name,
    deadline: f.reconfirmBy ? timeOf(f.reconfirmBy, lng) : '',
  };
}

function doc(lng: Language, subject: string, intro: string, greeting: string, sections: MailSection[], reference: string, driver = false): MailDoc {
  const s = textsFor('mail', lng);
  const r = textsFor('ride-messages', lng);
  return {
    locale: localeOf(lng),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject,
    greeting,
    intro,
    highlight: { label: s('labels.reference'), value: reference },
    sections,
    signOff: driver ? r('driverSignOff') : s('signOff'),
    footer: driver ? r('driverFooter') : s('footer'),
  };
}

/** The booker's link to their booking (none for the traveller). */
function manageSections(audience: CustomerAudience, lng: Language, reference: string): MailSection[] {
  const s = textsFor('mail', lng);
  return audience === 'booker' ? [{ heading: s('headings.manage'), paragraphs: [s('manage.booker')], link: { text: s('manage.link'), href: manageUrl(reference) } }] : [];
}

/** The traveller (e-mails to the booker and traveller, SMS to the traveller's phone): the new pickup. */
export async function queueTravellerMoved(trx: Db, c: RideContext, f: MoveFacts, keyBase: string): Promise<void> {
  const lng = c.booking.language;
  const t = textsFor('flights', lng);
  const v = vars(c, f, lng);
  const facts = { bookingId: c.booking.id, purpose: 'flight-moved' };
  for (const { audience, to } of customerEmails(c.booking)) {
    const manage = manageSections(audience, lng, c.booking.reference);
    const mail = render(doc(lng, t('moved.traveller.subject', v), t('moved.traveller.intro', v), textsFor('mail', lng)('greeting'), manage, c.trip.reference));
    await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:${audience}:email`, channel: 'email', payload: { to, ...mail } });
  }
  await queueSms(trx, { ...facts, dedupeKey: `${keyBase}:traveller:sms`, to: travellerPhone(c.booking), text: t('moved.traveller.sms', v) });
}

/** The driver (e-mail and SMS, their language): the new pickup, and the request to confirm a big move. */
export async function queueDriverMoved(trx: Db, c: RideContext, driver: DriverContact, f: MoveFacts, keyBase: string): Promise<void> {
  const lng = driver.language;
  const t = textsFor('flights', lng);
  const r = textsFor('ride-messages', lng);
  const v = vars(c, f, lng);
  const facts = { bookingId: c.booking.id, purpose: f.reconfirmBy ? 'flight-reconfirm' : 'flight-moved' };
  const paragraphs = f.reconfirmBy ? [t('moved.reconfirm.paragraph', v)] : [];
  if (driver.email) {
    const sections: MailSection[] = [{ heading: r('job.headings.rides'), paragraphs, link: { text: r('job.link'), href: driverRidesUrl() } }];
    const mail = render(doc(lng, t('moved.driver.subject', v), t('moved.driver.intro', v), greetingOf(driver.firstName, lng), sections, c.trip.reference, true));
    await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:driver:${driver.id}:email`, channel: 'email', payload: { to: driver.email, ...mail } });
  }
  if (driver.phone) {
    const text = [t('moved.driver.sms', v), ...(f.reconfirmBy ? [t('moved.reconfirm.sms', v)] : [])].join(' ');
    await queueSms(trx, { ...facts, dedupeKey: `${keyBase}:driver:${driver.id}:sms`, to: driver.phone, text });
  }
}

/** A cancelled or diverted flight: the booker (and traveller) by e-mail, and the admins' inbox. */
export async function queueFlightAlert(trx: Db, c: RideContext, alert: { state: 'cancelled' | 'diverted'; flight: string; divertedTo: string | null }, keyBase: string): Promise<void> {
  const facts = { bookingId: c.booking.id, purpose: 'flight-alert' };
  const textOf = (lng: Language) => {
    const t = textsFor('flights', lng);
    const v = { reference: c.trip.reference, flight: alert.flight, airport: alert.divertedTo ?? '?' };
    return { subject: t(`alert.${alert.state}.subject`, v), intro: t(`alert.${alert.state}.intro`, v) };
  };
  const lng = c.booking.language;
  for (const { audience, to } of customerEmails(c.booking)) {
    const t = textOf(lng);
    const manage = manageSections(audience, lng, c.booking.reference);
    const mail = render(doc(lng, t.subject, t.intro, textsFor('mail', lng)('greeting'), manage, c.trip.reference));
    await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:${audience}:email`, channel: 'email', payload: { to, ...mail } });
  }
  // The admins read the support inbox in English; the booker's language is named for the call back.
  const t = textOf('en');
  const sections: MailSection[] = [
    {
      heading: 'Dispatch',
      rows: [
        { label: 'Pickup', value: whenShort(c.trip.pickupAt, 'en') },
        { label: 'Booker', value: `${c.trip.bookerName} (${c.booking.booker_phone}, ${c.booking.booker_email}, ${lng})` },
      ],
      paragraphs: [textsFor('flights', 'en')('alert.dispatch')],
      link: { text: 'Assignment board', href: `${config().shellOrigin}/admin/assign-rides` },
    },
  ];
  const mail = render(doc('en', `[Flight alert] ${t.subject}`, t.intro, textsFor('mail', 'en')('greeting'), sections, c.trip.reference));
  await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:admins:email`, channel: 'email', payload: { to: config().supportInbox, ...mail } });
}
