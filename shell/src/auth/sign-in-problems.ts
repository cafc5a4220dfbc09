import type { TFunction } from 'i18next';
import { suggestEmail } from '@rides/domain/email';
import type { SignInRefusal } from '@rides/contracts/sign-in';

export interface Problem {
  title: string;
  description: string;
  /** SPEC 8: wrong credentials open the help dialog one second later. */
  openHelp: boolean;
}

const WRONG_CREDENTIALS = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email', 'auth/invalid-login-credentials']);

/** The server's refusals (signIn callable) in the vocabulary of Firebase's own error codes. */
const REASON_CODES: Record<SignInRefusal, string> = {
  bot: 'bot',
  'rate-limited': 'rate-limited',
  'invalid-credentials': 'auth/invalid-credential',
  'email-not-verified': 'auth/email-not-verified',
  'user-disabled': 'auth/user-disabled',
};

/** SPEC 8 error catalogue: what a failed sign-in tells the person. */
export function signInProblem(error: unknown, email: string, t: TFunction): Problem {
  const err = error as { code?: string; details?: { reason?: SignInRefusal; retryAfterMs?: number } } | null;
  const reason = err?.details?.reason;
  const code = reason ? REASON_CODES[reason] : (err?.code ?? '');
  if (reason === 'bot') return { title: t('toast.error'), description: t('auth.botDetected'), openHelp: false };
  if (reason === 'rate-limited') {
    const minutes = Math.max(1, Math.ceil((err?.details?.retryAfterMs ?? 0) / 60_000));
    return { title: t('auth.rateLimitedTitle'), description: t('auth.rateLimited', { count: minutes }), openHelp: false };
  }
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
