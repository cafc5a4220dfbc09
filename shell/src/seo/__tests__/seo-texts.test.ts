import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@rides/mf-config/routes';
import { indexedAs } from '@rides/mf-config/seo-routes';
import { LANGUAGES } from '@rides/i18n/languages';
import { textKeys } from '../head-tags';

/** The shared `common` namespace, where the shell reads the texts (loaded with the first paint). */
const common = (lng: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../../packages/i18n/locales/${lng}/common.json`), 'utf8')) as Record<string, unknown>;
const at = (obj: unknown, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

describe('page titles and descriptions', () => {
  it.each([...LANGUAGES])('%s: every route has a title; every indexed page a description of a useful length', (lng) => {
    const texts = common(lng);
    for (const r of ROUTES) {
      const keys = textKeys(r);
      expect([keys.title, typeof at(texts, keys.title)]).toEqual([keys.title, 'string']);
      if (keys.description) {
        const description = at(texts, keys.description) as string;
        expect([keys.description, typeof description]).toEqual([keys.description, 'string']);
        // Long enough to say something, short enough not to be cut in a results page (Chinese is denser).
        expect([keys.description, description.length >= (lng === 'zh' ? 25 : 70) && description.length <= 175]).toEqual([keys.description, true]);
      }
    }
  });

  it('indexed pages differ from one another in every language (duplicate titles rank badly)', () => {
    for (const lng of LANGUAGES) {
      const texts = common(lng);
      const indexed = [...new Set(ROUTES.map((r) => indexedAs(r)).filter((r) => r !== null))];
      const titles = indexed.map((r) => at(texts, `seo.${r.id}.title`));
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});
