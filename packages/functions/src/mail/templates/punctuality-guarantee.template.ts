import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { company } from '@rides/domain/company';
import { PUNCTUALITY_GRACE_MINUTES, PUNCTUALITY_REFUND_PERCENT } from '@rides/domain/punctuality';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from '@rides/domain/self-service';
import { formatDecimal, formatMoney, localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { pickupText, placeText } from './booking-confirmation.template';
import { render, type MailDoc, type RenderedMail } from './render';

/** What the guarantee e-mail says, read from the booking when the guarantee is applied (jobs/punctuality-jobs.ts). */
export interface PunctualityGuaranteeData {
  /** The booking's language. */
  language: Language;
  reference: string;
  from: Place;
  to: Place;
  /** The pickup time the guarantee counted from (already retimed for a delayed flight). */
  pickupAt: Date;
  /** What the booker paid for the ride, integer cents. */
  paidCents: number;
  /** What the guarantee refunded, integer cents. */
  refundedCents: number;
}

/** The apology with the amount refunded and where it goes, as plain data; `renderPunctualityGuarantee` turns it into text and HTML. */
export function punctualityGuaranteeDoc(d: PunctualityGuaranteeData): MailDoc {
  const lng = d.language;
  const s = textsFor('mail', lng);
  const p = textsFor('mail-punctuality', lng);
  const amount = formatMoney(d.refundedCents, lng);
  return {
    locale: localeOf(lng),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject: p('subject', { reference: d.reference, amount }),
    greeting: p('greeting'),
    intro: p('intro', { grace: formatDecimal(PUNCTUALITY_GRACE_MINUTES, lng), percent: formatDecimal(PUNCTUALITY_REFUND_PERCENT, lng) }),
    highlight: { label: s('labels.reference'), value: d.reference },
    sections: [
      {
        heading: p('headings.ride'),
        rows: [
          { label: s('labels.from'), value: placeText(d.from) },
          { label: s('labels.to'), value: placeText(d.to) },
          { label: s('labels.pickup'), value: pickupText(d.pickupAt, lng) },
        ],
      },
      {
        heading: p('headings.refund'),
        rows: [
          { label: p('labels.paid'), value: formatMoney(d.paidCents, lng) },
          { label: p('labels.refunded'), value: amount, strong: true },
        ],
        paragraphs: [p('refund.card', { min: REFUND_ARRIVAL_BUSINESS_DAYS.min, max: REFUND_ARRIVAL_BUSINESS_DAYS.max }), p('refund.nothing', { email: company().supportEmail })],
      },
    ],
    signOff: p('signOff'),
    footer: p('footer'),
  };
}

export const renderPunctualityGuarantee = (d: PunctualityGuaranteeData): RenderedMail => render(punctualityGuaranteeDoc(d));
