import type { TFunction } from 'i18next';
import { suggestEmail } from '@rides/domain/email';
import type { SignInRefusal } from '@rides/contracts/sign-in';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';

export interface Problem {
  title: string;
  description: string;
  /** SPEC 8: wrong credentials open the help dialog one second later. */
  openHelp: boolean;
}

/**
 * SPEC 8 error catalogue: what a failed sign-in tells the person. Refusals come from the `signIn`
 * callable with a reason; anything else is the network or the unexpected.
 */
export function signInProblem(error: unknown, email: string, t: TFunction): Problem {
  const refusal = readRefusal<SignInRefusal>(error);
  const fail = (description: string): Problem => ({ title: t('toast.error'), description, openHelp: false });
  switch (refusal.reason) {
    case 'invalid-credentials': {
      const suggestion = suggestEmail(email);
      return {
        title: t('auth.loginFailed'),
        description: suggestion ? t('auth.didYouMean', { email: suggestion }) : t('auth.invalidCredentials'),
        openHelp: true,
      };
    }
    case 'email-not-verified':
      return { title: t('auth.emailNotVerified'), description: t('auth.verifyEmail'), openHelp: false };
    case 'rate-limited': {
      const minutes = Math.max(1, Math.ceil((Number(refusal.details.retryAfterMs) || 0) / 60_000));
      return { title: t('auth.rateLimitedTitle'), description: t('auth.rateLimited', { count: minutes }), openHelp: false };
    }
    case 'bot':
      return fail(t('auth.botDetected'));
    case 'user-disabled':
      return fail(t('auth.userDisabled'));
  }
  return fail(refusalMessage(error, t));
}
