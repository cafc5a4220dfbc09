/** @jest-environment node */
// Every namespace of the functions' i18next instance (i18n/server-i18n.ts) in the five languages, and
// how the instance fills a text.
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { formatDecimal } from '@rides/i18n/format';
import { RESOURCES, type Namespace } from '../resources';
import { textsFor } from '../server-i18n';

type Tree = { [key: string]: string | Tree };
/** Every text of a namespace as [dotted key, text]. */
const leaves = (t: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const textsOf = (lng: Language, ns: Namespace) => new Map(leaves(RESOURCES[lng][ns] as unknown as Tree));
const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const placeholders = (s: string) => (s.match(PLACEHOLDER) ?? []).sort();
const NAMESPACES = Object.keys(RESOURCES.en) as Namespace[];
const OTHERS = LANGUAGES.filter((l) => l !== 'en');

/** Texts a language may write as English does: names (the brand, airports, SIRET) and words it shares ("Total", "van", "Transfer"). */
const MAY_READ_AS_ENGLISH: Partial<Record<Namespace, readonly string[]>> = {
  mail: ['brand', 'labels.total', 'labels.extras', 'lines.fare.long'],
  documents: ['receipt.siret', 'statement.commission', 'statement.partner', 'calendar.summary'],
  assistant: ['vehicles.van', 'airports.CDG', 'airports.ORY', 'airports.BVA'],
};

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const en = textsOf('en', ns);

  it('writes placeholders as i18next does, and each counted text in both forms', () => {
    for (const [key, text] of en) expect({ key, stray: /[{}]/.test(text.replace(PLACEHOLDER, '')) }).toEqual({ key, stray: false });
    const forms = [...en.keys()].filter((k) => /_(one|other)$/.test(k));
    for (const key of forms) expect(forms).toContain(key.replace(/_(one|other)$/, (_m, form: string) => (form === 'one' ? '_other' : '_one')));
  });

  it.each(OTHERS)('%s has every key of en and no other, with the same placeholders, none empty', (lng) => {
    const texts = textsOf(lng, ns);
    expect([...texts.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(texts.get(key) ?? ''), empty: !texts.get(key)?.trim() }).toEqual({ key, placeholders: placeholders(text), empty: false });
    }
  });

  it.each(OTHERS)('%s is translated: every sentence differs from en', (lng) => {
    const texts = textsOf(lng, ns);
    const sentences = [...en].filter(([key, text]) => /\p{L}/u.test(text.replace(PLACEHOLDER, '')) && !MAY_READ_AS_ENGLISH[ns]?.includes(key));
    expect(sentences.filter(([key, text]) => texts.get(key) === text).map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)('is what the instance reads in %s', (lng) => {
    const t = textsFor(ns, lng) as (key: string, values?: Record<string, string | number>) => string;
    for (const [key, text] of textsOf(lng, ns)) {
      if (/_(one|other)$/.test(key)) continue;
      const values = Object.fromEntries(placeholders(text).map((p) => [p.slice(2, -2), 'VALUE']));
      expect({ key, text: t(key, values) }).toEqual({ key, text: text.replace(PLACEHOLDER, 'VALUE') });
    }
  });
});

describe('filling a text', () => {
  it('chooses the plural form by the language’s rules and writes the count as formatDecimal does', () => {
    expect(textsFor('mail', 'en')('party.passengers', { count: 1 })).toBe('1 passenger');
    expect(textsFor('mail', 'en')('party.passengers', { count: 0 })).toBe('0 passengers');
    expect(textsFor('mail', 'fr')('party.passengers', { count: 0 })).toBe('0 passager');
    expect(textsFor('mail', 'en')('party.luggage', { count: 1200 })).toBe('1,200 large bags');
    expect(textsFor('mail', 'fr')('party.luggage', { count: 1200 })).toBe(`${formatDecimal(1200, 'fr')} grands bagages`);
    expect(textsFor('mail', 'zh')('party.passengers', { count: 1 })).toBe('1 位乘客');
  });

  it('puts each value in as it is: no HTML escaping (the e-mails escape once, when rendered), no placeholder read inside it', () => {
    const value = '<b>{{total}}</b> & $& $1';
    expect(textsFor('mail', 'en')('subject.booker', { reference: value, total: 'X' })).toBe(`Booking confirmed — ${value}`);
    // A value naming a placeholder that comes after it: each placeholder still gets its own value.
    expect(textsFor('mail', 'en')('pickupWhen', { date: '{{time}} {{zone}}', time: '09:30', zone: 'CEST' })).toBe('{{time}} {{zone}} at 09:30 (Paris time, CEST)');
    expect(textsFor('ride-messages', 'en')('job.sms.body', { when: 'W', from: 'F', to: 'T', party: 'P', sign: '{{phone}}', traveller: 'Ada', phone: '+33' })).toBe(
      'W, F → T. P. Sign "{{phone}}". Traveller: Ada, +33.',
    );
  });

  it('keeps a placeholder without a value as written in a message', () => {
    expect(textsFor('mail', 'en')('greetingNamed')).toBe('Hello {{name}},');
  });
});
