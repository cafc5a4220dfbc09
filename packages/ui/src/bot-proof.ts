import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { BotProof } from '@rides/contracts/sign-in';
import { countInteraction, pageInteraction, type InteractionCounts } from './page-interaction';

const never = () => () => undefined;

/**
 * Watches how a form is filled (SPEC 5: sign-in, sign-up, the checkout, contact): time since it appeared, and real (trusted) mouse
 * movements, keystrokes and touches. Scripts that set values directly produce none of them.
 * A form hydrated from the prerendered page (issue [L]) appeared with the page and may have been
 * filled before React ran: it counts from the page's start (page-interaction.ts).
 */
export function useBotProof(): (honeypot: string) => BotProof {
  // The server snapshot is what React uses while it hydrates: true only for a form that was in the page.
  const hydrating = useSyncExternalStore(never, () => false, () => true);
  const watch = useRef<{ started: number; counts: InteractionCounts; fromPage: boolean } | null>(null);
  if (watch.current === null) {
    const page = hydrating ? pageInteraction() : null;
    watch.current = page ? { started: 0, counts: page, fromPage: true } : { started: performance.now(), counts: { mouseMoves: 0, keystrokes: 0, touches: 0 }, fromPage: false };
  }
  useEffect(() => {
    const w = watch.current!;
    if (w.fromPage) return;
    w.started = performance.now();
    return countInteraction(w.counts);
  }, []);
  return (honeypot) => {
    const { started, counts: c } = watch.current!;
    return { honeypot, elapsedMs: Math.round(performance.now() - started), mouseMoves: c.mouseMoves, keystrokes: c.keystrokes, touches: c.touches };
  };
}
