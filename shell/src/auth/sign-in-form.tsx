import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { normaliseEmail } from '@rides/domain/email';
import { callApi, getBackend } from '@rides/platform/api';
import { useLazyContractForm } from '@rides/platform/lazy-contract-form';
import type { SignInValues } from './auth-schemas';
import { refusalMessage } from '@rides/platform/refusal';
import { notify } from '@rides/ui/toaster';
import { PasswordField } from './password-field';
import { HelpDialog } from './help-dialog';
import { signInProblem } from './sign-in-problems';
import { startSessionClock } from './remember-me';
import { reportSecurityEvent } from './security-events';
import { useBotProof } from '@rides/ui/bot-proof';

const HELP_DELAY_MS = 1000;

/**
 * Where to go after signing in: /dashboard (SPEC 8), or the page that sent the person here with
 * `?next=` (the booking checkout), when it is a path on this site (never another origin).
 */
export const afterSignIn = (next: string | null): string => (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard');

interface Props {
  /** The e-mail typed in the other mode (forgot password): the form starts with it. */
  email: string;
  /** To the forgot-password mode, with the e-mail typed here. */
  onForgot: (email: string) => void;
  onBusy: (busy: boolean) => void;
}

/**
 * SPEC 2 sign-in: e-mail, password with show/hide, remember me, help, forgot password, sign up.
 * Prerendered (/auth): every field is controlled by the form's state, so what a visitor typed before
 * the app ran is handed to it (shell/src/prerender/adopt-fields.ts) and sent.
 */
export function SignInForm({ email, onForgot, onBusy }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useLazyContractForm(() => import('./auth-schemas').then((m) => m.signInForm), { email, password: '', remember: false, honeypot: '' }, { onError: unavailable });
  const emailField = form.bind('email');
  const remember = form.bind('remember');
  const honeypot = form.bind('honeypot');
  const [busy, setBusy] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const proof = useBotProof();
  const emailRef = useRef<HTMLInputElement>(null);
  const helpTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(helpTimer.current), []);

  const work = (b: boolean) => {
    setBusy(b);
    onBusy(b);
  };

  /** The form's check did not load (no network): said as a failed sign-in's network problem is. */
  function unavailable(error: unknown) {
    notify({ type: 'error', title: t('toast.error'), description: refusalMessage(error, t) });
  }

  async function send(values: SignInValues) {
    work(true);
    try {
      const { signIn } = await import('@rides/contracts/sign-in');
      const { token } = await callApi(signIn, { email: normaliseEmail(values.email), password: values.password, remember: values.remember, proof: proof(values.honeypot) });
      // Set before the session starts: the session watcher reads it as soon as Firebase reports the user.
      startSessionClock(values.remember);
      await (await getBackend()).signInWithToken(token);
      reportSecurityEvent('user_login');
      notify({ type: 'success', title: t('auth.welcomeBack'), description: t('auth.redirecting') });
      navigate(afterSignIn(params.get('next')), { replace: true });
    } catch (err) {
      const problem = signInProblem(err, values.email, t);
      notify({ type: 'error', title: problem.title, description: problem.description });
      if (problem.openHelp) helpTimer.current = window.setTimeout(() => setHelpOpen(true), HELP_DELAY_MS);
    } finally {
      work(false);
    }
  }

  const missing = () => notify({ type: 'error', title: t('toast.error'), description: t('auth.fillAllFields') });

  return (
    <>
      <form ref={form.ref} onSubmit={form.submit(send, missing)} noValidate>
        <Stack gap={4}>
          <Field.Root>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input ref={emailRef} type="email" name="email" autoComplete="email" value={emailField.value} onChange={(e) => emailField.onChange(e.target.value)} />
          </Field.Root>
          {/* Honeypot (SPEC 5): invisible to people and screen readers, filled only by bots. */}
          <Box position="absolute" left="-10000px" aria-hidden="true">
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot.value} onChange={(e) => honeypot.onChange(e.target.value)} />
          </Box>
          <PasswordField label={t('auth.password')} {...form.bind('password')} name="password" autoComplete="current-password" />
          <Checkbox.Root checked={remember.value} onCheckedChange={(e) => remember.onChange(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('auth.rememberMe')}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="brand" loading={busy || form.formState.isSubmitting} loadingText={t('auth.submitting')}>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
      <Flex mt={4} justify="space-between" wrap="wrap" gap={2}>
        <Button variant="plain" color="brand.fg" px={0} onClick={() => onForgot(form.getValues('email'))}>
          {t('auth.forgot')}
        </Button>
        <Button variant="plain" color="brand.fg" px={0} onClick={() => setHelpOpen(true)}>
          {t('auth.trouble')}
        </Button>
      </Flex>
      <Box mt={4} fontSize="sm">
        <Text>
          {t('auth.noAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/signup">{t('auth.signUp')}</RouterLink>
          </Link>
        </Text>
        <Link asChild color="brand.fg" mt={2}>
          <RouterLink to="/">{t('auth.backHome')}</RouterLink>
        </Link>
      </Box>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} finalFocus={() => emailRef.current} />
    </>
  );
}
