import { callPublic } from '@rides/platform/public-api';
import { searchPlaces, type Place } from '@rides/contracts/places';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/languages';

/** The interface language as the API names it (anything else reads as the default, en). */
export const apiLanguage = (lng: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : DEFAULT_LANGUAGE;

export const PLACE_RESULTS = 8;

/** Places for what was typed, named in the interface language. */
export async function findPlaces(query: string, lng: string | undefined, signal: AbortSignal): Promise<Place[]> {
  const { places } = await callPublic(searchPlaces, { query: query.trim().slice(0, 200), lang: apiLanguage(lng), limit: PLACE_RESULTS }, signal);
  return places;
}
