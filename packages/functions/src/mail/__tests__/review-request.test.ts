/** @jest-environment node */
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { formatParisDate, formatParisTime } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { renderReviewRequest, type ReviewRequestData } from '../templates/review-request.template';
import { cdg, paris8, SUMMER_PICKUP } from '../../test-kit/mail-fixtures';

const URL = 'http://localhost:5000/booking-confirmation?ref=PT-7K3M9Q&token=manage-token-abcdefghij&review=review-token-abcdefghij';
/** A name with markup in it: whatever was typed at checkout. */
const NAME = 'Zoé <b>Ferreira</b>';
const data = (language: Language): ReviewRequestData => ({
  language,
  reference: 'PT-7K3M9Q',
  bookerName: NAME,
  shownAs: 'Zoé F.',
  from: paris8,
  to: cdg,
  pickupAt: SUMMER_PICKUP,
  reviewUrl: URL,
});
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe.each(LANGUAGES.map((l) => [l]))('the review request in %s', (language) => {
  const out = renderReviewRequest(data(language));
  const s = textsFor('mail', language);
  const r = textsFor('mail-review', language);

  it('asks in the booking’s language, about this booking, with the one-use link', () => {
    expect(out.subject).toBe(r('subject', { reference: 'PT-7K3M9Q' }));
    expect(out.text).toContain(`${s('labels.reference')}${s('labelSeparator')}PT-7K3M9Q`);
    expect(out.text).toContain(paris8.name);
    expect(out.text).toContain(formatParisDate(SUMMER_PICKUP, language));
    expect(out.text).toContain(formatParisTime(SUMMER_PICKUP, language));
    expect(out.text).toContain(`${r('review.link')}${s('labelSeparator')}${URL}`);
    expect(out.html).toContain(`href="${URL.replace(/&/g, '&amp;')}"`);
    expect(out.html).toContain(`lang="${{ en: 'en-GB', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', zh: 'zh-CN' }[language]}"`);
    expect(out.text).toContain(`${r('labels.shownAs')}${s('labelSeparator')}Zoé F.`);
  });

  it('has the booker’s name only in the labelled "Booked by" field: not in the subject, the greeting or any sentence', () => {
    expect(out.subject).not.toContain('Zoé');
    expect(count(out.text, NAME)).toBe(1);
    expect(out.text).toContain(`\n${r('labels.bookedBy')}${s('labelSeparator')}${NAME}\n`);
    const escaped = 'Zoé &lt;b&gt;Ferreira&lt;/b&gt;';
    expect(out.html).not.toContain('<b>Ferreira');
    expect(count(out.html, escaped)).toBe(1);
    expect(out.html).toMatch(new RegExp(`<th scope="row"[^>]*>${r('labels.bookedBy')}</th><td[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</td>`));
  });
});
