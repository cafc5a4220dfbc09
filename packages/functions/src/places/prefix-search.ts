import { RANK, type PlaceIndex } from './place-index';
import { expandAbbreviation, queryForms, searchTokens } from './normalise';

/**
 * How well an entry matches a query: a level, smaller is better.
 *
 *   0  the whole of a shown name ("Musée du Louvre", "Tour Eiffel")
 *   1  the whole of an alias ("louvre", "eiffel", "george v")
 *   2  the whole of an area: what lies inside an arrondissement ("Marais", "Élysée")
 *   3  the start of a name or alias ("louv", "versaill")
 *   4  the start of a later word of a name or alias ("lyon" in "Gare de Lyon"), or of an area
 *   5  a later word of an area, or every typed word starts some word, in any order ("musee louvre")
 *
 * A town counts TOWN_PENALTY worse: an exact town name ("Lyon") ties the start of a curated name and
 * beats a word inside one ("Gare de Lyon"); the start of a town name ("Louvres" for "Louvre",
 * "Parthenay" for "par") comes after every curated match. Ties go to the index order: curated places
 * in catalogue order, then towns by population.
 */
export const LEVEL = { name: 0, alias: 1, area: 2, start: 3, word: 4, allWords: 5 } as const;
export const TOWN_PENALTY = 3;
const ORDER_BITS = 2 ** 20;

/** The level of a suffix of this rank that starts with the query; `whole` when it is the query. */
function levelOf(rank: number, whole: boolean): number {
  switch (rank) {
    case RANK.name:
      return whole ? LEVEL.name : LEVEL.start;
    case RANK.alias:
      return whole ? LEVEL.alias : LEVEL.start;
    case RANK.area:
      return whole ? LEVEL.area : LEVEL.word;
    case RANK.inner:
      return LEVEL.word;
    default:
      return LEVEL.allWords;
  }
}

/** One entry found for a query. */
export interface Match {
  readonly entry: number;
  /** Level (LEVEL), town penalty included. */
  readonly level: number;
  /** The query is the whole of one of its names or aliases (not an area). */
  readonly whole: boolean;
}

function lowerBound(sorted: readonly string[], q: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `visit` for every indexed suffix starting with `q`: a binary search, then only the matches. */
function scan(index: PlaceIndex, q: string, visit: (entry: number, rank: number, whole: boolean) => void): void {
  const { suffixes, suffixEntry, suffixRank } = index;
  for (let i = lowerBound(suffixes, q); i < suffixes.length; i++) {
    const s = suffixes[i]!;
    if (!s.startsWith(q)) break;
    visit(suffixEntry[i]!, suffixRank[i]!, s.length === q.length);
  }
}

function entriesMatching(index: PlaceIndex, prefixes: readonly string[]): Set<number> {
  const found = new Set<number>();
  for (const p of prefixes) scan(index, p, (e) => found.add(e));
  return found;
}

/** Entries of which every typed word starts some word ("cdg 2e", "nord gare"): the fallback for phrases. */
function allWords(index: PlaceIndex, query: string): Set<number> {
  const tokens = searchTokens(query);
  if (tokens.length < 2) return new Set();
  const last = tokens.pop()!;
  const sets = [...tokens.map((t) => entriesMatching(index, [expandAbbreviation(t)])), entriesMatching(index, [...new Set([last, expandAbbreviation(last)])])];
  sets.sort((a, b) => a.size - b.size);
  const [smallest, ...others] = sets;
  return new Set([...smallest!].filter((e) => others.every((s) => s.has(e))));
}

/** The best `limit` matches for a typed query, best first. */
export function searchIndex(index: PlaceIndex, query: string, limit: number): Match[] {
  const best = new Map<number, number>();
  const whole = new Set<number>();
  const consider = (entry: number, level: number) => {
    const score = level + (index.entries[entry]!.town ? TOWN_PENALTY : 0);
    const previous = best.get(entry);
    if (previous === undefined || score < previous) best.set(entry, score);
  };
  for (const form of queryForms(query)) {
    scan(index, form, (entry, rank, exact) => {
      consider(entry, levelOf(rank, exact));
      if (exact && rank <= RANK.alias) whole.add(entry);
    });
  }
  if (best.size < limit) for (const e of allWords(index, query)) consider(e, LEVEL.allWords);

  const top: { key: number; entry: number }[] = [];
  for (const [entry, score] of best) {
    const key = score * ORDER_BITS + index.order[entry]!;
    if (top.length === limit && key >= top[limit - 1]!.key) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.key > key) at--;
    top.splice(at, 0, { key, entry });
    if (top.length > limit) top.pop();
  }
  return top.map(({ entry }) => ({ entry, level: best.get(entry)!, whole: whole.has(entry) }));
}
