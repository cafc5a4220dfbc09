import { MAX_ADVANCE_DAYS, MIN_LEAD_MINUTES } from '@rides/contracts/booking-limits';
import { parisLocal } from '@rides/domain/paris-time';

export { parisLocal };

/**
 * Pickup times are typed and shown in Paris time (Europe/Paris, CET in winter and CEST in summer),
 * whatever the time zone of the phone: the service is in Paris and so is the driver. A pickup is at
 * least MIN_LEAD_MINUTES ahead (2 hours: a driver must be found and reach the place) and at most
 * MAX_ADVANCE_DAYS ahead; the server checks the same rule again when booking.
 */
/** A Paris wall-clock date (YYYY-MM-DD) and time (HH:MM, 24-hour). */
export type ParisLocal = ReturnType<typeof parisLocal>;

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** The earliest pickup bookable now, rounded up to the next 5 minutes (what the time field offers). */
export function earliestPickup(now: Date): ParisLocal {
  const earliest = now.getTime() + MIN_LEAD_MINUTES * 60 * 1000;
  return parisLocal(new Date(Math.ceil(earliest / FIVE_MINUTES_MS) * FIVE_MINUTES_MS));
}

/** The last date bookable now (Paris). */
export function latestPickupDate(now: Date): string {
  return parisLocal(new Date(now.getTime() + MAX_ADVANCE_DAYS * 24 * 60 * 60 * 1000)).date;
}

export type PickupProblem = { field: 'pickupDate' | 'pickupTime'; reason: 'past' | 'too-soon' | 'too-far' } | null;

/**
 * Whether a Paris date and time can be booked now. Both sides are Paris wall-clock strings of the
 * same shape, so they compare as text. A day before the earliest one is the date's fault; a time too
 * soon on the earliest day is the time's. A moment already gone is `past`, said as such.
 */
export function pickupProblem(date: string, time: string, now: Date): PickupProblem {
  const today = parisLocal(now);
  if (date < today.date) return { field: 'pickupDate', reason: 'past' };
  if (date === today.date && time < today.time) return { field: 'pickupTime', reason: 'past' };
  const earliest = earliestPickup(now);
  if (date < earliest.date) return { field: 'pickupDate', reason: 'too-soon' };
  if (date === earliest.date && time < earliest.time) return { field: 'pickupTime', reason: 'too-soon' };
  if (date > latestPickupDate(now)) return { field: 'pickupDate', reason: 'too-far' };
  return null;
}

export { MIN_LEAD_MINUTES };
