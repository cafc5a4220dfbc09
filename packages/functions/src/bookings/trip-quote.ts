import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { MAX_ADVANCE_DAYS, MIN_LEAD_MINUTES, type tripSchema } from '@rides/contracts/bookings';
import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import type { Quote, VersionedTariff } from '@rides/contracts/pricing';
import type { DistanceProvider } from '@rides/domain/distance';
import { parisInstant } from '@rides/domain/paris-time';
import { refuse } from '../http/refuse';
import { placeById } from '../places/search';
import { quoteForPlaces } from '../pricing/quote.service';

/**
 * A trip as the server checks and prices it, for a new booking (createBooking) and for a change to one
 * (Modify, a change request): the same place resolution, the same pickup limits, the same capacity
 * checks and the same quote, so a changed booking costs exactly what booking it afresh would.
 */
export type TripInput = z.output<typeof tripSchema>;

export interface PricingDeps {
  tariff: () => Promise<VersionedTariff>;
  distance: DistanceProvider;
}

/** One of the trip's places, resolved by the server from its id (never taken from the browser). */
export function resolvePlace(id: string, field: 'from' | 'to', language: Language): Place {
  const place = placeById(id, language);
  if (!place) throw refuse('not-found', 'unknown-place', { field });
  return place;
}

/** The pickup instant of a Paris date and time, at least MIN_LEAD_MINUTES and at most MAX_ADVANCE_DAYS ahead. */
export function pickupInstant(trip: Pick<TripInput, 'pickupDate' | 'pickupTime'>, now: Date): Date {
  const at = parisInstant(trip.pickupDate, trip.pickupTime);
  if (!at) throw new HttpsError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: 'trip.pickupTime', message: 'not-a-paris-time' }] });
  if (at.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) throw refuse('failed-precondition', 'pickup-too-soon', { minLeadMinutes: MIN_LEAD_MINUTES });
  if (at.getTime() > now.getTime() + MAX_ADVANCE_DAYS * 86_400_000) throw refuse('failed-precondition', 'pickup-too-far', { maxAdvanceDays: MAX_ADVANCE_DAYS });
  return at;
}

/** The server's quote of the trip with the active tariff; a party the vehicle cannot carry is refused (`capacity`). */
export async function priceTrip(deps: PricingDeps, trip: TripInput, from: Place, to: Place): Promise<{ quote: Quote; version: number }> {
  const { version, tariff } = await deps.tariff();
  const { vehicle, passengers, luggage, childSeats, boosterSeats, extras } = trip;
  try {
    const quote = await quoteForPlaces({ vehicle, passengers, luggage, childSeats, boosterSeats, extras, from, to }, { tariff, distance: deps.distance });
    return { quote, version };
  } catch (e) {
    if (e instanceof HttpsError && e.code === 'invalid-argument') {
      const problem = e.details as { reason: string; suggestedVehicle: string | null };
      throw refuse('invalid-argument', 'capacity', { problem: problem.reason, suggestedVehicle: problem.suggestedVehicle });
    }
    throw e;
  }
}

/** The party as a booking row stores it (bookings.party). */
export const partyOf = (trip: TripInput) => ({
  vehicle: trip.vehicle,
  passengers: trip.passengers,
  luggage: trip.luggage,
  childSeats: trip.childSeats,
  boosterSeats: trip.boosterSeats,
  extras: trip.extras,
});
