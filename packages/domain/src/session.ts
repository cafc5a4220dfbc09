/** SPEC 4 / 9 remember-me: how long a session may last after sign-in. */
export const SESSION_DAYS = { remembered: 30, default: 1 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const sessionLimitMs = (remember: boolean): number => (remember ? SESSION_DAYS.remembered : SESSION_DAYS.default) * DAY_MS;

/** True when a session that began at `startedAtMs` has outlived what it was allowed. */
export const sessionExpired = (startedAtMs: number, remember: boolean, nowMs: number): boolean =>
  nowMs - startedAtMs > sessionLimitMs(remember);
