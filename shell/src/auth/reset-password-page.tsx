import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { getBackend } from '@rides/platform/api';
import { useLazyContractForm } from '@rides/platform/lazy-contract-form';
import type { ResetValues } from './auth-schemas';
import { refusalMessage } from '@rides/platform/refusal';
import { notify } from '@rides/ui/toaster';
import { Waiting } from '@rides/ui/waiting';
import { MIN_PASSWORD_LENGTH } from '@rides/contracts/password';
import { PasswordField } from './password-field';
import { VerifyEmail } from './verify-email';


type CodeState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid' };

/**
 * /reset-password is the project's e-mail action page (Firebase sends every action link to one URL):
 * `mode=verifyEmail` confirms an address, anything else is a password reset.
 */
export default function AccountActionPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  return params.get('mode') === 'verifyEmail' ? <VerifyEmail code={code} /> : <ResetPassword code={code} />;
}

/**
 * The target of the reset e-mail's link (`oobCode` in the query). Checks the code first, so a used
 * or expired link says so before the person types anything.
 */
function ResetPassword({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<CodeState>({ status: 'checking' });
  const form = useLazyContractForm(() => import('./auth-schemas').then((m) => m.resetForm), { password: '', confirm: '' }, {
    words: (message) => (message === 'mismatch' ? t('auth.reset.mismatch') : t('auth.reset.tooShort', { count: MIN_PASSWORD_LENGTH })),
    // The form's check did not load (no network): nothing typed is lost, the person tries again.
    onError: (error) => notify({ type: 'error', title: t('toast.error'), description: refusalMessage(error, t) }),
  });

  useEffect(() => {
    let live = true;
    if (!code) return setState({ status: 'invalid' });
    getBackend()
      .then((b) => b.verifyResetCode(code))
      .then(
        (email) => live && setState({ status: 'valid', email }),
        () => live && setState({ status: 'invalid' }),
      );
    return () => {
      live = false;
    };
  }, [code]);

  async function send({ password }: ResetValues) {
    try {
      await (await getBackend()).confirmPasswordReset(code, password);
      notify({ type: 'success', title: t('auth.reset.done'), description: t('auth.reset.doneBody') });
      navigate('/auth', { replace: true });
    } catch {
      setState({ status: 'invalid' });
    }
  }

  return (
    <Box maxW="md" mx="auto" py={{ base: 8, md: 16 }} px={4}>
      <Heading as="h1" size="2xl" mb={6}>
        {t('auth.reset.title')}
      </Heading>
      {state.status === 'checking' && <Waiting text={t('remote.loading')} compact />}
      {state.status === 'invalid' && (
        <Stack gap={4}>
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('auth.reset.invalidTitle')}</Alert.Title>
              <Alert.Description>{t('auth.reset.invalidBody')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Link asChild color="brand.fg">
            <RouterLink to="/auth">{t('auth.backToSignIn')}</RouterLink>
          </Link>
        </Stack>
      )}
      {state.status === 'valid' && (
        <form ref={form.ref} onSubmit={form.submit(send)} noValidate>
          <Stack gap={4}>
            <Text>{t('auth.reset.for', { email: state.email })}</Text>
            <PasswordField
              label={t('auth.reset.newPassword')}
              {...form.bind('password')}
              name="new-password"
              autoComplete="new-password"
              invalid={!!form.errorOf('password')}
              error={form.errorOf('password')}
            />
            <PasswordField
              label={t('auth.reset.confirmPassword')}
              {...form.bind('confirm')}
              name="confirm-password"
              autoComplete="new-password"
              invalid={!!form.errorOf('confirm')}
              error={form.errorOf('confirm')}
            />
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Box>
  );
}
