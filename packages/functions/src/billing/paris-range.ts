import { parisDaysRange, parisMonthsRange, type InstantRange } from '@rides/domain/paris-time';

/** An instant range [start, end). */
export type Range = InstantRange;

/** Paris dates `from` .. `to`, inclusive, as instants. */
export const parisDates = parisDaysRange;

/** A Paris month `2026-07` as instants. */
export const parisMonth = (month: string): Range => parisMonthsRange(month, month);
