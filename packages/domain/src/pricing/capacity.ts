import type { CapacityProblem, Tariff, Vehicle, VehicleCapacity } from '@rides/contracts/pricing';

/** Who travels: children in child or booster seats are passengers too. */
export interface Party {
  passengers: number;
  /** Large bags; one small cabin bag per passenger is not counted. */
  luggage: number;
  childSeats: number;
  boosterSeats: number;
}

type Capacities = Tariff['capacity'];

const seatsOf = (party: Party) => party.childSeats + party.boosterSeats;

const fits = (party: Party, c: VehicleCapacity) =>
  party.passengers <= c.passengers && party.luggage <= c.luggage && seatsOf(party) <= c.childSeats;

/** The first limit of the sedan the party goes over, in the order a traveller thinks of them. */
function sedanProblem(party: Party, sedan: VehicleCapacity): CapacityProblem['code'] {
  if (party.passengers > sedan.passengers) return 'too-many-passengers-for-sedan';
  if (party.luggage > sedan.luggage) return 'too-much-luggage-for-sedan';
  return 'too-many-seats-for-sedan';
}

/**
 * Whether the party fits the vehicle: null when it does, else the problem. An adult travels, so
 * child and booster seats together are at most passengers - 1. A sedan that is too small names the
 * van when the van can take the party; beyond the van no single vehicle can.
 */
export function checkCapacity(vehicle: Vehicle, party: Party, capacity: Capacities): CapacityProblem | null {
  if (seatsOf(party) > party.passengers - 1) return { code: 'seats-exceed-passengers', suggestedVehicle: null };
  if (fits(party, capacity[vehicle])) return null;
  if (vehicle === 'sedan' && fits(party, capacity.van)) {
    return { code: sedanProblem(party, capacity.sedan), suggestedVehicle: 'van' };
  }
  return { code: 'too-many-for-one-vehicle', suggestedVehicle: null };
}

/** The smallest vehicle that takes the party (the sedan first), or null when none does. */
export function suggestVehicle(party: Party, capacity: Capacities): Vehicle | null {
  if (checkCapacity('sedan', party, capacity) === null) return 'sedan';
  if (checkCapacity('van', party, capacity) === null) return 'van';
  return null;
}
