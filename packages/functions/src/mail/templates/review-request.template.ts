import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { pickupText, placeText } from './booking-confirmation.template';
import { render, type MailDoc, type RenderedMail } from './render';

/** What the review request says, read from the booking when its ride is completed (mail/review-request.ts). */
export interface ReviewRequestData {
  /** The booking's language: the review is written in it too. */
  language: Language;
  reference: string;
  /** As typed at checkout: shown only in the labelled "Booked by" row. */
  bookerName: string;
  /** The name the review would be published under ("Anna S."). */
  shownAs: string;
  from: Place;
  to: Place;
  pickupAt: Date;
  /** The booking page with the review form (reviews/review-token.ts reviewUrl). */
  reviewUrl: string;
}

/** The review request as plain data; `renderReviewRequest` turns it into text and HTML. */
export function reviewRequestDoc(d: ReviewRequestData): MailDoc {
  const s = textsFor('mail', d.language);
  const r = textsFor('mail-review', d.language);
  return {
    locale: localeOf(d.language),
    brand: s('brand'),
    labelSeparator: s('labelSeparator'),
    subject: r('subject', { reference: d.reference }),
    greeting: r('greeting'),
    intro: r('intro'),
    highlight: { label: s('labels.reference'), value: d.reference },
    sections: [
      {
        heading: r('headings.ride'),
        rows: [
          { label: r('labels.bookedBy'), value: d.bookerName },
          { label: s('labels.from'), value: placeText(d.from) },
          { label: s('labels.to'), value: placeText(d.to) },
          { label: s('labels.pickup'), value: pickupText(d.pickupAt, d.language) },
        ],
      },
      {
        heading: r('headings.review'),
        rows: [{ label: r('labels.shownAs'), value: d.shownAs }],
        paragraphs: [r('review.once'), r('review.checked')],
        link: { text: r('review.link'), href: d.reviewUrl },
      },
    ],
    signOff: r('signOff'),
    footer: r('footer'),
  };
}

export const renderReviewRequest = (d: ReviewRequestData): RenderedMail => render(reviewRequestDoc(d));
