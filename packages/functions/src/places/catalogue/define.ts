import type { CuratedPlace, Localised } from '../curated-place';

/** Names in the five interface languages, in the order en, fr, it, es, zh. */
export const names = (en: string, fr: string, it: string, es: string, zh: string): Localised => ({ en, fr, it, es, zh });

/** A proper name written the same in en, fr, it and es (most hotels), with its Chinese name. */
export const proper = (name: string, zh: string): Localised => names(name, name, name, name, zh);

/** "75008 Paris": a postcode of department 75, which is exactly the city of Paris. */
const IN_PARIS = /^75\d{3} Paris$/;
const DETAIL = /^\d{5} \S/;

/**
 * A place of the catalogue that is not a transport hub: `detail` is its postcode and town, and
 * `inParis` follows from it (a catalogue test checks both against the coordinates).
 */
function define(kind: 'landmark' | 'hotel', id: string, localised: Localised, detail: string, lat: number, lon: number, aliases: readonly string[]): CuratedPlace {
  if (!DETAIL.test(detail)) throw new Error(`place ${id}: detail must be "postcode town", not "${detail}"`);
  return { id, kind, names: localised, detail, lat, lon, inParis: IN_PARIS.test(detail), aliases };
}

export const landmark = (id: string, localised: Localised, detail: string, lat: number, lon: number, aliases: readonly string[] = []): CuratedPlace =>
  define('landmark', id, localised, detail, lat, lon, aliases);

export const hotel = (id: string, localised: Localised, detail: string, lat: number, lon: number, aliases: readonly string[] = []): CuratedPlace =>
  define('hotel', id, localised, detail, lat, lon, aliases);
