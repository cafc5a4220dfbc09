import type { Place } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';
import { arrondissementId } from './catalogue/arrondissements';
import { departmentOfPostcode } from './departments';
import { entryId, entryPlace } from './entry-place';
import { expandAbbreviation, searchTokens } from './normalise';
import type { AddressMatch } from './geocoder/geocoder';
import type { PlaceIndex } from './place-index';
import { townId } from './towns';
import { wellFormed } from './well-formed';

/**
 * The LOCAL street-address adapter (geocoder/local-geocoder.ts wraps it: the default, and the fallback
 * of a real geocoder). A free-text street address ("12 rue de Rivoli, 75004 Paris") is accepted as
 * typed and attached to a known place, whose coordinates stand for it in distances and fares (the
 * driver reads the text). Attached by a Paris postcode to its arrondissement, else to the longest town or curated place name
 * written in it (the most populated on a tie; a non-Paris postcode keeps only towns of its department).
 * A name counts only where a town is written in an address: ending the text, a comma-separated part
 * or the words before a postcode, and not right after "de", "du", "rue"... ("avenue de Versailles",
 * "12 rue de Rivoli": there is a town called Rue). A numbered address that names no town and no
 * postcode ("10 rue de Rivoli", as travellers type it) is taken to be in Paris, the city we serve
 * first (issue [R] 1): offered as "10 rue de Rivoli · Paris", not as a sure answer, so the traveller
 * sees the assumption and picks it (or adds the town). When a postcode or town is written and nothing
 * can be attached there is no address result: the client asks for the town or postcode.
 */

const STREET_WORDS = new Set([
  'rue', 'avenue', 'av', 'ave', 'bd', 'boulevard', 'blvd', 'place', 'quai', 'allee', 'chemin', 'impasse', 'route', 'rte',
  'cours', 'square', 'passage', 'street', 'road', 'rd', 'lane',
]);
/** Words after which a place name is part of a street name: "avenue de Versailles", "rue du Havre". */
const CONNECTORS = new Set(['de', 'du', 'des', 'd', 'l', 'la', 'le', 'les', 'a', 'au', 'aux']);
const HOUSE_NUMBER = /^\d{1,4}([a-d]|bis|ter|quater)?$/;
const POSTCODE = /^\d{5}$/;
/** Words that add nothing to a place name: "75008 Paris, France" is the arrondissement, not an address. */
const FILLER = new Set(['france', 'cedex']);

export const ADDRESS_PREFIX = 'address:';
/** Room kept for the attached place's id inside the 200-character place id. */
const MAX_ENCODED_TEXT = 200 - ADDRESS_PREFIX.length - 1 - 40;

/**
 * The typed text as shown and stored: whitespace collapsed, lone surrogates replaced (wellFormed: so
 * encoding it can never throw), cut to fit a place id.
 */
export function addressText(typed: string): string {
  const chars = Array.from(wellFormed(typed).replace(/\s+/g, ' ').trim());
  while (chars.length > 0 && encodeURIComponent(chars.join('')).length > MAX_ENCODED_TEXT) chars.pop();
  return chars.join('').trim();
}

function parisArrondissement(postcode: string): number | null {
  if (postcode === '75116') return 16;
  const n = Number(postcode.slice(3));
  return postcode.startsWith('750') && n >= 1 && n <= 20 ? n : null;
}

interface NameMatch {
  entry: number;
  from: number;
  to: number;
}

type Words = { tokens: string[]; partEnds: Set<number> };

/** The text's words, and after which of them a part ends (a comma, semicolon, slash or bracket). */
function splitWords(text: string): Words {
  const tokens: string[] = [];
  const partEnds = new Set<number>();
  for (const part of text.split(/[,;/()\n]+/)) {
    tokens.push(...searchTokens(part).map(expandAbbreviation));
    partEnds.add(tokens.length);
  }
  return { tokens, partEnds };
}

/** Whether a place name may end before word `to`: at the end of a part, or before a postcode or "France". */
const canEnd = ({ tokens, partEnds }: Words, to: number): boolean => partEnds.has(to) || POSTCODE.test(tokens[to]!) || FILLER.has(tokens[to]!);

function longestName(index: PlaceIndex, words: Words, department: string | null): NameMatch | null {
  const { tokens } = words;
  let best: (NameMatch & { length: number; weight: number }) | null = null;
  for (let from = 0; from < tokens.length; from++) {
    const before = tokens[from - 1];
    if (STREET_WORDS.has(tokens[from]!) || (before !== undefined && (CONNECTORS.has(before) || STREET_WORDS.has(before)))) continue;
    for (let to = from + 1; to <= Math.min(tokens.length, from + index.longestName); to++) {
      if (!canEnd(words, to)) continue;
      const key = tokens.slice(from, to).join(' ');
      for (const entry of index.names.get(key) ?? []) {
        const { town } = index.entries[entry]!;
        if (town && department && town.department !== department) continue;
        const weight = town ? town.population : Number.POSITIVE_INFINITY;
        if (!best || key.length > best.length || (key.length === best.length && weight > best.weight)) {
          best = { entry, from, to, length: key.length, weight };
        }
      }
    }
  }
  return best && { entry: best.entry, from: best.from, to: best.to };
}

const ORDINAL = /^(\d{1,2})(e|er|ere|eme|em|th|st|nd|rd)?$/;

/** "Paris 8", "Paris 8e", "Paris 16th" where a town may be written: that arrondissement. */
function parisOrdinal(index: PlaceIndex, words: Words): NameMatch | null {
  const { tokens } = words;
  for (let from = 0; from + 1 < tokens.length; from++) {
    const n = Number(ORDINAL.exec(tokens[from + 1]!)?.[1]);
    if (tokens[from] !== 'paris' || !(n >= 1 && n <= 20) || !canEnd(words, from + 2)) continue;
    const entry = index.byId.get(arrondissementId(n));
    if (entry !== undefined) return { entry, from, to: from + 2 };
  }
  return null;
}

/**
 * Whether a text is worth sending to a geocoder: a house number first or a street word, and some
 * other word besides numbers, postcodes and street words ("12 rue de Rivoli", "rue Cler Paris"; not
 * "75008 Paris", "Terminal 2E" or "12").
 */
export function looksLikeStreetAddress(text: string): boolean {
  const { tokens } = splitWords(text);
  const numbered = tokens.length > 0 && HOUSE_NUMBER.test(tokens[0]!);
  if (!numbered && !tokens.some((t) => STREET_WORDS.has(t))) return false;
  return tokens.some((t) => !HOUSE_NUMBER.test(t) && !POSTCODE.test(t) && !STREET_WORDS.has(t) && !FILLER.has(t) && !CONNECTORS.has(t));
}

/** The city a numbered address without town or postcode is taken to be in. */
const PARIS_TOWN = townId(2988507);

interface Attachment {
  entry: number;
  /** No town or postcode was written: Paris was assumed. */
  assumed: boolean;
}

function attach(index: PlaceIndex, text: string): Attachment | null {
  const words = splitWords(text);
  const { tokens } = words;
  const numbered = tokens.length > 0 && HOUSE_NUMBER.test(tokens[0]!);
  const postcodes = tokens.filter((t) => POSTCODE.test(t));
  if (!numbered && postcodes.length === 0 && !tokens.some((t) => STREET_WORDS.has(t))) return null;

  const arrondissement = postcodes.map(parisArrondissement).find((n) => n !== null);
  const department = arrondissement || postcodes.length === 0 ? null : departmentOfPostcode(postcodes[0]!);
  const match = (department === null || department === '75' ? parisOrdinal(index, words) : null) ?? longestName(index, words, department);
  const assumed = !arrondissement && !match && numbered && postcodes.length === 0;
  const attached = arrondissement ? index.byId.get(arrondissementId(arrondissement)) : assumed ? index.byId.get(PARIS_TOWN) : match?.entry;
  if (attached === undefined) return null;

  // Something must be left besides the number, postcode and place: "8 Paris" or "75008" is no address.
  const rest = tokens.filter((t, i) => !(i === 0 && numbered) && !POSTCODE.test(t) && !FILLER.has(t) && !(match && i >= match.from && i < match.to));
  return rest.length > 0 ? { entry: attached, assumed } : null;
}

/** The entry a typed address is attached to, or null when it is not an address or names no known place. */
export const attachAddress = (index: PlaceIndex, text: string): number | null => attach(index, text)?.entry ?? null;

export const addressId = (placeId: string, text: string): string => `${ADDRESS_PREFIX}${placeId}:${encodeURIComponent(text)}`;

function addressPlace(index: PlaceIndex, entry: number, text: string, lang: Language): Place {
  const attached = entryPlace(index.entries[entry]!, lang);
  return {
    id: addressId(attached.id, text),
    kind: 'address',
    name: text,
    detail: attached.name,
    lat: attached.lat,
    lon: attached.lon,
    inParis: attached.inParis,
  };
}

/**
 * The address result for a query, or null when the query is not an address that can be attached. It
 * is a sure answer (Enter takes it) unless the town was assumed.
 */
export function addressFor(index: PlaceIndex, query: string, lang: Language): AddressMatch | null {
  const text = addressText(query);
  const found = text ? attach(index, text) : null;
  return found && { place: addressPlace(index, found.entry, text, lang), confident: !found.assumed };
}

/**
 * Rebuilds an address place from its id. The attachment is worked out again from the text and must be
 * the one the id names, so a client cannot move an address by editing the id.
 */
export function addressById(index: PlaceIndex, id: string, lang: Language): Place | null {
  const rest = id.slice(ADDRESS_PREFIX.length);
  const colon = rest.indexOf(':');
  if (!id.startsWith(ADDRESS_PREFIX) || colon < 1) return null;
  let text: string;
  try {
    text = decodeURIComponent(rest.slice(colon + 1));
  } catch {
    return null;
  }
  if (!text || addressText(text) !== text) return null;
  const entry = attachAddress(index, text);
  if (entry === null || entryId(index.entries[entry]!) !== rest.slice(0, colon)) return null;
  return addressPlace(index, entry, text, lang);
}
