/**
 * `load`, remembered for `ttlMs` per function instance (module state lives as long as the instance).
 * Callers during a load share it (a cold instance under load runs one query, not one per request);
 * a failed load is forgotten at once, so the next call tries again instead of serving the failure.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let entry: { value: Promise<T>; expiresAt: number } | null = null;
  return () => {
    const at = now();
    if (entry && at < entry.expiresAt) return entry.value;
    const current = { value: load(), expiresAt: at + ttlMs };
    entry = current;
    current.value.catch(() => {
      if (entry === current) entry = null;
    });
    return current.value;
  };
}
