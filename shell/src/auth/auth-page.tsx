import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { getBackend } from '@rides/platform/api';
import { useSession } from '@rides/platform/session';
import { reportSecurityEvent } from './security-events';

/** SPEC 5: the e-mail is trimmed and lower-cased before it is sent. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const CREDENTIAL_ERRORS = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email']);

type Problem = { title: string; body: string } | null;

/**
 * /auth, first cut (issue A): e-mail and password sign-in. Forgot password, the help dialog,
 * remember-me, rate limit and bot detection are issue [B].
 */
export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  if (status === 'signedIn' && !busy) return <Navigate to="/dashboard" replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      setProblem({ title: t('toast.error'), body: t('auth.fillAllFields') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const backend = await getBackend();
      await backend.signIn(normaliseEmail(email), password);
      reportSecurityEvent('user_login');
      navigate('/dashboard', { replace: true });
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      setProblem(
        CREDENTIAL_ERRORS.has(code)
          ? { title: t('auth.loginFailed'), body: t('auth.invalidCredentials') }
          : { title: t('toast.error'), body: t('errors.internal') },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box maxW="md" mx="auto" py={{ base: 8, md: 16 }} px={4}>
      <Heading as="h1" size="2xl" mb={2}>
        {t('auth.title')}
      </Heading>
      <Text mb={6} color="fg.muted">
        {t('auth.subtitle')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-describedby={problem ? 'auth-problem' : undefined}>
        <Stack gap={4}>
          {problem && (
            <Alert.Root status="error" id="auth-problem" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{problem.title}</Alert.Title>
                <Alert.Description>{problem.body}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('auth.password')}</Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('auth.submitting')}>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
      <Stack mt={6} gap={2} fontSize="sm">
        <Text>
          {t('auth.noAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/signup">{t('auth.signUp')}</RouterLink>
          </Link>
        </Text>
        <Link asChild color="brand.fg">
          <RouterLink to="/">{t('auth.backHome')}</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
