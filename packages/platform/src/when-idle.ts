/** SPEC 2's idle timeout: what waits for an idle browser runs at the latest this long after it was asked for. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs` when given (where there is no
 * requestIdleCallback, Safari, after `timeoutMs` or IDLE_TIMEOUT_MS). Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(task, timeoutMs ?? IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}
