import { dropoffOf, neighbours, roadKm, type PlanDriver, type PlanRide } from './plan-rules';

/**
 * The soft preferences of a dispatch plan (issue [Q] 1), each weighed in kilometres driven empty, so
 * one number compares a short approach with a language spoken or a fairer week:
 * - EMPTY KM: what the ride adds to the driver's empty driving: from the previous drop-off to its pickup,
 *   and from its drop-off to the next pickup, less the direct leg it replaces. Only legs between rides
 *   at most CHAINED_GAP_HOURS apart count: after a longer break (and before a driver's first ride)
 *   where the driver comes from is not on file.
 * - LANGUAGE_MISS_KM: the traveller's language (besides English, which every driver speaks) not spoken.
 * - REQUESTED_BONUS_KM: the customer asked for this driver (a bonus, not a rule: a requested driver who
 *   is busy or too far still loses the ride).
 * - VAN_FOR_SEDAN_KM: a van sent for a sedan booking keeps it from a van booking later.
 * - FAIR_PER_RIDE_KM × rides this week (with the plan's) + FAIR_PER_100_EUR_KM × fares this week in
 *   hundreds of euros (drivers keep 80 % of each fare: fares stand for earnings): each extra ride costs
 *   more for a busier driver, so rides and earnings spread.
 */
export const WEIGHTS = {
  LANGUAGE_MISS_KM: 20,
  REQUESTED_BONUS_KM: 30,
  VAN_FOR_SEDAN_KM: 5,
  FAIR_PER_RIDE_KM: 2,
  FAIR_PER_100_EUR_KM: 1,
} as const;

/** A driver's load while a plan is built: rides and fares this week, the plan's included. */
export interface Load {
  rides: number;
  cents: number;
}

export const CHAINED_GAP_HOURS = 3;

/** The empty kilometres from `a`'s drop-off to `b`'s pickup, or null when they are not chained (a longer break between). */
export const emptyLegKm = (a: PlanRide, b: PlanRide): number | null => (b.pickupAt - dropoffOf(a) <= CHAINED_GAP_HOURS * 3_600_000 ? roadKm(a.to, b.from) : null);

/** Empty kilometres `r` adds between its neighbours in the timeline. */
export function addedEmptyKm(timeline: readonly PlanRide[], r: PlanRide): number {
  const { prev, next } = neighbours(timeline, r);
  let km = 0;
  if (prev) km += emptyLegKm(prev, r) ?? 0;
  if (next) km += emptyLegKm(r, next) ?? 0;
  if (prev && next) km -= emptyLegKm(prev, next) ?? 0;
  return km;
}

export const speaks = (d: PlanDriver, language: string): boolean => language === 'en' || d.languages.includes(language);

/** What giving `r` to the driver costs (km-equivalent); the rules (plan-rules.ts) are checked apart. */
export function insertionCost(d: PlanDriver, timeline: readonly PlanRide[], load: Load, r: PlanRide): number {
  let cost = addedEmptyKm(timeline, r);
  if (!speaks(d, r.language)) cost += WEIGHTS.LANGUAGE_MISS_KM;
  if (r.requestedDriverId === d.id) cost -= WEIGHTS.REQUESTED_BONUS_KM;
  if (r.vehicle === 'sedan' && d.vehicleType === 'van') cost += WEIGHTS.VAN_FOR_SEDAN_KM;
  cost += WEIGHTS.FAIR_PER_RIDE_KM * load.rides + WEIGHTS.FAIR_PER_100_EUR_KM * (load.cents / 10_000);
  return cost;
}
