import { fieldErrorsOf, pathSegments, type IssueLike } from '@rides/platform/refusal';
import type { FieldErrors, FieldKey, Problem } from '../problems';

/** A trip field by the name in createBooking's schema: the form's field, and its message. */
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

/** The form's field an issue is about and its message key, or null for what no field of the form shows. */
function problemOf(path: readonly string[], message: string): [FieldKey, Problem['key']] | null {
  const [head, second] = path[0] === 'trip' ? [path[1], undefined] : [path[0], path[1]];
  if ((head === 'booker' || head === 'traveller') && second && CONTACT_KEYS[second]) return [`${head}.${second}` as FieldKey, CONTACT_KEYS[second]];
  if (head === 'payment' || head === 'acceptTerms') return [head, head];
  const trip = head ? TRIP_FIELDS[head] : undefined;
  return trip ? [trip[0], message === 'same-place' ? 'samePlace' : trip[1]] : null;
}

/**
 * Field problems from zod issues: the browser's own check with the shared schemas, or the server's
 * `invalid-argument` details. Paths are createBooking's (`trip.from`, `booker.phone`, `payment`);
 * a trip-only check gives paths without the `trip.` prefix (a contact's check, without `booker.`:
 * `prefix`). Each issue is put on the form's field with its message key; the first of a field wins
 * (the one mapping, `fieldErrorsOf`).
 */
export function problemsFromIssues(issues: readonly IssueLike[], prefix: string[] = []): FieldErrors {
  const onFields = issues.flatMap((issue) => {
    const found = problemOf([...prefix, ...pathSegments(issue.path)], issue.message);
    return found ? [{ path: found[0], message: found[1] }] : [];
  });
  const keys = fieldErrorsOf<FieldKey>(onFields, undefined, (issue) => String(issue.path));
  const out: FieldErrors = {};
  for (const [field, key] of Object.entries(keys)) if (key) out[field as FieldKey] = { key: key as Problem['key'] };
  return out;
}
