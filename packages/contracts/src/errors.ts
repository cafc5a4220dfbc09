/**
 * Stable error codes of every callable. Each maps to a translatable message key
 * (`errors.<code>` in the `common` namespace) so the client never shows a raw server string.
 */
export const ERROR_CODES = [
  'unauthenticated',
  'permission-denied',
  'invalid-argument',
  'not-found',
  'already-exists',
  'resource-exhausted',
  'failed-precondition',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorMessageKey = (code: string): `errors.${ErrorCode}` =>
  (ERROR_CODES as readonly string[]).includes(code) ? (`errors.${code}` as `errors.${ErrorCode}`) : 'errors.internal';
