import { useEffect } from 'react';
import { useLocation } from '@rides/platform/router';

/**
 * /faq#<id>: once the questions are on the page, opens that one and brings it into view with the
 * focus on its button (the browser's own jump happened before the content had loaded).
 */
export function useHashTarget(ids: readonly string[] | null, show: (id: string) => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ids || !hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // a malformed fragment opens nothing
    }
    if (!ids.includes(id)) return;
    show(id);
    // After the render that opens it, so the answer is laid out when it scrolls.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      target?.querySelector<HTMLElement>('button[aria-expanded]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ids, hash, show]);
}
