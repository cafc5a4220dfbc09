import type { Place } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';
import { ADDRESS_PREFIX, addressById, addressFor } from './address';
import { entryPlace } from './entry-place';
import { placeIndex } from './place-index';
import { searchIndex } from './prefix-search';

/**
 * Places for what a person has typed in a from/to field (SPEC 3: "airport, port or address"), named
 * in their language. A street address comes first when the text is one that can be attached to a
 * known place (address.ts); then the best matches of the catalogue and the towns (prefix-search.ts).
 */
export function findPlaces(query: string, lang: Language, limit: number): Place[] {
  const index = placeIndex();
  const address = addressFor(index, query, lang);
  const rest = address ? limit - 1 : limit;
  const places = rest > 0 ? searchIndex(index, query, rest).map((e) => entryPlace(index.entries[e]!, lang)) : [];
  return address ? [address, ...places] : places;
}

/**
 * The place with this id, rebuilt on the server: a booking keeps place ids only, and the server
 * never takes coordinates from the browser. Null for an unknown or tampered id.
 */
export function placeById(id: string, lang: Language): Place | null {
  const index = placeIndex();
  if (id.startsWith(ADDRESS_PREFIX)) return addressById(index, id, lang);
  const entry = index.byId.get(id);
  return entry === undefined ? null : entryPlace(index.entries[entry]!, lang);
}
