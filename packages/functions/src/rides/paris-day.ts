import { addDays, parisInstant, parisLocal, parisMonthsRange } from '@rides/domain/paris-time';

/** The Paris calendar day of an instant, as [start, end) instants (23 or 25 hours on clock-change days). */
export function parisDayOf(instant: Date): { start: Date; end: Date } {
  const { date } = parisLocal(instant);
  return { start: parisInstant(date, '00:00')!, end: parisInstant(addDays(date, 1), '00:00')! };
}

/** The Paris calendar month of an instant, as [start, end). */
export function parisMonthOf(instant: Date): { start: Date; end: Date } {
  const month = parisLocal(instant).date.slice(0, 7);
  return parisMonthsRange(month, month);
}
