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
