import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../prerender/runtime-files';

/**
 * Retries what a remote needs before its App can run, with a short back-off, before the failure
 * reaches the route's error boundary (which then offers Retry to the person):
 * - the manifest (`mf-manifest.json`), fetched through the runtime's `fetch` hook: a network error,
 *   a timeout or a 5xx is tried again (the page's own remote's was fetched early, beside main.js: that
 *   answer is used once when it came);
 * - the remote's entry script (`remoteEntry.<hash>.js`), through `loadEntryError`: the runtime calls it when
 *   the script tag failed to load (not when the script ran and threw), and we load it again.
 * A chunk that is gone after a new deploy is handled one level up (`chunk-reload.ts`).
 */
export const ATTEMPTS = 3;
const TIMEOUT_MS = 8000;
const BACKOFF_MS = 300;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fetchWithRetry(url: string, init?: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    try {
      const res = await fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' });
      if (res.ok || res.status < 500) return res;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (e) {
      lastError = e;
    } finally {
      clearTimeout(timer);
    }
    if (attempt < ATTEMPTS) await wait(BACKOFF_MS * attempt);
  }
  throw lastError;
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** The first load failed; tries ATTEMPTS - 1 more times. Undefined: give up (the original error is thrown). */
async function loadEntryAgain({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) {
  for (let attempt = 2; attempt <= ATTEMPTS; attempt++) {
    await wait(BACKOFF_MS * (attempt - 1));
    // The failed load is still registered under this key: without removing it, the runtime would hand it back.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // next attempt
    }
  }
  return undefined;
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rides-retry',
    async fetch(url, init) {
      // The page's remote's manifest, fetched early beside main.js (prerender/runtime-files.ts).
      const early = await takeEarlyManifest(url);
      return early === null ? fetchWithRetry(url, init) : new Response(early, { headers: { 'content-type': 'application/json' } });
    },
    loadEntryError(args) {
      // The hook's declared type nests one promise more than the runtime uses: it awaits the result once.
      type HookResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
      return loadEntryAgain(args) as unknown as HookResult;
    },
  };
}
