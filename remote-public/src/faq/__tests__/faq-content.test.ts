// The FAQ and guide content (packages/content/locales/<lng>/faq.json, guide.json): what the pages,
// the PDF and the help assistant rely on beyond the key test (same keys in every language).
import { LANGUAGES } from '@rides/contracts/language-codes';
import { CONTENT_FACTS } from '@rides/domain/content-facts';
import en from '@rides/content/locales/en/faq.json';
import fr from '@rides/content/locales/fr/faq.json';
import itFaq from '@rides/content/locales/it/faq.json';
import es from '@rides/content/locales/es/faq.json';
import zh from '@rides/content/locales/zh/faq.json';
import guideEn from '@rides/content/locales/en/guide.json';
import guideFr from '@rides/content/locales/fr/guide.json';
import guideIt from '@rides/content/locales/it/guide.json';
import guideEs from '@rides/content/locales/es/guide.json';
import guideZh from '@rides/content/locales/zh/guide.json';

const FAQ = { en, fr, it: itFaq, es, zh };
const GUIDE = { en: guideEn, fr: guideFr, it: guideIt, es: guideEs, zh: guideZh };
type Item = { category: string; q: string; a: string };
const items = (lng: keyof typeof FAQ) => FAQ[lng].items as Record<string, Item>;
const strings = (o: unknown): string[] => (typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : []);
const placeholders = (o: unknown) => new Set(strings(o).flatMap((s) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!)));

describe('FAQ content', () => {
  it('has at least 18 questions covering the seven categories, each in a category it names', () => {
    const all = Object.values(items('en'));
    expect(all.length).toBeGreaterThanOrEqual(18);
    expect(Object.keys(en.categories)).toEqual(['booking', 'prices', 'airport', 'changes', 'luggage', 'drivers', 'partners']);
    expect(new Set(all.map((i) => i.category))).toEqual(new Set(Object.keys(en.categories)));
  });

  it('names six existing questions for the home page', () => {
    expect(new Set(en.home).size).toBe(6);
    for (const id of en.home) expect(items('en')).toHaveProperty([id]);
  });

  it.each(LANGUAGES)('keeps ids, order, categories and the home list identical in %s (they are data, not text)', (lng) => {
    const mine = items(lng);
    expect(Object.keys(mine)).toEqual(Object.keys(items('en')));
    expect(Object.keys(FAQ[lng].categories)).toEqual(Object.keys(en.categories));
    for (const [id, item] of Object.entries(items('en'))) expect([id, mine[id]!.category]).toEqual([id, item.category]);
    expect(FAQ[lng].home).toEqual(en.home);
  });

  it('gives ids that work as URL fragments (/faq#<id>)', () => {
    for (const id of Object.keys(items('en'))) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it.each(LANGUAGES)('quotes in %s only facts the code provides (a business number is never typed in the text)', (lng) => {
    // The guide PDF is filled with CONTENT_FACTS only; the FAQ (web and assistant) with both.
    const content = new Set([...Object.keys(CONTENT_FACTS), 'page', 'pages']);
    const faq = new Set([...Object.keys(CONTENT_FACTS), 'count']);
    for (const name of placeholders(GUIDE[lng])) expect(content).toContain(name);
    for (const name of placeholders(FAQ[lng])) expect(faq).toContain(name);
  });

  it.each(LANGUAGES)('writes no amount or percentage by hand in %s', (lng) => {
    for (const text of strings(FAQ[lng])) {
      const typed = text.replace(/{{\s*\w+\s*}}/g, '');
      expect([text, /€\s?\d|\d\s?€|\d\s?%|\d\s?欧元/u.test(typed)]).toEqual([text, false]);
    }
  });
});
