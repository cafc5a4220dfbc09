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

export function countPageInteraction(win: Window = window): void {
  const counts: InteractionCounts = { mouseMoves: 0, keystrokes: 0, touches: 0 };
  const on = (key: keyof InteractionCounts) => (e: Event) => {
    if (e.isTrusted) counts[key]++;
  };
  win.addEventListener('mousemove', on('mouseMoves'), { capture: true, passive: true });
  win.addEventListener('keydown', on('keystrokes'), { capture: true, passive: true });
  win.addEventListener('touchstart', on('touches'), { capture: true, passive: true });
  (win as WithCounts)[KEY] = counts;
}

/** The page's counts, when its start script counts them (not in Node, nor on a page without one). */
export const pageInteraction = (): InteractionCounts | null => (typeof window === 'undefined' ? null : ((window as WithCounts)[KEY] ?? null));
