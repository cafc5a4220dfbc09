import { Navigate } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading, Separator, Stack } from '@chakra-ui/react';
import { Page } from '@rides/ui/page';
import { useSession } from '@rides/platform/session';
import { useAccountNamespace } from './account-namespace';
import { useMyAccount } from './use-my-account';
import { ProfileForm } from './profile-form';
import { ChangePasswordForm } from './change-password-form';
import { ApplicationStatus } from './application-status';
import { Waiting } from '@rides/ui/waiting';

/** /profile (SPEC 2): any signed-in person edits name, phone and preferred language, and changes password. */
export default function ProfilePage() {
  const ready = useAccountNamespace();
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const status = useSession((s) => s.status);
  const { state, reload, replace } = useMyAccount(status === 'signedIn');

  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  if (!ready || status === 'loading' || state.status === 'loading') return <Waiting text={tc('remote.loading')} />;
  if (state.status === 'failed') {
    return (
      <Page title={t('profile.title')}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('profile.loadFailed')}</Alert.Description>
        </Alert.Root>
        <Button mt={4} onClick={() => void reload()}>
          {t('profile.retry')}
        </Button>
      </Page>
    );
  }
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <Stack maxW="lg" gap={8}>
        <Stack gap={4}>
          <Heading as="h2" size="lg" id="profile-details-heading">
            {t('profile.details')}
          </Heading>
          <ProfileForm account={state.account} onSaved={replace} />
        </Stack>
        <ApplicationStatus applications={state.account.applications} />
        <Separator />
        <Stack gap={4}>
          <Heading as="h2" size="lg" id="change-password-heading">
            {t('password.title')}
          </Heading>
          <ChangePasswordForm />
        </Stack>
      </Stack>
    </Page>
  );
}
