/** Paris wall-clock time (SPEC: a Paris service; the booking form speaks Paris time). */
const ZONE = 'Europe/Paris';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Paris local date (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function parisLocal(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Minutes Paris is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const { date, time } = parisLocal(instant);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a Paris local date and time, or null when that wall-clock time does not exist (the
 * hour skipped when clocks go forward) or the date is not a real date. In the repeated autumn hour the
 * earlier instant is taken.
 */
export function parisInstant(date: string, time: string): Date | null {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return null;
  for (const offset of [120, 60]) {
    const candidate = new Date(wall - offset * 60_000);
    if (offsetMinutes(candidate) === offset) {
      const back = parisLocal(candidate);
      if (back.date === date && back.time === time) return candidate;
    }
  }
  return null;
}

/** A calendar date `YYYY-MM-DD` plus `n` days (negative: before); noon UTC keeps clock changes out of it. */
export const addDays = (date: string, n: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A calendar month `YYYY-MM` plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** An instant range [start, end). */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** Paris days `from` .. `to` (inclusive) as instants: midnight Paris is never in the skipped hour. */
export const parisDaysRange = (from: string, to: string): InstantRange => ({ start: parisInstant(from, '00:00')!, end: parisInstant(addDays(to, 1), '00:00')! });

/** Paris months `from` .. `to` (inclusive, `YYYY-MM`) as instants. */
export const parisMonthsRange = (from: string, to: string): InstantRange => ({ start: parisInstant(`${from}-01`, '00:00')!, end: parisInstant(`${addMonths(to, 1)}-01`, '00:00')! });
