import type { TFunction } from 'i18next';
import type { AccountRefusal } from '@rides/contracts/account';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';
import { fieldErrors, type FieldErrors } from './field-errors';

export interface AccountProblem {
  /** Shown above the submit button. */
  message: string;
  /** Shown next to the fields concerned. */
  fields: FieldErrors;
}

/** What a refused account call tells the person; nothing they typed is cleared. */
export function accountProblem(error: unknown, t: TFunction<'account'>, tc: TFunction<'common'>, during: 'sign-up' | 'account' = 'account'): AccountProblem {
  const refusal = readRefusal<AccountRefusal>(error);
  const plain = (message: string, fields: FieldErrors = {}): AccountProblem => ({ message, fields });
  switch (refusal.reason) {
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
  if (refusal.code === 'invalid-argument' && refusal.issues.length > 0) return plain(t('errors.checkFields'), fieldErrors(refusal.issues, t));
  return plain(refusalMessage(error, tc));
}
