/**
 * After a remote is deployed again, a page that was opened before still knows the old chunk names,
 * which no longer exist: loading one fails with a ChunkLoadError. Reloading the page fetches the new
 * manifest and fixes it, so the shell reloads ONCE. The time of that reload is kept in this tab's
 * sessionStorage: if the same failure comes back within RELOAD_GUARD_MS, it is not a stale page but a
 * broken deploy or network, and the person sees the error (with an id) and Retry instead of a loop.
 */
export const RELOAD_GUARD_MS = 60_000;
const KEY = 'rides:chunk-reload-at';

/** webpack's ChunkLoadError (a lazy chunk or a remote's chunk), or a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

/** Reloads the page if no such reload happened within the guard; returns whether it did. */
export function reloadOnceForChunkError(now = Date.now(), storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(KEY)) || 0;
  } catch {
    return false; // no storage: never risk a loop
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A short id for a failure, shown to the person and written to the console, so support can match the two. */
export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase();
}
