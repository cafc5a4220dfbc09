import type { PlaceIndex } from './place-index';
import { expandAbbreviation, queryForms, searchTokens } from './normalise';

/**
 * How well an entry matches, smaller is better: 0 a whole name or alias, 1 the start of one, 2 the
 * start of a later word in one, 3 every typed word starts some word of it (in any order). A town
 * counts one step worse than a curated place, so an exact town name ("Lyon") ties the start of a
 * curated name and beats a word inside one ("Gare de Lyon"), while the start of a town name
 * ("Parthenay") never beats the start of a curated one ("Paris 8th arrondissement"). Ties go to the
 * index order: curated places in catalogue order, then towns by population.
 */
const ALL_WORDS = 3;
const ORDER_BITS = 2 ** 20;

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
function scan(index: PlaceIndex, q: string, visit: (entry: number, level: number) => void): void {
  const { suffixes, suffixEntry, suffixIsStart } = index;
  for (let i = lowerBound(suffixes, q); i < suffixes.length; i++) {
    const s = suffixes[i]!;
    if (!s.startsWith(q)) break;
    visit(suffixEntry[i]!, suffixIsStart[i] ? (s.length === q.length ? 0 : 1) : 2);
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

/** The best `limit` entries for a typed query, best first. */
export function searchIndex(index: PlaceIndex, query: string, limit: number): number[] {
  const best = new Map<number, number>();
  const consider = (entry: number, level: number) => {
    const score = level + (index.entries[entry]!.town ? 1 : 0);
    const previous = best.get(entry);
    if (previous === undefined || score < previous) best.set(entry, score);
  };
  for (const form of queryForms(query)) scan(index, form, consider);
  if (best.size < limit) for (const e of allWords(index, query)) consider(e, ALL_WORDS);

  const top: { key: number; entry: number }[] = [];
  for (const [entry, score] of best) {
    const key = score * ORDER_BITS + index.order[entry]!;
    if (top.length === limit && key >= top[limit - 1]!.key) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.key > key) at--;
    top.splice(at, 0, { key, entry });
    if (top.length > limit) top.pop();
  }
  return top.map((t) => t.entry);
}
