import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@rides/i18n/languages';
import { TEXT_VALUES, type PageTopic } from '../topic-text';
import { ACTION_TARGETS } from '../actions';

/**
 * The four information topics in every language have the one shape the pages render and the help
 * assistant reads (title, lead, sections of heading / body / list / after), and every placeholder
 * they use is filled from code (a placeholder with no value would show as typed).
 */
const TOPICS: PageTopic[] = ['about', 'services', 'terms', 'privacy'];
const dir = path.resolve(__dirname, '../../../../packages/content/locales');
const read = (lng: string, topic: PageTopic) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${topic}.json`), 'utf8')) as Record<string, unknown>;

const isTexts = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim().length > 0);
const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);

describe.each(TOPICS)('content topic %s', (topic) => {
  const en = read('en', topic);

  it.each([...LANGUAGES])('%s has the page shape', (lng) => {
    const doc = read(lng, topic);
    expect(Object.keys(doc).filter((k) => !['title', 'lead', 'toc', 'sections', 'actions'].includes(k))).toEqual([]);
    expect(typeof doc.title).toBe('string');
    expect(typeof doc.lead).toBe('string');
    const sections = doc.sections as Record<string, Record<string, unknown>>;
    expect(Object.keys(sections)).toEqual(Object.keys(en.sections as object)); // same ids, same order
    for (const [id, s] of Object.entries(sections)) {
      expect([id, /^[a-z][a-z0-9-]*$/.test(id)]).toEqual([id, true]); // a valid, readable anchor
      expect([id, typeof s.heading]).toEqual([id, 'string']);
      expect([id, Object.keys(s).filter((k) => !['heading', 'body', 'list', 'after'].includes(k))]).toEqual([id, []]);
      expect([id, ['body', 'list', 'after'].some((k) => k in s)]).toEqual([id, true]);
      for (const k of ['body', 'list', 'after']) if (k in s) expect([id, k, isTexts(s[k])]).toEqual([id, k, true]);
    }
    for (const action of Object.keys((doc.actions as object) ?? {})) expect(Object.keys(ACTION_TARGETS)).toContain(action);
  });

  it.each([...LANGUAGES])('%s uses only placeholders filled from code, and no markup', (lng) => {
    const texts = strings(read(lng, topic));
    const used = texts.flatMap((s) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]));
    expect(used.filter((name) => !(name! in TEXT_VALUES))).toEqual([]);
    expect(texts.filter((s) => /<\/?[a-z][^>]*>/i.test(s))).toEqual([]);
  });
});
