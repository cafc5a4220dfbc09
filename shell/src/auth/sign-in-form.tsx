import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { normaliseEmail } from '@rides/domain/email';
import { callApi, getBackend } from '@rides/platform/api';
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
  email: string;
  onEmail: (email: string) => void;
  onForgot: () => void;
  onBusy: (busy: boolean) => void;
}

/** SPEC 2 sign-in: e-mail, password with show/hide, remember me, help, forgot password, sign up. */
export function SignInForm({ email, onEmail, onForgot, onBusy }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const proof = useBotProof();
  const emailRef = useRef<HTMLInputElement>(null);
  const helpTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(helpTimer.current), []);

  const work = (b: boolean) => {
    setBusy(b);
    onBusy(b);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      notify({ type: 'error', title: t('toast.error'), description: t('auth.fillAllFields') });
      return;
    }
    work(true);
    try {
      const { signIn } = await import('@rides/contracts/sign-in');
      const { token } = await callApi(signIn, { email: normaliseEmail(email), password, remember, proof: proof(honeypot) });
      // Set before the session starts: the session watcher reads it as soon as Firebase reports the user.
      startSessionClock(remember);
      await (await getBackend()).signInWithToken(token);
      reportSecurityEvent('user_login');
      notify({ type: 'success', title: t('auth.welcomeBack'), description: t('auth.redirecting') });
      navigate(afterSignIn(params.get('next')), { replace: true });
    } catch (err) {
      const problem = signInProblem(err, email, t);
      notify({ type: 'error', title: problem.title, description: problem.description });
      if (problem.openHelp) helpTimer.current = window.setTimeout(() => setHelpOpen(true), HELP_DELAY_MS);
    } finally {
      work(false);
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={4}>
          <Field.Root>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input ref={emailRef} type="email" name="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} />
          </Field.Root>
          {/* Honeypot (SPEC 5): invisible to people and screen readers, filled only by bots. */}
          <Box position="absolute" left="-10000px" aria-hidden="true">
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
          </Box>
          <PasswordField label={t('auth.password')} name="password" autoComplete="current-password" value={password} onChange={setPassword} />
          <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('auth.rememberMe')}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('auth.submitting')}>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
      <Flex mt={4} justify="space-between" wrap="wrap" gap={2}>
        <Button variant="plain" color="brand.fg" px={0} onClick={onForgot}>
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
