import type { BookingView } from '@rides/contracts/bookings';

/**
 * Upcoming (pickup now or later, soonest first) and past (latest first), by the pickup instant.
 * Every booking is in exactly one of the two lists.
 */
export function splitByPickup(bookings: readonly BookingView[], now: Date): { upcoming: BookingView[]; past: BookingView[] } {
  const at = (b: BookingView) => Date.parse(b.pickupAt);
  const upcoming = bookings.filter((b) => at(b) >= now.getTime()).sort((a, b) => at(a) - at(b));
  const past = bookings.filter((b) => at(b) < now.getTime()).sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}
