import { LANGUAGES } from '@rides/contracts/languages';
import { PHRASES, fill } from '../phrases';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the assistant's own sentences (assistant/locales)", () => {
  const english = new Map(leaves(PHRASES.en as unknown as Tree));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key of English, with the same placeholders, and is translated', (lng) => {
    const own = new Map(leaves(PHRASES[lng] as unknown as Tree));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english.get(key)!) });
    }
    // Whole sentences are never English copies (names such as "Orly" or "van" may be the same).
    for (const key of ['fare', 'sedanAssumed', 'notSure', 'maybe', 'overview', 'byDistance']) {
      expect(own.get(key)).not.toBe(english.get(key));
    }
  });

  it('fills placeholders, and refuses to leave one unfilled', () => {
    expect(fill('{{a}} and {{b}}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(() => fill('{{a}} and {{b}}', { a: 1 })).toThrow('{{b}}');
  });
});
