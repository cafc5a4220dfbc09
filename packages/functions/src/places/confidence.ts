import { keysOf, type PlaceIndex } from './place-index';
import { expandAbbreviation, isCjk, normaliseKey, searchTokens } from './normalise';
import { LEVEL, type Match } from './prefix-search';

/**
 * A curated place found by the start of its name is an answer only from this many letters on; a
 * Chinese character counts for two ("埃菲尔" is enough for the Eiffel Tower).
 */
export const STRONG_PREFIX = 4;

const typedLength = (query: string): number => Array.from(normaliseKey(query)).reduce((n, c) => n + (c !== ' ' && isCjk(c) ? 2 : 1), 0);

/** Every typed word (two or more) is a whole word of one and the same name or alias of the entry. */
function wholeWords(index: PlaceIndex, entry: number, query: string): boolean {
  const typed = searchTokens(query).map(expandAbbreviation);
  if (typed.length < 2) return false;
  const { names, aliases } = keysOf(index.entries[entry]!);
  return [...names, ...aliases].some((key) => {
    const words = new Set(key.split(' '));
    return typed.every((t) => words.has(t));
  });
}

/**
 * Whether the first of these matches (best first, as searchIndex gives them, with at least one more
 * than will be shown) is a sure answer to the query: the booking form then highlights it and Enter
 * takes it. Otherwise nothing is highlighted until the person moves to a row.
 *
 * The rule: the first match is strictly better than the second (a tie means the text names a group,
 * "orly" or "cdg" for their terminals, "gare", "hilton", or is simply ambiguous), and it is
 *   - the whole of a name or alias, of a curated place or a town ("Louvre", "Ritz Paris", "george v",
 *     "tour eiffel", "Lyon", "Louvres");
 *   - or a curated place whose name or alias starts with what was typed, four letters or more
 *     ("louv", "versaill", "ritz pa", "埃菲尔");
 *   - or a curated place of which two or more typed words are each a whole word of one of its names or
 *     aliases ("musee louvre").
 * A town found by the start of its name, a word inside a name or an area is a suggestion, never an
 * answer: that is how "Louvre" once booked the town of Louvres.
 */
export function isConfident(index: PlaceIndex, matches: readonly Match[], query: string): boolean {
  const [first, second] = matches;
  if (!first || (second && second.level === first.level)) return false;
  if (first.whole) return true;
  if (!index.entries[first.entry]!.curated) return false;
  if (first.level === LEVEL.start) return typedLength(query) >= STRONG_PREFIX;
  return first.level === LEVEL.allWords && wholeWords(index, first.entry, query);
}
