import type { CapacityProblem, Tariff } from '@rides/contracts/pricing';
import type { FieldKey, Problem } from '../problems';

const CAPACITY_KEYS: Record<CapacityProblem['code'], Problem['key']> = {
  'seats-exceed-passengers': 'seatsExceedPassengers',
  'too-many-passengers-for-sedan': 'sedanPassengers',
  'too-much-luggage-for-sedan': 'sedanLuggage',
  'too-many-seats-for-sedan': 'sedanSeats',
  'too-many-for-one-vehicle': 'tooManyForOneVehicle',
};

/** A party that does not fit, as a field problem (the van suggestion is the form's, from the same rule). */
export function capacityProblem(problem: CapacityProblem, t: Tariff | null): [FieldKey, Problem] {
  const sedan = t?.capacity.sedan;
  const max = problem.code === 'too-many-passengers-for-sedan' ? sedan?.passengers : problem.code === 'too-much-luggage-for-sedan' ? sedan?.luggage : sedan?.childSeats;
  const field: FieldKey = problem.code === 'seats-exceed-passengers' ? 'seats' : 'vehicle';
  return [field, { key: CAPACITY_KEYS[problem.code], values: { max: max ?? 0 } }];
}
