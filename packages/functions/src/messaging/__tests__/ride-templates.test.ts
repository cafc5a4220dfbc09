/** @jest-environment node */
// The ride messages' wording in every language: what the traveller needs to find the driver, what the
// driver needs to do the job, and the calm notices when a ride changes hands.
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { cdg, MANAGE_URL, paris8, SUMMER_PICKUP } from '../../test-kit/mail-fixtures';
import { textsFor } from '../../i18n/server-i18n';
import { escapeHtml } from '../../mail/templates/render';
import { driverDetailsSms, renderDriverDetails, type DriverDetailsData } from '../templates/driver-details.template';
import { driverJobSms, renderDriverJob, type DriverJobData } from '../templates/driver-job.template';
import { renderArranging, renderHandBackConfirmed, renderRideRemoved, rideRemovedSms } from '../templates/ride-notices.template';
import { meetingText, type DriverCard } from '../templates/ride-text';
import { rideTrip } from '../../test-kit/messaging-fixtures';

const CONTACT = 'http://localhost:5000/contact';
const RIDES = 'http://localhost:5000/driver/scheduled';

const trip = rideTrip;
const driver: DriverCard = { firstName: 'Jean', phone: '+33611111111', car: { make: 'Peugeot', model: '508', colour: 'black', plate: 'AB-123-CD' } };

const details = (language: Language, over: Partial<DriverDetailsData> = {}): DriverDetailsData => ({
  language,
  trip: trip(),
  driver,
  variant: 'assigned',
  audience: 'booker',
  manageUrl: MANAGE_URL,
  contactUrl: CONTACT,
  ...over,
});
const job = (language: Language, over: Partial<DriverJobData> = {}): DriverJobData => ({ language, trip: trip(), driverFirstName: 'Jean', variant: 'new', ridesUrl: RIDES, ...over });

describe.each(LANGUAGES.map((l) => [l]))('ride messages in %s', (language: Language) => {
  const r = textsFor('ride-messages', language);
  const s = textsFor('mail', language);

  it('gives the booker the driver, the car and its plate, where to meet, what to do if lost, and the booking link', () => {
    const mail = renderDriverDetails(details(language));
    expect(mail.subject).toBe(r('details.subject.assigned', { reference: 'PT-7K3M9Q', driver: 'Jean' }));
    for (const [body, esc] of [[mail.text, (x: string) => x], [mail.html, escapeHtml]] as const) {
      for (const fact of ['Jean', '+33611111111', 'Peugeot 508', 'AB-123-CD', 'PT-7K3M9Q', '09:30', 'AF1234', CONTACT]) expect(body).toContain(esc(fact));
      expect(body).toContain(esc(meetingText(cdg, 'Grace Hopper', language)));
    }
    expect(mail.text).toContain(MANAGE_URL);
    expect(mail.text).toContain(s('manage.link'));
    expect(mail.text).toContain(r('details.help.support'));
    expect(mail.text.startsWith(s('greeting', { name: 'Ada Lovelace' }))).toBe(true);
  });

  it('greets the traveller, says who booked as a labelled value only (issue [I] 5), and gives no manage link', () => {
    const mail = renderDriverDetails(details(language, { audience: 'traveller', manageUrl: null }));
    expect(mail.text.startsWith(`${s('greeting')}\n`)).toBe(true);
    expect(mail.text).toContain(`${s('labels.bookedBy')}${s('labelSeparator')}Ada Lovelace`);
    expect(mail.text).not.toContain('token=');
  });

  it('words a new driver and the evening-before reminder differently', () => {
    expect(renderDriverDetails(details(language, { variant: 'reassigned' })).text).toContain(r('details.intro.reassigned'));
    const reminder = renderDriverDetails(details(language, { variant: 'reminder' }));
    expect(reminder.subject).toContain('09:30');
    expect(reminder.text).toContain(r('details.intro.reminder'));
  });

  it('texts the traveller the driver, phone, car, plate, pickup and sign', () => {
    const sms = driverDetailsSms(details(language));
    for (const fact of ['PT-7K3M9Q', 'Jean', '+33611111111', 'Peugeot 508', 'AB-123-CD', 'Grace Hopper', formatParisDateTime(SUMMER_PICKUP, language)]) expect(sms).toContain(fact);
    expect(sms.length).toBeLessThan(320);
  });

  it('gives the driver the whole job: pickup, places, flight, party and extras, sign, traveller, amount to collect, link', () => {
    const mail = renderDriverJob(job(language, { trip: trip({ notes: 'Two surfboards' }) }));
    expect(mail.subject).toContain('PT-7K3M9Q');
    for (const [body, esc] of [[mail.text, (x: string) => x], [mail.html, escapeHtml]] as const) {
      for (const fact of ['PT-7K3M9Q', '09:30', cdg.name, paris8.name, 'AF1234', 'Grace Hopper', '+33698765432', 'Two surfboards', RIDES]) expect(body).toContain(esc(fact));
      expect(body).toContain(esc(r('job.collect', { amount: formatMoney(10500, language) })));
      expect(body).toContain(esc(s('lines.pet')));
    }
    expect(mail.text).toContain(r('job.link'));
    expect(renderDriverJob(job(language, { trip: trip({ collectCents: null }) })).text).toContain(r('job.paid'));
  });

  it('texts the job with the amount to collect and the link, and words the reminders', () => {
    const sms = driverJobSms(job(language));
    for (const fact of ['PT-7K3M9Q', 'Grace Hopper', '+33698765432', 'AF1234', formatMoney(10500, language), RIDES]) expect(sms).toContain(fact);
    expect(driverJobSms(job(language, { variant: 'reminder-2h' }))).toContain(r('job.sms.reminder-2h', { reference: 'PT-7K3M9Q' }));
    expect(renderDriverJob(job(language, { variant: 'reminder-24h' })).subject).toContain('09:30');
  });

  it('tells a driver the ride was removed (with the reason), or confirms their hand-back', () => {
    const notice = { language, trip: trip(), driverFirstName: 'Jean', reason: 'Client asked for a van', ridesUrl: RIDES };
    const removed = renderRideRemoved(notice);
    expect(removed.subject).toBe(r('removed.subject', { reference: 'PT-7K3M9Q' }));
    expect(removed.text).toContain('Client asked for a van');
    expect(rideRemovedSms(notice)).toContain('PT-7K3M9Q');
    const handedBack = renderHandBackConfirmed({ ...notice, reason: null });
    expect(handedBack.subject).toBe(r('handedBack.subject', { reference: 'PT-7K3M9Q' }));
    expect(handedBack.text).not.toContain('Client asked');
  });

  it('tells the booker calmly that a new driver is being arranged', () => {
    const mail = renderArranging({ language, trip: trip(), audience: 'booker', manageUrl: MANAGE_URL });
    expect(mail.subject).toBe(r('arranging.subject', { reference: 'PT-7K3M9Q' }));
    expect(mail.text).toContain(MANAGE_URL);
    expect(renderArranging({ language, trip: trip(), audience: 'traveller', manageUrl: null }).text).not.toContain('token=');
  });
});

describe('where to meet', () => {
  const place = (kind: Place['kind'], name: string): Place => ({ ...paris8, kind, name, detail: '' });
  it.each([
    ['airport', 'arrivals hall'],
    ['station', 'platform'],
    ['port', 'passenger terminal'],
    ['hotel', 'Outside, at the pickup address'],
    ['address', 'Outside, at the pickup address'],
  ] as const)('at a %s: %s', (kind, words) => {
    expect(meetingText(place(kind, 'Somewhere'), 'Grace Hopper', 'en')).toContain(words);
  });

  it('says the driver follows the flight only for an airport pickup with a flight', () => {
    const flightLine = textsFor('ride-messages', 'en')('details.flight', { flight: 'AF1234' });
    expect(renderDriverDetails(details('en')).text).toContain(flightLine);
    expect(renderDriverDetails(details('en', { trip: trip({ from: paris8, to: cdg }) })).text).not.toContain(flightLine);
  });
});

describe('escaping and missing facts', () => {
  it('escapes every value in the HTML', () => {
    const mail = renderDriverDetails(details('en', { trip: trip({ signText: '<script>x</script>', travellerName: '<script>x</script>' }) }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('copes with a driver without a name, colour or car', () => {
    const bare = renderDriverDetails(details('en', { driver: { firstName: null, phone: null, car: null } }));
    expect(bare.subject).toBe('Your driver for PT-7K3M9Q: your driver');
    expect(bare.text).toContain(textsFor('ride-messages', 'en')('carUnknown'));
    const noColour = renderDriverDetails(details('en', { driver: { ...driver, car: { ...driver.car!, colour: null } } }));
    expect(noColour.text).toContain('Peugeot 508\n');
  });
});
