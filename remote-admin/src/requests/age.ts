import { localeOf } from '@rides/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, in the reader's language ("5 minutes ago", "il y a 3 heures",
 * "2天前"): minutes under an hour, hours under two days, then days. How long a request has waited
 * matters more to dispatch than its exact time, which is shown beside it.
 */
export function ageOf(at: string, now: Date, lng: string | undefined): string {
  const f = new Intl.RelativeTimeFormat(localeOf(lng), { numeric: 'auto' });
  const ms = Math.max(0, now.getTime() - Date.parse(at));
  if (ms < HOUR) return f.format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < 2 * DAY) return f.format(-Math.floor(ms / HOUR), 'hour');
  return f.format(-Math.floor(ms / DAY), 'day');
}
