import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { pickupText } from '../../mail/templates/booking-confirmation.template';
import { render, type MailDoc, type MailRow, type RenderedMail } from '../../mail/templates/render';
import { carText, driverNameOf, meetingText, placeText, type DriverCard, type RideTrip } from './ride-text';

/**
 * "Your driver is on the way" (issue [K] 3): sent when the driver sets off, to the person travelling,
 * with the live link (/track, its own token: it never opens the manage page). The only message that
 * carries that link: it shows the driver's position until the traveller is on board.
 */
export interface OnTheWayData {
  /** The booking's language. */
  language: Language;
  trip: RideTrip;
  driver: DriverCard;
  trackUrl: string;
}

const varsOf = (d: OnTheWayData) => ({ reference: d.trip.reference, driver: driverNameOf(d.driver, d.language) });

export function onTheWayDoc(d: OnTheWayData): MailDoc {
  const s = textsFor('mail', d.language);
  const r = textsFor('ride-messages', d.language);
  const driver: MailRow[] = [{ label: r('labels.driver'), value: driverNameOf(d.driver, d.language), strong: true }];
  if (d.driver.phone) driver.push({ label: r('labels.driverPhone'), value: d.driver.phone, strong: true });
  driver.push({ label: r('labels.car'), value: carText(d.driver, d.language) });
  if (d.driver.car) driver.push({ label: r('labels.plate'), value: d.driver.car.plate, strong: true });
  driver.push({ label: r('labels.sign'), value: d.trip.signText });
  return {
    locale: localeOf(d.language),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject: r('onTheWay.subject', varsOf(d)),
    greeting: s('greeting'), // names typed at checkout never in a sentence (issue [I] 5)
    intro: r('onTheWay.intro', varsOf(d)),
    highlight: { label: s('labels.reference'), value: d.trip.reference },
    sections: [
      { heading: r('onTheWay.heading'), paragraphs: [r('onTheWay.privacy')], link: { text: r('onTheWay.link'), href: d.trackUrl } },
      { heading: r('details.headings.driver'), rows: driver },
      {
        heading: r('details.headings.meeting'),
        paragraphs: [meetingText(d.trip.from, d.trip.signText, d.language)],
        rows: [
          { label: s('labels.from'), value: placeText(d.trip.from) },
          { label: s('labels.pickup'), value: pickupText(d.trip.pickupAt, d.language), strong: true },
        ],
      },
    ],
    signOff: s('signOff'),
    footer: s('footer'),
  };
}

export const renderOnTheWay = (d: OnTheWayData): RenderedMail => render(onTheWayDoc(d));

export const onTheWaySms = (d: OnTheWayData): string =>
  textsFor('ride-messages', d.language)('onTheWay.sms', { ...varsOf(d), car: carText(d.driver, d.language), plate: d.driver.car?.plate ?? '—', url: d.trackUrl });
