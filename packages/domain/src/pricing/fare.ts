import type { AirportCode } from '@rides/contracts/places';
import type { DistanceBand, PriceRule, Tariff, Vehicle } from '@rides/contracts/pricing';

/** What pricing needs to know of a place (a `Place` has it). */
export interface PricedPlace {
  inParis: boolean;
  airport?: AirportCode;
}

export interface Fare {
  rule: PriceRule;
  cents: number;
  /** The distance used, rounded to 0.1 km. */
  distanceKm: number;
}

/** Distances are counted in tenths of a km (0.1 km precision) so that band and rate use exact integers. */
function tenthsOfKm(km: number): number {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`distance must be a finite number of km >= 0, got ${km}`);
  return Math.round(km * 10);
}

/** The airport of a Paris <-> airport trip (either direction), or null for any other trip. */
export function parisAirport(from: PricedPlace, to: PricedPlace): AirportCode | null {
  if (from.inParis && to.airport) return to.airport;
  if (to.inParis && from.airport) return from.airport;
  return null;
}

/**
 * The distance fare. Up to `shortMaxKm` (inclusive) the short band's flat amount; over it the long
 * band: base + rate per km of the whole trip, rounded to the nearest whole euro (half a euro up).
 */
export function distanceFare(distanceKm: number, band: DistanceBand, shortMaxKm: number): Fare {
  const tenths = tenthsOfKm(distanceKm);
  const km = tenths / 10;
  if (tenths <= Math.round(shortMaxKm * 10)) return { rule: 'short', cents: band.shortFlatCents, distanceKm: km };
  // In tenths of a cent, every term is an integer: no floating-point drift before the rounding.
  const tenthCents = band.longBaseCents * 10 + band.longPerKmCents * tenths;
  return { rule: 'long', cents: Math.round(tenthCents / 1000) * 100, distanceKm: km };
}

/** The ride's fare: the fixed airport fare for Paris <-> CDG/ORY/BVA, otherwise by distance. */
export function rideFare(from: PricedPlace, to: PricedPlace, distanceKm: number, vehicle: Vehicle, tariff: Tariff): Fare {
  const airport = parisAirport(from, to);
  if (airport) {
    return { rule: 'airport-fixed', cents: tariff.airportFares[airport][vehicle], distanceKm: tenthsOfKm(distanceKm) / 10 };
  }
  return distanceFare(distanceKm, tariff.distance[vehicle], tariff.distance.shortMaxKm);
}
