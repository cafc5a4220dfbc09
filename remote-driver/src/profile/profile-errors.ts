import type { TFunction } from 'i18next';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';

export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: ReadonlyArray<PropertyKey> | string;
  message: string;
}

const FIELDS = ['phone', 'languages', 'vehicleType', 'vehicleMake', 'vehicleModel', 'vehicleColour', 'plate', 'photoUrl', 'from', 'to', 'note'] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string): f is Field => (FIELDS as readonly string[]).includes(f);

function messageFor(field: string, message: string, t: TFunction<'driver'>): string {
  if (message === 'english-required') return t('errors.englishRequired');
  if (message === 'end-before-start') return t('errors.endBeforeStart');
  return isField(field) ? t(`errors.${field}`) : t('errors.checkFields');
}

/** Field messages from zod issues (the browser's check or the server's `invalid-argument` details); the first of a field wins. */
export function fieldErrors(issues: readonly Issue[], t: TFunction<'driver'>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = [...path].reverse().find((p) => Number.isNaN(Number(p))) ?? '';
    out[field] ??= messageFor(field, issue.message, t);
  }
  return out;
}

/** What a refused profile call tells the driver: the fields to fix, or the common message for its code. */
export function profileProblem(error: unknown, t: TFunction<'driver'>, tc: TFunction): { message: string; fields: FieldErrors } {
  const refusal = readRefusal(error);
  if (refusal.code === 'invalid-argument' && refusal.issues.length > 0) return { message: t('errors.checkFields'), fields: fieldErrors(refusal.issues, t) };
  return { message: refusalMessage(error, tc), fields: {} };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
