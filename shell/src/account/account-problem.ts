import type { TFunction } from 'i18next';
import type { AccountRefusal } from '@rides/contracts/account';
import { fieldErrors, type FieldErrors } from './field-errors';

interface Refused {
  code?: string;
  message?: string;
  details?: { reason?: AccountRefusal; issues?: Array<{ path: string; message: string }> };
}

export interface AccountProblem {
  /** Shown above the submit button. */
  message: string;
  /** Shown next to the fields concerned. */
  fields: FieldErrors;
}

/** What a refused account call tells the person; nothing they typed is cleared. */
export function accountProblem(error: unknown, t: TFunction<'account'>, tc: TFunction<'common'>, during: 'sign-up' | 'account' = 'account'): AccountProblem {
  const err = (error ?? {}) as Refused;
  const plain = (message: string, fields: FieldErrors = {}): AccountProblem => ({ message, fields });
  switch (err.details?.reason) {
    case 'email-taken':
      return plain(t('errors.emailTaken'), { email: t('errors.emailTaken') });
    case 'bot':
      return plain(t('errors.bot'));
    case 'rate-limited':
      return plain(during === 'sign-up' ? t('errors.rateLimited') : t('errors.tooManyAttempts'));
    case 'already-applied':
      return plain(t('errors.alreadyApplied'));
    case 'already-has-role':
      return plain(t('errors.alreadyHasRole'));
    case 'wrong-password':
      return plain(t('errors.wrongPassword'), { currentPassword: t('errors.wrongPassword') });
  }
  if (err.code === 'invalid-argument' && err.details?.issues) return plain(t('errors.checkFields'), fieldErrors(err.details.issues, t));
  if (err.code === 'unavailable') return plain(tc('errors.unavailable'));
  return plain(tc('errors.internal'));
}
