/** @jest-environment node */
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { formatParisDate, formatParisTime } from '@rides/i18n/format';
import { MAIL_STRINGS } from '../templates/mail-strings';
import { REVIEW_STRINGS } from '../templates/review-strings';
import { renderReviewRequest, type ReviewRequestData } from '../templates/review-request.template';
import { cdg, paris8, SUMMER_PICKUP } from '../../test-kit/mail-fixtures';

type Tree = { [key: string]: string | Tree };
const leaves = (t: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = new Map(leaves(REVIEW_STRINGS.en as unknown as Tree));

describe.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l]))('review request strings in %s', (language) => {
  it('has every key of en with the same placeholders, every sentence translated', () => {
    const strings = new Map(leaves(REVIEW_STRINGS[language] as unknown as Tree));
    expect([...strings.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(strings.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
      expect({ key, text: strings.get(key) }).not.toEqual({ key, text });
    }
  });
});

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
  const s = MAIL_STRINGS[language];
  const r = REVIEW_STRINGS[language];

  it('asks in the booking’s language, about this booking, with the one-use link', () => {
    expect(out.subject).toBe(r.subject.replace('{reference}', 'PT-7K3M9Q'));
    expect(out.text).toContain(`${s.labels.reference}${s.labelSeparator}PT-7K3M9Q`);
    expect(out.text).toContain(paris8.name);
    expect(out.text).toContain(formatParisDate(SUMMER_PICKUP, language));
    expect(out.text).toContain(formatParisTime(SUMMER_PICKUP, language));
    expect(out.text).toContain(`${r.review.link}${s.labelSeparator}${URL}`);
    expect(out.html).toContain(`href="${URL.replace(/&/g, '&amp;')}"`);
    expect(out.html).toContain(`lang="${{ en: 'en-GB', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', zh: 'zh-CN' }[language]}"`);
    expect(out.text).toContain(`${r.labels.shownAs}${s.labelSeparator}Zoé F.`);
  });

  it('has the booker’s name only in the labelled "Booked by" field: not in the subject, the greeting or any sentence', () => {
    expect(out.subject).not.toContain('Zoé');
    expect(count(out.text, NAME)).toBe(1);
    expect(out.text).toContain(`\n${r.labels.bookedBy}${s.labelSeparator}${NAME}\n`);
    const escaped = 'Zoé &lt;b&gt;Ferreira&lt;/b&gt;';
    expect(out.html).not.toContain('<b>Ferreira');
    expect(count(out.html, escaped)).toBe(1);
    expect(out.html).toMatch(new RegExp(`<th scope="row"[^>]*>${r.labels.bookedBy}</th><td[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</td>`));
  });
});
