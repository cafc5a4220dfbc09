import { LANGUAGES } from '@rides/contracts/languages';
import { CATALOGUE } from './catalogue';
import type { CuratedPlace } from './curated-place';
import { isCjk, normaliseKey } from './normalise';
import { loadTowns, TOWN_ALIASES, type Town } from './towns';

/** One searchable place: a curated one or a town. */
export type Entry = { readonly curated: CuratedPlace; readonly town?: undefined } | { readonly town: Town; readonly curated?: undefined };

/**
 * What an indexed suffix is the start of, best first: a shown name, an alias, an area (what lies inside
 * an arrondissement), a later word of a name or alias, a later word of an area. prefix-search.ts turns
 * it, and whether the query is the whole of it, into a match level.
 */
export const RANK = { name: 0, alias: 1, area: 2, inner: 3, areaInner: 4 } as const;
export type Rank = (typeof RANK)[keyof typeof RANK];

/**
 * The in-memory index, built once per instance on first use (about 9,000 places).
 *
 * Every name, alias and area in every language is normalised (normalise.ts) and indexed under each of its
 * word starts ("paris gare du nord", "gare du nord", "du nord", "nord"; in Chinese every character).
 * These suffixes sit in one array sorted by code unit, so a prefix query is one binary search plus
 * a scan of exactly the suffixes it matches: no pass over all names per keystroke.
 */
export interface PlaceIndex {
  readonly entries: readonly Entry[];
  readonly byId: ReadonlyMap<string, number>;
  /** Sorted suffixes, and for each: its entry and its rank (RANK). */
  readonly suffixes: readonly string[];
  readonly suffixEntry: Int32Array;
  readonly suffixRank: Uint8Array;
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

export interface Keys {
  /** Shown names, in every language. */
  names: string[];
  /** Other ways to type it. */
  aliases: string[];
  /** What lies inside it (arrondissements). */
  areas: string[];
}

const normaliseAll = (texts: readonly string[] | undefined): string[] => (texts ? texts.map(normaliseKey).filter(Boolean) : []);

/** Normalised names (shown, in every language), aliases and areas (searched only) of an entry. */
export function keysOf(entry: Entry): Keys {
  if (!entry.curated) {
    return { names: normaliseAll([entry.town.name]), aliases: normaliseAll(TOWN_ALIASES[entry.town.id]), areas: [] };
  }
  const { names, aliases, areas } = entry.curated;
  return { names: normaliseAll(LANGUAGES.map((l) => names[l])), aliases: normaliseAll(aliases), areas: normaliseAll(areas) };
}

/** The suffixes a key is indexed under after its start: every later word, and every CJK character. */
function innerSuffixes(key: string, visit: (suffix: string) => void): void {
  for (let i = 1; i < key.length; i++) {
    // Below U+2E80 there is no CJK: skip the regular expression for Latin text.
    if (key.charCodeAt(i - 1) === 32 || (key.charCodeAt(i) >= 0x2e80 && isCjk(key[i]!))) visit(key.slice(i));
  }
}

/** Every suffix of an entry with its best rank (a text both a name and an alias counts as a name). */
function suffixesOf(keys: Keys): Map<string, Rank> {
  const ranks = new Map<string, Rank>();
  const add = (s: string, rank: Rank) => {
    const previous = ranks.get(s);
    if (previous === undefined || rank < previous) ranks.set(s, rank);
  };
  keys.names.forEach((k) => add(k, RANK.name));
  keys.aliases.forEach((k) => add(k, RANK.alias));
  keys.areas.forEach((k) => add(k, RANK.area));
  for (const k of [...keys.names, ...keys.aliases]) innerSuffixes(k, (s) => add(s, RANK.inner));
  for (const k of keys.areas) innerSuffixes(k, (s) => add(s, RANK.areaInner));
  return ranks;
}

export function buildIndex(catalogue: readonly CuratedPlace[] = CATALOGUE, towns: readonly Town[] = loadTowns()): PlaceIndex {
  const entries: Entry[] = [...catalogue.map((curated) => ({ curated })), ...towns.map((town) => ({ town }))];
  const byId = new Map<string, number>();
  const names = new Map<string, number[]>();
  const raw: { s: string; e: number; rank: Rank }[] = [];
  let longestName = 1;

  entries.forEach((entry, e) => {
    const id = entry.curated ? entry.curated.id : entry.town.id;
    if (byId.has(id)) throw new Error(`duplicate place id ${id}`);
    byId.set(id, e);
    const keys = keysOf(entry);
    // Most towns have one name and nothing else: its suffixes are distinct, no map needed.
    if (keys.names.length === 1 && keys.aliases.length === 0 && keys.areas.length === 0) {
      raw.push({ s: keys.names[0]!, e, rank: RANK.name });
      innerSuffixes(keys.names[0]!, (s) => raw.push({ s, e, rank: RANK.inner }));
    } else {
      for (const [s, rank] of suffixesOf(keys)) raw.push({ s, e, rank });
    }
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
    suffixRank: Uint8Array.from(raw, (r) => r.rank),
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
