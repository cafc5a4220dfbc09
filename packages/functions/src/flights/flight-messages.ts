import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import type { Db } from '../db/db';
import { config } from '../config';
import { manageUrl } from '../bookings/manage-token';
import { enqueue } from '../mail/outbox.service';
import { fill } from '../mail/templates/format';
import { MAIL_STRINGS } from '../mail/templates/mail-strings';
import { render, type MailDoc, type MailSection } from '../mail/templates/render';
import { customerEmails, driverRidesUrl, travellerPhone } from '../messaging/ride-data';
import { queueSms, type RideContext } from '../messaging/ride-messages';
import type { DriverContact } from '../messaging/ride-messages.repo';
import { RIDE_STRINGS } from '../messaging/templates/ride-strings';
import { greetingOf, timeOf, whenShort } from '../messaging/templates/ride-text';
import { FLIGHT_STRINGS } from './flight-strings';

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
    brand: MAIL_STRINGS[lng].brand,
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
  const s = MAIL_STRINGS[lng];
  const r = RIDE_STRINGS[lng];
  return {
    locale: localeOf(lng),
    brand: s.brand,
    labelSeparator: s.labelSeparator,
    subject,
    greeting,
    intro,
    highlight: { label: s.labels.reference, value: reference },
    sections,
    signOff: driver ? r.driverSignOff : s.signOff,
    footer: driver ? r.driverFooter : s.footer,
  };
}

/** The traveller (e-mails to the booker and traveller, SMS to the traveller's phone): the new pickup. */
export async function queueTravellerMoved(trx: Db, c: RideContext, f: MoveFacts, keyBase: string): Promise<void> {
  const lng = c.booking.language;
  const t = FLIGHT_STRINGS[lng].moved.traveller;
  const v = vars(c, f, lng);
  const facts = { bookingId: c.booking.id, purpose: 'flight-moved' };
  for (const { audience, to } of customerEmails(c.booking)) {
    const s = MAIL_STRINGS[lng];
    const manage: MailSection[] = audience === 'booker' ? [{ heading: s.headings.manage, paragraphs: [s.manage.booker], link: { text: s.manage.link, href: manageUrl(c.booking.reference) } }] : [];
    const mail = render(doc(lng, fill(t.subject, v), fill(t.intro, v), s.greeting, manage, c.trip.reference));
    await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:${audience}:email`, channel: 'email', payload: { to, ...mail } });
  }
  await queueSms(trx, { ...facts, dedupeKey: `${keyBase}:traveller:sms`, to: travellerPhone(c.booking), text: fill(t.sms, v) });
}

/** The driver (e-mail and SMS, their language): the new pickup, and the request to confirm a big move. */
export async function queueDriverMoved(trx: Db, c: RideContext, driver: DriverContact, f: MoveFacts, keyBase: string): Promise<void> {
  const lng = driver.language;
  const m = FLIGHT_STRINGS[lng].moved;
  const v = vars(c, f, lng);
  const facts = { bookingId: c.booking.id, purpose: f.reconfirmBy ? 'flight-reconfirm' : 'flight-moved' };
  const paragraphs = f.reconfirmBy ? [fill(m.reconfirm.paragraph, v)] : [];
  if (driver.email) {
    const sections: MailSection[] = [{ heading: RIDE_STRINGS[lng].job.headings.rides, paragraphs, link: { text: RIDE_STRINGS[lng].job.link, href: driverRidesUrl() } }];
    const mail = render(doc(lng, fill(m.driver.subject, v), fill(m.driver.intro, v), greetingOf(driver.firstName, lng), sections, c.trip.reference, true));
    await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:driver:${driver.id}:email`, channel: 'email', payload: { to: driver.email, ...mail } });
  }
  if (driver.phone) {
    const text = [fill(m.driver.sms, v), ...(f.reconfirmBy ? [fill(m.reconfirm.sms, v)] : [])].join(' ');
    await queueSms(trx, { ...facts, dedupeKey: `${keyBase}:driver:${driver.id}:sms`, to: driver.phone, text });
  }
}

/** A cancelled or diverted flight: the booker (and traveller) by e-mail, and the admins' inbox. */
export async function queueFlightAlert(trx: Db, c: RideContext, alert: { state: 'cancelled' | 'diverted'; flight: string; divertedTo: string | null }, keyBase: string): Promise<void> {
  const facts = { bookingId: c.booking.id, purpose: 'flight-alert' };
  const textOf = (lng: Language) => {
    const a = FLIGHT_STRINGS[lng].alert[alert.state];
    const v = { reference: c.trip.reference, flight: alert.flight, airport: alert.divertedTo ?? '?' };
    return { subject: fill(a.subject, v), intro: fill(a.intro, v) };
  };
  const lng = c.booking.language;
  const s = MAIL_STRINGS[lng];
  for (const { audience, to } of customerEmails(c.booking)) {
    const t = textOf(lng);
    const manage: MailSection[] = audience === 'booker' ? [{ heading: s.headings.manage, paragraphs: [s.manage.booker], link: { text: s.manage.link, href: manageUrl(c.booking.reference) } }] : [];
    const mail = render(doc(lng, t.subject, t.intro, s.greeting, manage, c.trip.reference));
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
      paragraphs: [FLIGHT_STRINGS.en.alert.dispatch],
      link: { text: 'Assignment board', href: `${config().shellOrigin}/admin/assign-rides` },
    },
  ];
  const mail = render(doc('en', `[Flight alert] ${t.subject}`, t.intro, MAIL_STRINGS.en.greeting, sections, c.trip.reference));
  await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:admins:email`, channel: 'email', payload: { to: config().supportInbox, ...mail } });
}
