import fc from 'fast-check';
import { phoneSchema } from '@rides/contracts/phone';
import { pushTokenSchema } from '@rides/contracts/push';
import { accepts, BoundedFilter } from './arbitraries';

/**
 * Generators for contract schemas no walk of their definition can invert, by identity (arbitraryOf
 * consults these before the definition, wherever the schema is used: a field, a union option, an
 * optional). Keep this short: a hint is only needed for a transform that validates.
 */

/** A phone number: `phoneSchema` parses with libphonenumber inside a transform; most digit strings are not numbers. */
const phone = fc.oneof(
  fc.stringMatching(/^\+33 ?[67](?: ?\d\d){4}$/),
  fc.stringMatching(/^0[67](?:[ .]?\d\d){4}$/),
  fc.stringMatching(/^\+447[1-9]\d{8}$/),
  fc.constantFrom('+1 212 555 0123', '+49 1512 3456789', '+39 312 345 6789', '+86 139 1234 5678', '+34 612 34 56 78'),
);

/** A push service's token: a pattern with a length, which the walk cannot combine. */
const pushToken = fc.stringMatching(/^[\w:.-]{20,300}$/);

export const HINTS: ReadonlyMap<unknown, fc.Arbitrary<unknown>> = new Map<unknown, fc.Arbitrary<unknown>>([
  [phoneSchema, new BoundedFilter(phone, (v) => accepts(phoneSchema, v), 'a phone number (hints.ts)')],
  [pushTokenSchema, new BoundedFilter(pushToken, (v) => accepts(pushTokenSchema, v), 'a push token (hints.ts)')],
]);
