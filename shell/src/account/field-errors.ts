import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from '@rides/contracts/account';

/**
 * A field's message in the `account` namespace, from its message (a contract's code, a reason the
 * server gave, or zod's own words): one per field, a few per specific rule. The account forms' `words`.
 */
export function fieldMessage(field: string, message: string, t: TFunction<'account'>): string {
  if (message === 'english-required') return t('errors.englishRequired');
  if (message === 'same-as-current') return t('errors.sameAsCurrent');
  if (message === 'email-taken') return t('errors.emailTaken');
  if (message === 'wrong-password') return t('errors.wrongPassword');
  if (message === 'mismatch') return t('errors.mismatch');
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

