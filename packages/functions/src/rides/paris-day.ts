import { parisInstant, parisLocal } from '@rides/domain/paris-time';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The Paris calendar day of an instant, as [start, end) instants (23 or 25 hours on clock-change days). */
export function parisDayOf(instant: Date): { start: Date; end: Date } {
  const { date } = parisLocal(instant);
  return { start: parisInstant(date, '00:00')!, end: parisInstant(addDays(date, 1), '00:00')! };
}

/** The Paris calendar month of an instant, as [start, end). */
export function parisMonthOf(instant: Date): { start: Date; end: Date } {
  const { date } = parisLocal(instant);
  const [y, m] = date.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { start: parisInstant(`${date.slice(0, 7)}-01`, '00:00')!, end: parisInstant(next, '00:00')! };
}
