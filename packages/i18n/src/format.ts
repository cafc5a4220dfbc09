import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/language-codes';

/**
 * One way to write money, dates and times per interface language, used by the web pages and by the
 * e-mails so the two never disagree (issue [J] 2). Decisions:
 * - Each language has one region: en is British English (a Paris service read by travellers from
 *   everywhere: "Tuesday 24 November 2026", never the US month-first order), fr France, it Italy,
 *   es Spain, zh mainland China (simplified script).
 * - Times use the 24-hour clock in every language, as airport and station boards do, so "10:00" on
 *   the page, in the e-mail and on the arrivals board are the same text.
 * - Booking instants are always shown in Paris time (Europe/Paris), whatever the reader's device says.
 * - Prices are whole euros (the tariff refuses cents), shown without decimals; a non-whole amount
 *   (a partial refund) keeps its two decimals.
 */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', zh: 'zh-CN' };

export const PARIS_TIME_ZONE = 'Europe/Paris';

/** The locale of an interface language; anything else ("fr-CA", undefined) falls back by its first two letters, then to English. */
export function localeOf(lng: string | undefined): string {
  const base = (lng ?? '').slice(0, 2).toLowerCase();
  return LOCALES[(LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE];
}

// Building an Intl formatter costs far more than using one: each is made once per locale and options.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

const DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function dateTimeFormat(lng: string | undefined, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const locale = localeOf(lng);
  return cached(`dt|${locale}|${timeZone}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
}

/** 7500 -> "€75" (en), "75 €" (fr); 1250 -> "€12.50". */
export function formatMoney(cents: number, lng: string | undefined): string {
  const locale = localeOf(lng);
  const digits = cents % 100 === 0 ? 0 : 2;
  const f = cached(`money|${locale}|${digits}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }));
  return f.format(cents / 100);
}

/** A number with at most one decimal (distances in km). */
export function formatDecimal(value: number, lng: string | undefined): string {
  const locale = localeOf(lng);
  return cached(`dec|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })).format(value);
}

/** The CLDR plural category of `n` in the language: "one" for 1 in English, also for 0 in French. */
export function pluralCategory(n: number, lng: string | undefined): Intl.LDMLPluralRule {
  const locale = localeOf(lng);
  return cached(`plural|${locale}`, () => new Intl.PluralRules(locale)).select(n);
}

const toDate = (at: Date | string): Date => (typeof at === 'string' ? new Date(at) : at);

/** The Paris date of an instant: "Tuesday 24 November 2026"; `short`: "Tue 24 Nov 2026". */
export function formatParisDate(at: Date | string, lng: string | undefined, style: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(lng, style === 'long' ? DATE : SHORT_DATE, PARIS_TIME_ZONE).format(toDate(at));
}

/** The Paris time of an instant: "10:00". */
export function formatParisTime(at: Date | string, lng: string | undefined): string {
  return dateTimeFormat(lng, TIME, PARIS_TIME_ZONE).format(toDate(at));
}

/** The name of Paris's time zone at that instant in the reader's language ("Central European Summer Time"). */
export function formatParisZone(at: Date | string, lng: string | undefined): string {
  const parts = dateTimeFormat(lng, { timeZoneName: 'long' }, PARIS_TIME_ZONE).formatToParts(toDate(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? PARIS_TIME_ZONE;
}

/**
 * A Paris wall-clock date typed in the booking form (YYYY-MM-DD), written like formatParisDate. It
 * is formatted in UTC so the device's own time zone never shifts it. An invalid value is returned as is.
 */
export function formatWallDate(date: string, lng: string | undefined, style: 'long' | 'short' = 'long'): string {
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dateTimeFormat(lng, style === 'long' ? DATE : SHORT_DATE, 'UTC').format(d);
}

/** A Paris wall-clock time typed in the booking form (HH:MM), written like formatParisTime. */
export function formatWallTime(time: string, lng: string | undefined): string {
  const d = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(d.getTime()) ? time : dateTimeFormat(lng, TIME, 'UTC').format(d);
}

/** An instant with date and time in Paris, for lists and logs: "24 Nov 2026, 10:00". */
export function formatParisDateTime(at: Date | string, lng: string | undefined): string {
  return dateTimeFormat(lng, { day: 'numeric', month: 'short', year: 'numeric', ...TIME }, PARIS_TIME_ZONE).format(toDate(at));
}

/** A calendar month `YYYY-MM`: "November 2026" (en), "novembre 2026" (fr). */
export function formatMonth(month: string, lng: string | undefined): string {
  return dateTimeFormat(lng, { month: 'long', year: 'numeric' }, 'UTC').format(new Date(`${month}-15T00:00:00Z`));
}

/** A rate in basis points: 1000 -> "10%" (en), "10 %" (fr); 825 -> "8.25%". */
export function formatRate(bp: number, lng: string | undefined): string {
  const locale = localeOf(lng);
  return cached(`rate|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })).format(bp / 10000);
}
