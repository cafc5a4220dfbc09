/** @jest-environment node */
import { LANGUAGES } from '@rides/contracts/languages';
import { RIDE_STRINGS } from '../templates/ride-strings';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a strings object as [dotted key, text]. */
const leaves = (t: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const en = new Map(leaves(RIDE_STRINGS.en as unknown as Tree));

describe.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l]))('ride message strings in %s', (language) => {
  const strings = new Map(leaves(RIDE_STRINGS[language] as unknown as Tree));

  it('has every key of en and no other', () => {
    expect([...strings.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('fills the same values as en in every string, and leaves none empty', () => {
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(strings.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
      expect({ key, empty: !strings.get(key)?.trim() }).toEqual({ key, empty: false });
    }
  });

  it('is translated (every sentence differs from en)', () => {
    // Formats made only of placeholders ("{make} {model}") are the same everywhere.
    const sentences = [...en].filter(([, text]) => text.replace(/\{\w+\}/g, '').replace(/[\s,]/g, '').length > 0);
    for (const [key, text] of sentences) {
      expect({ key, text: strings.get(key) }).not.toEqual({ key, text });
    }
  });
});
