import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { getBackend } from '@rides/platform/api';
import { Waiting } from '@rides/ui/waiting';

type State = 'checking' | 'done' | 'invalid';

/** The verification e-mail's link: confirms the address, then sends the person to sign in. */
export function VerifyEmail({ code }: { code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    let live = true;
    if (!code) return setState('invalid');
    getBackend()
      .then((b) => b.confirmEmail(code))
      .then(
        () => live && setState('done'),
        () => live && setState('invalid'),
      );
    return () => {
      live = false;
    };
  }, [code]);

  const ok = state === 'done';
  return (
    <Box maxW="md" mx="auto" py={{ base: 8, md: 16 }} px={4}>
      <Heading as="h1" size="2xl" mb={6}>
        {state === 'checking' ? t('auth.verify.checking') : state === 'invalid' ? t('auth.verify.invalidTitle') : t('auth.verify.doneTitle')}
      </Heading>
      {state === 'checking' ? (
        <Waiting text={t('remote.loading')} compact />
      ) : (
        <Stack gap={4} alignItems="start">
          <Alert.Root status={ok ? 'success' : 'error'} role={ok ? 'status' : 'alert'}>
            <Alert.Indicator />
            <Alert.Description>{ok ? t('auth.verify.doneBody') : t('auth.verify.invalidBody')}</Alert.Description>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to="/auth">{t('auth.backToSignIn')}</RouterLink>
          </Button>
        </Stack>
      )}
    </Box>
  );
}
