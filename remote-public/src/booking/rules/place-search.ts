import { callPublic } from '@rides/platform/public-api';
import { searchPlaces, type Place } from '@rides/contracts/places';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/languages';

/** The interface language as the API names it (anything else reads as the default, en). */
export const apiLanguage = (lng: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : DEFAULT_LANGUAGE;

export const PLACE_RESULTS = 8;

export interface PlaceResults {
  places: Place[];
  /** The server is sure of the first place: the field may highlight it and let Enter take it. */
  confident: boolean;
}

/** Places for what was typed, named in the interface language, and whether the first is a sure answer. */
export async function findPlaces(query: string, lng: string | undefined, signal: AbortSignal): Promise<PlaceResults> {
  const { places, confident } = await callPublic(searchPlaces, { query: query.trim().slice(0, 200), lang: apiLanguage(lng), limit: PLACE_RESULTS }, signal);
  return { places, confident };
}
