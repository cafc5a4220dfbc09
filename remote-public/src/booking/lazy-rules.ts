import { useEffect, useState } from 'react';
import type * as RulesModule from './rules/entry';

/** The rules module's exports; a type-only import, so nothing of it is in this chunk. */
export type Rules = typeof RulesModule;

let loading: Promise<Rules> | null = null;
let loaded: Rules | null = null;
const listeners = new Set<(rules: Rules) => void>();

/** The booking rules chunk, loaded once (a failed load is forgotten, so the next use tries again). */
export function loadRules(): Promise<Rules> {
  loading ??= import('./rules/entry').then(
    (rules) => {
      loaded = rules;
      listeners.forEach((l) => l(rules));
      return rules;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** Runs `fn` when the browser is idle after the first paint, at the latest after `timeout` ms. */
function whenIdle(fn: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The rules once loaded, else null. Loading starts at once on the first interaction with the form
 * (`loadRules`), or, when there is already something to price (a restored draft: `needed`), after
 * the first paint (when the browser is idle, at the latest after 1.5 s). A visitor who only looks
 * never downloads them: the home page stays light on a phone.
 */
export function useRules(needed: boolean): Rules | null {
  const [rules, setRules] = useState<Rules | null>(loaded);
  useEffect(() => {
    if (loaded) {
      setRules(loaded);
      return;
    }
    listeners.add(setRules);
    const cancel = needed ? whenIdle(() => void loadRules().catch(() => undefined), 1500) : () => undefined;
    return () => {
      listeners.delete(setRules);
      cancel();
    };
  }, [needed]);
  return rules;
}
