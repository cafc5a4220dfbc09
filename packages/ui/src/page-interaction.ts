/**
 * Trusted mouse movements, keystrokes and touches since the page's start script ran (issue [L]): a
 * prerendered form takes input before React runs it, so the bot check of a form hydrated from the
 * page (bot-proof.ts) counts from the page's start, not from React's. The start script (a bundle of
 * its own) and the forms share the counts through one window property.
 */
export interface InteractionCounts {
  mouseMoves: number;
  keystrokes: number;
  touches: number;
}

const KEY = '__ridesInteraction';

type WithCounts = Window & { [KEY]?: InteractionCounts };

const EVENTS = [
  ['mousemove', 'mouseMoves'],
  ['keydown', 'keystrokes'],
  ['touchstart', 'touches'],
] as const;
const LISTENING = { capture: true, passive: true } as const;

/** Counts trusted interaction on `win` into `counts` until the returned function is called. */
export function countInteraction(counts: InteractionCounts, win: Window = window): () => void {
  const handlers = EVENTS.map(([type, key]) => [type, (e: Event) => void (e.isTrusted && counts[key]++)] as const);
  for (const [type, h] of handlers) win.addEventListener(type, h, LISTENING);
  return () => {
    for (const [type, h] of handlers) win.removeEventListener(type, h, LISTENING);
  };
}

/** The start script's count for the whole page, kept on the window for the forms. */
export function countPageInteraction(win: Window = window): void {
  const counts: InteractionCounts = { mouseMoves: 0, keystrokes: 0, touches: 0 };
  countInteraction(counts, win);
  (win as WithCounts)[KEY] = counts;
}

/** The page's counts, when its start script counts them (not in Node, nor on a page without one). */
export const pageInteraction = (): InteractionCounts | null => (typeof window === 'undefined' ? null : ((window as WithCounts)[KEY] ?? null));
