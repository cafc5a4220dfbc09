import type en from '../locales/en.json';

/**
 * What is wrong, field by field. The rules (loaded later) return keys of `booking.errors` in the
 * `public` namespace, never text; the form shows them next to the field named by `field`.
 */
export type ProblemKey = keyof (typeof en)['booking']['errors'];

export type FieldKey =
  | 'from'
  | 'to'
  | 'pickupDate'
  | 'pickupTime'
  | 'passengers'
  | 'luggage'
  | 'seats'
  | 'extras'
  | 'vehicle'
  | 'flightNumber'
  | 'traveller.name'
  | 'traveller.email'
  | 'traveller.phone'
  | 'booker.name'
  | 'booker.email'
  | 'booker.phone'
  | 'payment'
  | 'acceptTerms';

/** Fields of the checkout step; every other field is on the form. */
export const CHECKOUT_FIELDS: readonly FieldKey[] = ['booker.name', 'booker.email', 'booker.phone', 'payment', 'acceptTerms'];

export interface Problem {
  key: ProblemKey;
  /** Interpolated into the message; `date` (YYYY-MM-DD) is formatted for the reader's language. */
  values?: Record<string, string | number>;
}

export type FieldErrors = Partial<Record<FieldKey, Problem>>;

export const hasErrors = (e: FieldErrors): boolean => Object.keys(e).length > 0;

const PATCH_FIELDS: Record<string, readonly FieldKey[]> = {
  from: ['from', 'to'],
  fromText: ['from', 'to'],
  to: ['to'],
  toText: ['to'],
  pickupDate: ['pickupDate', 'pickupTime'],
  pickupTime: ['pickupTime'],
  passengers: ['passengers', 'vehicle', 'seats'],
  luggage: ['luggage', 'vehicle'],
  vehicle: ['vehicle'],
  childSeats: ['seats', 'vehicle'],
  boosterSeats: ['seats', 'vehicle'],
  extraStops: ['extras'],
  pets: ['extras'],
  flightNumber: ['flightNumber'],
  forSomeoneElse: ['traveller.name', 'traveller.email', 'traveller.phone'],
  payment: ['payment'],
  acceptTerms: ['acceptTerms'],
};

/** The messages a change answers: a field's message goes as soon as the person changes that field. */
export function withoutChanged(errors: FieldErrors, patch: object, contacts: Partial<Record<'traveller' | 'booker', object>> = {}): FieldErrors {
  const out = { ...errors };
  for (const key of Object.keys(patch)) for (const f of PATCH_FIELDS[key] ?? []) delete out[f];
  for (const who of ['traveller', 'booker'] as const) {
    const before = contacts[who] as Record<string, unknown> | undefined;
    const after = (patch as Record<string, Record<string, unknown> | undefined>)[who];
    if (!after) continue;
    for (const f of ['name', 'email', 'phone']) if (!before || before[f] !== after[f]) delete out[`${who}.${f}` as FieldKey];
  }
  return out;
}
