import type { TFunction } from 'i18next';
import { suggestEmail } from '@rides/domain/email';

export interface Problem {
  title: string;
  description: string;
  /** SPEC 8: wrong credentials open the help dialog one second later. */
  openHelp: boolean;
}

const WRONG_CREDENTIALS = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email', 'auth/invalid-login-credentials']);

/** SPEC 8 error catalogue: what a failed sign-in tells the person. */
export function signInProblem(error: unknown, email: string, t: TFunction): Problem {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (WRONG_CREDENTIALS.has(code)) {
    const suggestion = suggestEmail(email);
    return {
      title: t('auth.loginFailed'),
      description: suggestion ? t('auth.didYouMean', { email: suggestion }) : t('auth.invalidCredentials'),
      openHelp: true,
    };
  }
  if (code === 'auth/email-not-verified') {
    return { title: t('auth.emailNotVerified'), description: t('auth.verifyEmail'), openHelp: false };
  }
  if (code === 'auth/too-many-requests') return { title: t('toast.error'), description: t('auth.tooManyRequests'), openHelp: false };
  if (code === 'auth/user-disabled') return { title: t('toast.error'), description: t('auth.userDisabled'), openHelp: false };
  if (code === 'auth/network-request-failed') return { title: t('toast.error'), description: t('errors.unavailable'), openHelp: false };
  return { title: t('toast.error'), description: t('errors.internal'), openHelp: false };
}
