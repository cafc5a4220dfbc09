import { LRUCache } from 'lru-cache';
import type { Place } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';
import { config } from '../config';
import { ADDRESS_PREFIX, addressById, addressFor } from './address';
import { isConfident } from './confidence';
import { entryPlace } from './entry-place';
import type { AddressMatch, Geocoder } from './geocoder/geocoder';
import { placesGeocoder } from './geocoder/select-geocoder';
import { GEOCODED_PREFIX, placeFromSignedId } from './geocoder/signed-address-id';
import { placeIndex } from './place-index';
import { searchIndex, type Match } from './prefix-search';

/** What searchPlaces answers: places, best first, and whether the first is a sure answer (confidence.ts). */
export interface PlaceResults {
  places: Place[];
  confident: boolean;
}

/**
 * The catalogue's answers to the latest distinct texts. The index never changes while an instance runs,
 * and travellers type the same first letters ("c", "cd", "cdg"), whose scans are the longest: remembered,
 * they cost a lookup (issue [H] 4). About 100 bytes each.
 */
const recentMatches = new LRUCache<string, readonly Match[]>({ max: 5_000 });

function catalogueMatches(query: string, count: number): readonly Match[] {
  const key = `${count}\u0000${query}`;
  let matches = recentMatches.get(key);
  if (!matches) recentMatches.set(key, (matches = searchIndex(placeIndex(), query, count)));
  return matches;
}

/** Street addresses first, then the best matches of the catalogue and the towns, within the limit. */
function combine(addresses: readonly AddressMatch[], query: string, lang: Language, limit: number): PlaceResults {
  const index = placeIndex();
  const shown = addresses.slice(0, limit);
  const rest = limit - shown.length;
  // One more match than shown, to tell a clear first from a tie.
  const matches = rest > 0 ? catalogueMatches(query, rest + 1) : [];
  const places = [...shown.map((a) => a.place), ...matches.slice(0, rest).map((m) => entryPlace(index.entries[m.entry]!, lang))];
  const confident = shown.length > 0 ? shown[0]!.confident : isConfident(index, matches, query);
  return { places, confident };
}

/**
 * Places for what a person has typed in a from/to field (SPEC 3: "airport, port or address"), named
 * in their language, with the LOCAL address adapter only (address.ts), synchronously: the in-memory
 * part of the search, used by tests and the benchmark.
 */
export function searchPlacesLocally(query: string, lang: Language, limit: number): PlaceResults {
  const address = limit > 0 ? addressFor(placeIndex(), query, lang) : null;
  return combine(address ? [address] : [], query, lang, limit);
}

export const findPlaces = (query: string, lang: Language, limit: number): Place[] => searchPlacesLocally(query, lang, limit).places;

/** Room for street addresses in an answer: the geocoder's best few, the catalogue after them. */
const MAX_ADDRESSES = 3;

/**
 * The searchPlaces answer: a street address from this instance's geocoder (local, or the
 * Géoplateforme with the local adapter as fallback: geocoder/select-geocoder.ts), which only goes to
 * the network when the text looks like a street address, then the catalogue and the towns.
 */
export async function answerPlaceSearch(query: string, lang: Language, limit: number, geocoder: Geocoder = placesGeocoder()): Promise<PlaceResults> {
  const addresses = await geocoder.geocode(query, lang, Math.min(MAX_ADDRESSES, limit));
  return combine(addresses, query, lang, limit);
}

/**
 * The place with this id, rebuilt on the server: a booking keeps place ids only, and the server
 * never takes coordinates from the browser. A local address is attached again from its text
 * (address.ts); a geocoded one is read from its signed id (geocoder/signed-address-id.ts). Null for an
 * unknown or tampered id.
 */
export function placeById(id: string, lang: Language): Place | null {
  const index = placeIndex();
  if (id.startsWith(ADDRESS_PREFIX)) return addressById(index, id, lang);
  if (id.startsWith(GEOCODED_PREFIX)) {
    const secret = config().placeIdSecret;
    return secret ? placeFromSignedId(id, secret) : null;
  }
  const entry = index.byId.get(id);
  return entry === undefined ? null : entryPlace(index.entries[entry]!, lang);
}
