import { LANGUAGES } from '@rides/contracts/languages';
import { CATALOGUE } from './catalogue';
import type { CuratedPlace } from './curated-place';
import { isCjk, normaliseKey } from './normalise';
import { loadTowns, TOWN_ALIASES, type Town } from './towns';

/** One searchable place: a curated one or a town. */
export type Entry = { readonly curated: CuratedPlace; readonly town?: undefined } | { readonly town: Town; readonly curated?: undefined };

/**
 * The in-memory index, built once per instance on first use (about 9,000 places).
 *
 * Every name and alias in every language is normalised (normalise.ts) and indexed under each of its
 * word starts ("paris gare du nord", "gare du nord", "du nord", "nord"; in Chinese every character).
 * These suffixes sit in one array sorted by code unit, so a prefix query is one binary search plus
 * a scan of exactly the suffixes it matches: no pass over all names per keystroke.
 */
export interface PlaceIndex {
  readonly entries: readonly Entry[];
  readonly byId: ReadonlyMap<string, number>;
  /** Sorted suffixes, and for each: its entry and whether it is the start of a whole name or alias. */
  readonly suffixes: readonly string[];
  readonly suffixEntry: Int32Array;
  readonly suffixIsStart: Uint8Array;
  /**
   * Order among equally good matches, smaller first: curated places in catalogue order, then towns
   * from the most to the least populated.
   */
  readonly order: Int32Array;
  /** Whole normalised names (not aliases) to entries, for attaching a street address to a place. */
  readonly names: ReadonlyMap<string, readonly number[]>;
  /** Longest name in words, to bound the search for names inside an address. */
  readonly longestName: number;
}

/** Normalised names (shown, in every language) and aliases (searched only) of an entry. */
function keysOf(entry: Entry): { names: string[]; aliases: string[] } {
  if (!entry.curated) {
    const aliases = TOWN_ALIASES[entry.town.id];
    return { names: [normaliseKey(entry.town.name)].filter(Boolean), aliases: aliases ? aliases.map(normaliseKey).filter(Boolean) : [] };
  }
  const { names, aliases } = entry.curated;
  return { names: LANGUAGES.map((l) => normaliseKey(names[l])).filter(Boolean), aliases: aliases.map(normaliseKey).filter(Boolean) };
}

/** The suffixes a key is indexed under after its start: every later word, and every CJK character. */
function innerSuffixes(key: string, into: Set<string>): void {
  for (let i = 1; i < key.length; i++) {
    // Below U+2E80 there is no CJK: skip the regular expression for Latin text.
    if (key.charCodeAt(i - 1) === 32 || (key.charCodeAt(i) >= 0x2e80 && isCjk(key[i]!))) into.add(key.slice(i));
  }
}

export function buildIndex(catalogue: readonly CuratedPlace[] = CATALOGUE, towns: readonly Town[] = loadTowns()): PlaceIndex {
  const entries: Entry[] = [...catalogue.map((curated) => ({ curated })), ...towns.map((town) => ({ town }))];
  const byId = new Map<string, number>();
  const names = new Map<string, number[]>();
  const raw: { s: string; e: number; start: boolean }[] = [];
  let longestName = 1;

  entries.forEach((entry, e) => {
    const id = entry.curated ? entry.curated.id : entry.town.id;
    if (byId.has(id)) throw new Error(`duplicate place id ${id}`);
    byId.set(id, e);
    const keys = keysOf(entry);
    const starts = keys.names.length === 1 && keys.aliases.length === 0 ? keys.names : new Set([...keys.names, ...keys.aliases]);
    const inner = new Set<string>();
    for (const key of starts) innerSuffixes(key, inner);
    for (const s of starts) raw.push({ s, e, start: true });
    for (const s of inner) if (!keys.names.includes(s) && !keys.aliases.includes(s)) raw.push({ s, e, start: false });
    for (const name of keys.names) {
      const list = names.get(name);
      if (list?.includes(e)) continue;
      if (list) list.push(e);
      else names.set(name, [e]);
      longestName = Math.max(longestName, name.split(' ').length);
    }
  });

  raw.sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : 0));

  const townOrder = towns
    .map((t, i) => ({ i, p: t.population, n: t.name }))
    .sort((a, b) => b.p - a.p || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0));
  const order = new Int32Array(entries.length);
  catalogue.forEach((_, i) => (order[i] = i));
  townOrder.forEach(({ i }, rank) => (order[catalogue.length + i] = catalogue.length + rank));

  return {
    entries,
    byId,
    suffixes: raw.map((r) => r.s),
    suffixEntry: Int32Array.from(raw, (r) => r.e),
    suffixIsStart: Uint8Array.from(raw, (r) => (r.start ? 1 : 0)),
    order,
    names,
    longestName,
  };
}

let instance: PlaceIndex | null = null;

/** The index of this instance, built on first use (lazily, so cold starts of other functions pay nothing). */
export function placeIndex(): PlaceIndex {
  instance ??= buildIndex();
  return instance;
}
