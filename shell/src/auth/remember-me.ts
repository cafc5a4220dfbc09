/**
 * SPEC 4 / 9 remember-me: 'Keep me signed in for 30 days' gives a session that ends about 30 days
 * after sign-in, otherwise about 1 day. The end is kept beside Firebase's own session in local storage;
 * the shell signs out when it passes (checked at start and by a timer while the page is open).
 * The server enforces the same limit on every call from the token's auth_time (callable.ts).
 */
import { sessionLimitMs } from '@rides/domain/session';

const KEY = 'rides.sessionEndsAt';

export function startSessionClock(remember: boolean, now = Date.now()): void {
  localStorage.setItem(KEY, String(now + sessionLimitMs(remember)));
}

export function clearSessionClock(): void {
  localStorage.removeItem(KEY);
}

/** Milliseconds left; 0 when the session has ended; Infinity when no clock was set (older sessions). */
export function sessionTimeLeft(now = Date.now()): number {
  const ends = Number(localStorage.getItem(KEY));
  if (!ends) return Infinity;
  return Math.max(0, ends - now);
}
