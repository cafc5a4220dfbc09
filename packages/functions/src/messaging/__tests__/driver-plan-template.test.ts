/** @jest-environment node */
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { formatParisTime } from '@rides/i18n/format';
import { escapeHtml } from '../../mail/templates/render';
import { driverPlanSms, renderDriverPlan } from '../templates/driver-plan.template';
import { textsFor } from '../../i18n/server-i18n';
import type { RideTrip } from '../templates/ride-text';
import { cdg, paris8, SUMMER_PICKUP } from '../../test-kit/mail-fixtures';
import { rideTrip } from '../../test-kit/messaging-fixtures';

const RIDES = 'http://localhost:5000/driver/scheduled';
const trip = (over: Partial<RideTrip>): RideTrip => rideTrip({ collectCents: null, ...over });
const later = trip({ reference: 'PT-LATE22', pickupAt: new Date(SUMMER_PICKUP.getTime() + 5 * 3_600_000), from: paris8, to: cdg, flightNumber: null, travellerName: 'Alan Turing', signText: 'Alan Turing', travellerPhone: '+33611112222' });

describe.each(LANGUAGES.map((l) => [l]))('an applied plan\'s message to a driver, in %s', (language: Language) => {
  const data = { language, trips: [trip({}), later], driverFirstName: 'Jean', ridesUrl: RIDES };

  it('lists every new ride with its whole job, in pickup order, and the link once', () => {
    const mail = renderDriverPlan(data);
    expect(mail.subject).toContain('2');
    for (const [body, esc] of [[mail.text, (x: string) => x], [mail.html, escapeHtml]] as const) {
      for (const fact of ['PT-7K3M9Q', 'PT-LATE22', 'AF1234', 'Grace Hopper', '+33698765432', 'Alan Turing', '+33611112222', RIDES]) expect(body).toContain(esc(fact));
    }
    expect(mail.text.indexOf('PT-7K3M9Q')).toBeLessThan(mail.text.indexOf('PT-LATE22'));
    expect(mail.text.split(RIDES)).toHaveLength(2);
    expect(mail.text).toContain(textsFor('ride-messages', language)('plan.intro'));
    expect(mail.text).not.toMatch(/\{[a-z]+\}/);
  });

  it('texts the rides in one SMS: time, reference and route of each, and the link', () => {
    const sms = driverPlanSms(data);
    for (const fact of ['PT-7K3M9Q', 'PT-LATE22', formatParisTime(SUMMER_PICKUP, language), cdg.name, RIDES]) expect(sms).toContain(fact);
    expect(sms).not.toMatch(/\{[a-z]+\}/);
  });
});
