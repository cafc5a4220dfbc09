import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Place } from '@rides/contracts/places';
import { loadSearchRules } from './lazy-rules';

const NO_PLACES: Place[] = [];

export const SEARCH_DEBOUNCE_MS = 150;
/** One letter matches half of France; two ("8e", "T2") already mean something. */
export const MIN_QUERY_LENGTH = 2;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; places: Place[] }
  | { status: 'done'; places: Place[]; query: string; confident: boolean }
  | { status: 'failed' };

/**
 * The text to search for: what is typed once it has stayed the same for SEARCH_DEBOUNCE_MS (each key
 * restarts the wait), except the first search of a word, which goes at once: nothing is on screen yet,
 * so an early answer only helps (a visitor typing "Charles" sees Charles de Gaulle after "Ch"). One
 * search goes out during a burst of typing, then one when it pauses.
 */
export function useSearchText(typed: string): string {
  const [q, setQ] = useState(typed);
  useEffect(() => {
    if (q.length < MIN_QUERY_LENGTH && typed.length >= MIN_QUERY_LENGTH) {
      setQ(typed);
      return;
    }
    const timer = window.setTimeout(() => setQ(typed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q]);
  return q;
}

/** The cache key of a place search (TanStack Query): the text as sent and the interface language. */
export const placeSearchKey = (query: string, lng: string) => ['searchPlaces', query, lng] as const;

/**
 * Places for what is typed, in the interface language, through TanStack Query: debounced (150 ms; the
 * first search of a word at once, useSearchText), cached per text and language (SPEC 9 settings of the
 * page's QueryClient), and a query no longer wanted is aborted (the queryFn's `signal`), so an older answer never replaces a newer one. Earlier
 * suggestions stay on screen while the next ones load (`keepPreviousData`): no flicker as the person
 * types. `confident` is the server's word that the first place is a sure answer (only once loaded).
 */
export function usePlaceSearch(query: string, enabled: boolean, lng: string): SearchState {
  const typed = query.trim();
  const q = useSearchText(typed);
  const active = enabled && typed.length >= MIN_QUERY_LENGTH && q.length >= MIN_QUERY_LENGTH;
  const search = useQuery({
    queryKey: placeSearchKey(q, lng),
    queryFn: async ({ signal }) => (await loadSearchRules()).findPlaces(q, lng, signal),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  if (!active) return { status: 'idle' };
  if (search.isError) return { status: 'failed' };
  const settled = q === typed && search.isSuccess && !search.isPlaceholderData;
  if (!settled) return { status: 'loading', places: search.data?.places ?? NO_PLACES };
  return { status: 'done', places: search.data.places, query: q, confident: search.data.confident };
}

const STREET_WORDS = /\b(rue|avenue|av|bd|boulevard|blvd|place|quai|all[ée]e|chemin|impasse|route|cours|square|passage|street|st|road|rd|lane)\b/i;

/**
 * Whether a query with no result looks like a street address written without its town or postcode
 * ("12 rue de Rivoli"): the search can only place an address it can attach to a town or postcode.
 */
export function looksLikeAddressWithoutTown(query: string): boolean {
  const q = query.trim();
  const street = /^\d{1,4}\s*(bis|ter|[a-d])?\b/i.test(q) || STREET_WORDS.test(q);
  const town = /\b\d{5}\b/.test(q) || /,\s*\S{2,}/.test(q);
  return street && !town;
}
