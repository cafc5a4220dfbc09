import type { TFunction } from 'i18next';
import type { AccountRefusal } from '@rides/contracts/account';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';

export interface AccountProblem {
  /** Shown above the submit button. */
  message: string;
  /**
   * The field a refusal's reason is about, with its message (worded by `fieldMessage`): the e-mail
   * taken, the current password wrong. A refusal's field details (`invalid-argument`) go on the fields
   * through the form's `refuse`.
   */
  fields: Partial<Record<string, string>>;
}

/** What a refused account call tells the person; nothing they typed is cleared. */
export function accountProblem(error: unknown, t: TFunction<'account'>, tc: TFunction<'common'>, during: 'sign-up' | 'account' = 'account'): AccountProblem {
  const refusal = readRefusal<AccountRefusal>(error);
  const plain = (message: string, fields: AccountProblem['fields'] = {}): AccountProblem => ({ message, fields });
  switch (refusal.reason) {
    case 'email-taken':
      return plain(t('errors.emailTaken'), { email: 'email-taken' });
    case 'bot':
      return plain(t('errors.bot'));
    case 'rate-limited':
      return plain(during === 'sign-up' ? t('errors.rateLimited') : t('errors.tooManyAttempts'));
    case 'already-applied':
      return plain(t('errors.alreadyApplied'));
    case 'already-has-role':
      return plain(t('errors.alreadyHasRole'));
    case 'wrong-password':
      return plain(t('errors.wrongPassword'), { currentPassword: 'wrong-password' });
  }
  if (refusal.code === 'invalid-argument' && refusal.issues.length > 0) return plain(t('errors.checkFields'));
  return plain(refusalMessage(error, tc));
}
