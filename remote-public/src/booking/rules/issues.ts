import type { FieldErrors, FieldKey, Problem } from '../problems';

export interface Issue {
  path: ReadonlyArray<PropertyKey> | string;
  message: string;
}

const TRIP_FIELDS: Record<string, [FieldKey, Problem['key']]> = {
  from: ['from', 'from'],
  to: ['to', 'to'],
  pickupDate: ['pickupDate', 'pickupDate'],
  pickupTime: ['pickupTime', 'pickupTime'],
  flightNumber: ['flightNumber', 'flightNumber'],
  passengers: ['passengers', 'party'],
  luggage: ['luggage', 'party'],
  childSeats: ['seats', 'party'],
  boosterSeats: ['seats', 'party'],
  extras: ['extras', 'party'],
  vehicle: ['vehicle', 'vehicle'],
};
const CONTACT_KEYS: Record<string, Problem['key']> = { name: 'name', email: 'email', phone: 'phone' };

/**
 * Field problems from zod issues: the browser's own check with the shared schemas, or the server's
 * `invalid-argument` details. Paths are createBooking's (`trip.from`, `booker.phone`, `payment`);
 * a trip-only check gives paths without the `trip.` prefix. The first issue of a field wins.
 */
export function problemsFromIssues(issues: readonly Issue[], prefix: string[] = []): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = [...prefix, ...(typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String))];
    const [head, second] = path[0] === 'trip' ? [path[1], undefined] : [path[0], path[1]];
    let entry: [FieldKey, Problem] | null = null;
    if ((head === 'booker' || head === 'traveller') && second && CONTACT_KEYS[second]) {
      entry = [`${head}.${second}` as FieldKey, { key: CONTACT_KEYS[second] }];
    } else if (head === 'payment' || head === 'acceptTerms') {
      entry = [head, { key: head }];
    } else if (head && TRIP_FIELDS[head]) {
      const [field, key] = TRIP_FIELDS[head];
      entry = [field, { key: issue.message === 'same-place' ? 'samePlace' : key }];
    }
    if (entry) out[entry[0]] ??= entry[1];
  }
  return out;
}
