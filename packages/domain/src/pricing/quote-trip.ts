import type { Place } from '@rides/contracts/places';
import type { Tariff } from '@rides/contracts/pricing';
import type { DistanceProvider } from '../distance';
import { quote, type QuoteResult, type Trip } from './quote';

/** A trip between two places; the distance is measured here. */
export type PlaceTrip = Omit<Trip, 'from' | 'to' | 'distanceKm'> & {
  from: Pick<Place, 'lat' | 'lon' | 'inParis' | 'airport'>;
  to: Pick<Place, 'lat' | 'lon' | 'inParis' | 'airport'>;
};

/**
 * The one way to price a trip between places, in the browser (instant price, with the local distance
 * estimate) and on the server (the authority): measure the road distance, then apply the tariff.
 */
export async function quoteTrip(trip: PlaceTrip, tariff: Tariff, distance: DistanceProvider): Promise<QuoteResult> {
  const distanceKm = await distance.roadKm(trip.from, trip.to);
  return quote({ ...trip, distanceKm }, tariff);
}
