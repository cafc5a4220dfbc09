/**
 * Formatting for the reader's language, with the browser's Intl (no library on the home page).
 * Draft dates and times are already Paris wall-clock values: they are formatted as such (in UTC, so
 * the phone's own time zone never shifts them).
 */
export function formatEuros(cents: number, lng: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(cents / 100);
}

/** 2026-06-12 -> "Friday 12 June 2026" (in the reader's language). */
export function formatLocalDate(date: string, lng: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : new Intl.DateTimeFormat(lng, { dateStyle: 'full', timeZone: 'UTC' }).format(d);
}

/** 14:05 -> "14:05" or "2:05 PM", as the reader's language writes times. */
export function formatLocalTime(time: string, lng: string): string {
  const d = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(d.getTime()) ? time : new Intl.DateTimeFormat(lng, { timeStyle: 'short', timeZone: 'UTC' }).format(d);
}
