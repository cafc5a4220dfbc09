import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Retries a manifest fetch that fails on the network or times out, with a short back-off, before
 * the failure reaches the route's error boundary (which then offers Retry to the person).
 */
const ATTEMPTS = 3;
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

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rides-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
  };
}
