import { useEffect, useState } from 'react';
import type { Place } from '@rides/contracts/places';
import { loadRules } from './lazy-rules';

export const SEARCH_DEBOUNCE_MS = 150;
/** One letter matches half of France; two ("8e", "T2") already mean something. */
export const MIN_QUERY_LENGTH = 2;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; places: Place[] }
  | { status: 'done'; places: Place[]; query: string }
  | { status: 'failed' };

/**
 * Places for what is typed, in the interface language: debounced (150 ms), and each new keystroke
 * aborts the previous request (AbortController), so an older answer never replaces a newer one.
 */
export function usePlaceSearch(query: string, enabled: boolean, lng: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const q = query.trim();
  const active = enabled && q.length >= MIN_QUERY_LENGTH;
  useEffect(() => {
    if (!active) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    // Earlier suggestions stay on screen while the next ones load: no flicker as the person types.
    setState((s) => ({ status: 'loading', places: s.status === 'done' || s.status === 'loading' ? s.places : [] }));
    const timer = window.setTimeout(async () => {
      try {
        const rules = await loadRules();
        const places = await rules.findPlaces(q, lng, controller.signal);
        if (!controller.signal.aborted) setState({ status: 'done', places, query: q });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, q, lng]);
  return state;
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
