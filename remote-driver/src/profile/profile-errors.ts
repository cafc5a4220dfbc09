import type { TFunction } from 'i18next';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';

const FIELDS = ['phone', 'languages', 'vehicleType', 'vehicleMake', 'vehicleModel', 'vehicleColour', 'plate', 'photoUrl', 'from', 'to', 'note'] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string): f is Field => (FIELDS as readonly string[]).includes(f);

/**
 * The sentence for a field's message (the browser's check with the contract's schema, or the server's
 * `invalid-argument` details, both put on the form's fields by @rides/platform/contract-form): a few
 * specific rules, else one sentence per field.
 */
export function profileMessage(message: string, field: string, t: TFunction<'driver'>): string {
  if (message === 'english-required') return t('errors.englishRequired');
  if (message === 'end-before-start') return t('errors.endBeforeStart');
  if (message === 'date-time') return t('errors.dateTime');
  return isField(field) ? t(`errors.${field}`) : t('errors.checkFields');
}

/** What a refused profile call tells the driver as a whole: check the fields (each says what), or the common message for its code. */
export function profileProblem(error: unknown, t: TFunction<'driver'>, tc: TFunction): string {
  const refusal = readRefusal(error);
  return refusal.code === 'invalid-argument' && refusal.issues.length > 0 ? t('errors.checkFields') : refusalMessage(error, tc);
}
