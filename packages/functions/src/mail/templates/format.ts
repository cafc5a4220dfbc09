import { PARIS_TIME_ZONE } from '@rides/contracts/bookings';

/** Replaces `{key}` with the value, in one pass (a value containing `{…}` is left as it is). */
export const fill = (template: string, vars: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));

export interface PluralForms {
  one: string;
  other: string;
}

/** The plural form of `n` in `locale` (CLDR rules through Intl.PluralRules), `{n}` filled in. */
export function plural(forms: PluralForms, n: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(n) === 'one' ? forms.one : forms.other;
  return fill(form, { n: new Intl.NumberFormat(locale).format(n) });
}

/** Euros from integer cents; whole amounts without decimals (quotes are whole euros). */
export function money(cents: number, locale: string): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

export const decimal = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/**
 * A pickup instant in Paris time: the date (weekday, day, month, year) and the time with the time
 * zone's name in that language ("09:30 Central European Summer Time", "09:30 heure d’été d’Europe centrale").
 */
export function parisDateTime(at: Date, locale: string): { date: string; time: string } {
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: PARIS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: PARIS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'long',
  }).format(at);
  return { date, time };
}
