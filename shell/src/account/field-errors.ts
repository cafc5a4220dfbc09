import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from '@rides/contracts/account';

export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: ReadonlyArray<PropertyKey> | string;
  message: string;
}

/** A field's message key in the `account` namespace: one per field, a few per specific rule. */
function messageFor(field: string, message: string, t: TFunction<'account'>): string {
  if (message === 'english-required') return t('errors.englishRequired');
  if (message === 'same-as-current') return t('errors.sameAsCurrent');
  switch (field) {
    case 'password':
    case 'newPassword':
      return t('errors.password', { count: MIN_PASSWORD_LENGTH });
    case 'currentPassword':
      return t('errors.currentPassword');
    case 'phone':
    case 'contactPhone':
      return t('errors.phone');
    case 'email':
    case 'fullName':
    case 'languages':
    case 'vehicleType':
    case 'vehicleMake':
    case 'vehicleModel':
    case 'plate':
    case 'licenceNumber':
    case 'companyName':
    case 'website':
    case 'expectedMonthlyBookings':
    case 'language':
      return t(`errors.${field}`);
    default:
      return t('errors.checkFields');
  }
}

/**
 * Field messages from zod issues: the browser's own check with the shared schema, or the server's
 * `invalid-argument` details (paths joined with dots). The first issue of a field wins.
 */
export function fieldErrors(issues: readonly Issue[], t: TFunction<'account'>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = [...path].reverse().find((p) => Number.isNaN(Number(p))) ?? '';
    out[field] ??= messageFor(field, issue.message, t);
  }
  return out;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
