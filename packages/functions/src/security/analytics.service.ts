import type { AnalyticsInput, SessionAnalytics } from '@rides/contracts/session-analytics';
import type { SecurityEventType } from '@rides/contracts/security-event-types';
import { addDays, parisDaysRange } from '@rides/domain/paris-time';
import { daysBetween } from '@rides/contracts/dates';
import type { Db } from '../db/db';
import { eventCountsByDay, signInsByDay, topIdentifiers } from './analytics.repo';

export const TOP_IDENTIFIERS = 10;

/** Paris dates `from`..`to` (inclusive) as the instants [start of from, start of the day after to). */
export const parisRange = parisDaysRange;

/** Every date of the range, counted (the contract bounds it: this century, at most a year). */
const datesOf = (from: string, to: string): string[] => Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));

/** The figures of /session-analytics for a range of Paris days (see @rides/contracts/session-analytics). */
export async function sessionAnalytics(db: Db, input: AnalyticsInput): Promise<SessionAnalytics> {
  const { start, end } = parisRange(input.from, input.to);
  const [events, signIns, top] = await Promise.all([
    eventCountsByDay(db, start, end, input.types),
    signInsByDay(db, start, end),
    topIdentifiers(db, start, end, TOP_IDENTIFIERS),
  ]);
  const dates = datesOf(input.from, input.to);
  const byDay = new Map<string, Partial<Record<SecurityEventType, number>>>(dates.map((d) => [d, {}]));
  const totals: Partial<Record<SecurityEventType, number>> = {};
  for (const e of events) {
    const day = byDay.get(e.date);
    if (day) day[e.type] = e.n;
    totals[e.type] = (totals[e.type] ?? 0) + e.n;
  }
  const signInOf = new Map(signIns.map((s) => [s.date, s]));
  const signInDays = dates.map((date) => ({ date, successes: signInOf.get(date)?.successes ?? 0, failures: signInOf.get(date)?.failures ?? 0, refused: signInOf.get(date)?.refused ?? 0 }));
  const sum = (k: 'successes' | 'failures' | 'refused') => signInDays.reduce((n, d) => n + d[k], 0);
  const successes = sum('successes');
  const failures = sum('failures');
  const refused = sum('refused');
  const attempts = successes + failures + refused;
  return {
    eventsByDay: dates.map((date) => ({ date, counts: byDay.get(date)! })),
    totals,
    signIns: { successes, failures, refused, successRatio: attempts === 0 ? null : successes / attempts },
    signInsByDay: signInDays,
    topIdentifiers: top.map((t) => ({ identifier: t.identifier, failures: t.failures, refused: t.refused, lastAt: t.lastAt.toISOString() })),
  };
}
