import { useEffect, useRef } from 'react';
import type { BotProof } from '@rides/contracts/sign-in';

/**
 * Watches how a form is filled (SPEC 5: sign-in, sign-up, the checkout, contact): time since it appeared, and real (trusted) mouse
 * movements, keystrokes and touches. Scripts that set values directly produce none of them.
 */
export function useBotProof(): (honeypot: string) => BotProof {
  const counts = useRef({ started: performance.now(), mouseMoves: 0, keystrokes: 0, touches: 0 });
  useEffect(() => {
    const c = counts.current;
    c.started = performance.now();
    const on = (key: 'mouseMoves' | 'keystrokes' | 'touches') => (e: Event) => {
      if (e.isTrusted) c[key]++;
    };
    const handlers = [
      ['mousemove', on('mouseMoves')],
      ['keydown', on('keystrokes')],
      ['touchstart', on('touches')],
    ] as const;
    for (const [type, h] of handlers) window.addEventListener(type, h, { passive: true });
    return () => {
      for (const [type, h] of handlers) window.removeEventListener(type, h);
    };
  }, []);
  return (honeypot) => {
    const c = counts.current;
    return { honeypot, elapsedMs: Math.round(performance.now() - c.started), mouseMoves: c.mouseMoves, keystrokes: c.keystrokes, touches: c.touches };
  };
}
