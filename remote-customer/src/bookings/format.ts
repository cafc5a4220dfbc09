import { PARIS_TIME_ZONE } from '@rides/contracts/bookings';

/** Euros in the reader's language: whole amounts without decimals (prices are whole euros). */
export function formatEuros(cents: number, lng: string): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}

/** The Paris date and time of an instant, written the reader's way ("Friday, July 1, 2030", "10:30 AM"). */
export function formatParis(iso: string, lng: string): { date: string; time: string } {
  const instant = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(lng, { dateStyle: 'full', timeZone: PARIS_TIME_ZONE }).format(instant),
    time: new Intl.DateTimeFormat(lng, { timeStyle: 'short', timeZone: PARIS_TIME_ZONE }).format(instant),
  };
}
