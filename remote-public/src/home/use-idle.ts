import { useEffect, useState } from 'react';

/**
 * True once the browser is idle after the first paint (at the latest after `timeoutMs`): what is
 * below the fold waits for it, so the hero and the booking form paint and respond first.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
