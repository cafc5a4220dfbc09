import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';

/** After sign-up: the account waits for its e-mail to be confirmed (README: e-mail verification). */
export function CheckEmail({ email, verificationSent, applied }: { email: string; verificationSent: boolean; applied: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap={4} role="status">
      <Heading as="h2" size="lg">
        {t('checkEmail.title')}
      </Heading>
      <Alert.Root status={verificationSent ? 'success' : 'warning'}>
        <Alert.Indicator />
        <Alert.Description>{verificationSent ? t('checkEmail.body', { email }) : t('checkEmail.notSent')}</Alert.Description>
      </Alert.Root>
      {applied && <Text>{t('checkEmail.pending')}</Text>}
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/auth">{t('checkEmail.toSignIn')}</RouterLink>
      </Button>
    </Stack>
  );
}
