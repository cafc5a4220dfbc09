import { useEffect, useSyncExternalStore } from 'react';
import { changedSinceRendered, pageFields } from '@rides/ui/page-fields';
import type * as SearchRulesModule from './rules/entry';
import type * as ChecksModule from './rules/checks';

/** The rules modules' exports; type-only imports, so nothing of them is in this chunk. */
export type SearchRules = typeof SearchRulesModule;
export type Rules = SearchRules & typeof ChecksModule;

let loaded: SearchRules | null = null;
const listeners = new Set<() => void>();

/** `load` once; a failed load is forgotten, so the next use tries again. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    }));
}

/**
 * The rules the form needs while the visitor types (rules/entry.ts: places, price, lead time,
 * capacity), loaded once: at the form's first focus, beside the hydration when the visitor typed before
 * the app ran (`loadRulesIfFormInUse`), or when the browser is idle once the app runs
 * (`useSearchRulesSoon`). Decision (issue [L], measured both ways): not prefetched by webpack. A
 * prefetch starts as the page's chunk arrives, in the middle of a cold phone's start-up, and its ~65 KiB
 * (then, with the phone rules) delayed the app by 0.4-0.6 s on 1.47 Mbit/s.
 */
export const loadSearchRules = loadOnce(() =>
  import('./rules/entry').then((rules) => {
    loaded = rules;
    listeners.forEach((l) => l());
    return rules;
  }),
);

/**
 * Every rule, the checks before the checkout and the booking request included (rules/checks.ts: the
 * contact schemas and their phone rules, ~29 KiB gzipped whose parse took ~0.2 s on a phone, a long task
 * while the visitor typed the first address when it came with the search rules). Loaded when both
 * places are chosen (useRules), or at Continue.
 */
export const loadRules = loadOnce(async (): Promise<Rules> => {
  const [search, checks] = await Promise.all([loadSearchRules(), import('./rules/checks')]);
  return { ...search, ...checks };
});

/** Whether the visitor has typed, ticked or picked something in the page's booking form, or is in it. */
export function bookingFormInUse(doc: Document): boolean {
  const form = doc.getElementById('booking');
  if (!form) return false;
  return pageFields(form).some(changedSinceRendered) || form.contains(doc.activeElement);
}

/**
 * A prerendered page about to be hydrated (its module's `warm`): when the booking form is in use, the
 * rules load at once, beside the page's own loads, so the suggestions or the price for what is there
 * need one round trip (the search), not two. A visitor who has only looked runs nothing.
 */
export function loadRulesIfFormInUse(doc: Document = document): void {
  if (bookingFormInUse(doc)) void loadSearchRules().catch(() => undefined);
}

/**
 * Runs `fn` when the browser is idle after the first paint, at the latest after `timeout` ms; where
 * there is no idle callback (Safari), after `fallbackMs`.
 */
function whenIdle(fn: () => void, timeout: number, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, fallbackMs);
  return () => window.clearTimeout(handle);
}

/**
 * The booking form on screen, the app running: its search rules load when the browser is next idle (at
 * the latest after 5 s). Decision (issue [L] 6, `pnpm bench:web -- --touch`): a visitor who taps the
 * form after the app has started got the first suggestion ~2 s after the tap (the rules' round trip,
 * their parse, then the search's); with the rules here it is the search's round trip, and their parse
 * (zod, ~0.15 s on a phone) no longer lands between the visitor's keys. It costs ~34 KiB gzipped for a
 * visitor who only looks, so not with the browser's data saver on; it starts after the app's first
 * commit, never during its start (a prefetch there delayed a cold start by 0.4-0.6 s, see above).
 */
export function useSearchRulesSoon(): void {
  useEffect(() => {
    if (loaded || (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    // Without an idle callback, 2 s: after the hydration's later passes, not in them.
    return whenIdle(() => void loadSearchRules().catch(() => undefined), 5000, 2000);
  }, []);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The search rules once loaded, else null. Loading starts at once on the first interaction with the
 * form (`loadSearchRules`), or, when there is already something to price (both places chosen, a restored
 * draft: `needed`), after the first paint (when the browser is idle, at the latest after 1.5 s), with
 * the checks (`loadRules`); and, once the app runs, when the browser is idle (`useSearchRulesSoon`).
 *
 * Hydration renders as the prerender did, without the rules (the server snapshot), even when they are
 * here already (`loadRulesIfFormInUse` starts them beside the hydration's loads): a first render that
 * differed from the HTML would make React throw the page away and render it afresh, and with it what
 * the visitor had typed.
 */
export function useRules(needed: boolean): SearchRules | null {
  const rules = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(() => {
    if (!needed) return;
    return whenIdle(() => void loadRules().catch(() => undefined), 1500);
  }, [needed]);
  return rules;
}
