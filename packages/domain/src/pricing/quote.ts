import {
  EXTRA_CODES,
  type CapacityProblem,
  type ExtraCode,
  type OptionRequest,
  type Quote,
  type QuoteLine,
  type Tariff,
  type Vehicle,
} from '@rides/contracts/pricing';
import { checkCapacity, type Party } from './capacity';
import { rideFare, type PricedPlace } from './fare';

/**
 * A trip as pricing sees it. `distanceKm` is the road distance from the caller's DistanceProvider.
 * There is deliberately no date or time: no surge, the same trip costs the same at any hour.
 */
export interface Trip extends Party {
  from: PricedPlace;
  to: PricedPlace;
  distanceKm: number;
  vehicle: Vehicle;
  extras: readonly OptionRequest[];
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; problem: CapacityProblem };

function quantities(trip: Trip): Record<ExtraCode, number> {
  const options = (code: ExtraCode) => trip.extras.filter((e) => e.code === code).reduce((n, e) => n + e.quantity, 0);
  return {
    'child-seat': trip.childSeats,
    'booster-seat': trip.boosterSeats,
    'extra-stop': options('extra-stop'),
    pet: options('pet'),
  };
}

/**
 * Prices a trip with a tariff: the ride (fixed airport fare or distance band), then one line per
 * seat or option chosen, in a fixed order. Pure and deterministic; the party must fit the vehicle.
 */
export function quote(trip: Trip, tariff: Tariff): QuoteResult {
  const problem = checkCapacity(trip.vehicle, trip, tariff.capacity);
  if (problem) return { ok: false, problem };

  const fare = rideFare(trip.from, trip.to, trip.distanceKm, trip.vehicle, tariff);
  const lines: QuoteLine[] = [{ code: 'fare', quantity: 1, unitCents: fare.cents, amountCents: fare.cents }];
  const counts = quantities(trip);
  for (const code of EXTRA_CODES) {
    const quantity = counts[code];
    if (quantity > 0) lines.push({ code, quantity, unitCents: tariff.extras[code], amountCents: tariff.extras[code] * quantity });
  }
  return {
    ok: true,
    quote: {
      currency: tariff.currency,
      vehicle: trip.vehicle,
      rule: fare.rule,
      distanceKm: fare.distanceKm,
      lines,
      totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    },
  };
}
