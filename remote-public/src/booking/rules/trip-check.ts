import { contactSchema, tripSchema, type TripInput } from '@rides/contracts/bookings';
import type { CapacityProblem, Tariff } from '@rides/contracts/pricing';
import { checkCapacity } from '@rides/domain/pricing/capacity';
import type { BookingDraft, ContactDraft } from '../draft';
import type { FieldErrors, FieldKey, Problem } from '../problems';
import { earliestPickup, latestPickupDate, pickupProblem } from './lead-time';
import { optionsOf } from './instant-price';

interface Issue {
  path: ReadonlyArray<PropertyKey> | string;
  message: string;
}

/** The trip as createBooking takes it. */
export function tripInput(d: BookingDraft): TripInput {
  return {
    from: d.from?.id ?? '',
    to: d.to?.id ?? '',
    pickupDate: d.pickupDate,
    pickupTime: d.pickupTime,
    flightNumber: d.flightNumber.trim(),
    vehicle: d.vehicle,
    passengers: d.passengers,
    luggage: d.luggage,
    childSeats: d.childSeats,
    boosterSeats: d.boosterSeats,
    extras: optionsOf(d),
  };
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

function contactProblems(who: 'traveller' | 'booker', c: ContactDraft): FieldErrors {
  const parsed = contactSchema.safeParse(c);
  return parsed.success ? {} : problemsFromIssues(parsed.error.issues, [who]);
}

/**
 * The form step's check, before the checkout opens: the shared trip schema, the lead time in Paris
 * time, the vehicle's capacity (when the tariff is known) and the traveller when booking for someone
 * else. Empty when the trip can go to checkout.
 */
export function checkTrip(d: BookingDraft, now: Date, t: Tariff | null): FieldErrors {
  const parsed = tripSchema.safeParse(tripInput(d));
  const out: FieldErrors = parsed.success ? {} : problemsFromIssues(parsed.error.issues);
  if (!out.pickupDate && !out.pickupTime) {
    const p = pickupProblem(d.pickupDate, d.pickupTime, now);
    if (p?.reason === 'past' || p?.reason === 'too-soon') out[p.field] = { key: p.reason === 'past' ? 'inPast' : 'tooSoon', values: { ...earliestPickup(now) } };
    if (p?.reason === 'too-far') out[p.field] = { key: 'tooFar', values: { date: latestPickupDate(now) } };
  }
  if (t && !out.passengers && !out.luggage && !out.seats) {
    const problem = checkCapacity(d.vehicle, d, t.capacity);
    if (problem) {
      const [field, p] = capacityProblem(problem, t);
      out[field] ??= p;
    }
  }
  return d.forSomeoneElse ? { ...out, ...contactProblems('traveller', d.traveller) } : out;
}

/** The checkout step's own fields: the booker, the payment choice and the terms. */
export function checkCheckout(d: BookingDraft): FieldErrors {
  const out = contactProblems('booker', d.booker);
  if (!d.payment) out.payment = { key: 'payment' };
  if (!d.acceptTerms) out.acceptTerms = { key: 'acceptTerms' };
  return out;
}
