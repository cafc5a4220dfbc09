/**
 * The deploy's runtime files the shell reads first (/env.json: the backend and the company's facts;
 * /remotes.json: where each remote is). Both are served no-cache, so each costs a round trip even from
 * a warm cache. A prerendered page's start script fetches them as it loads main.js (start-page.ts), so
 * they arrive while main.js and the app's chunks do, instead of after them (issue [L] 4: ~0.5 s on a
 * phone); the shell fetches them itself when they are not there (a page without a start script) or
 * that early fetch failed.
 */
const RUNTIME_FILES = { env: '/env.json', remotes: '/remotes.json' } as const;

export type RuntimeFiles = Record<keyof typeof RUNTIME_FILES, Promise<unknown>>;

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** Starts fetching both; a failure is kept in the promise (the shell fetches again). */
export function fetchRuntimeFiles(): RuntimeFiles {
  const files = { env: fetchJson(RUNTIME_FILES.env), remotes: fetchJson(RUNTIME_FILES.remotes) };
  // Not an unhandled rejection while no one waits on them yet.
  for (const p of Object.values(files)) p.catch(() => undefined);
  return files;
}

/** One file: the start script's answer when it got one, else fetched now. */
export async function runtimeFile(name: keyof typeof RUNTIME_FILES, early: RuntimeFiles | null | undefined): Promise<unknown> {
  if (early) {
    try {
      return await early[name];
    } catch {
      // Fetched again below.
    }
  }
  return fetchJson(RUNTIME_FILES[name]);
}
