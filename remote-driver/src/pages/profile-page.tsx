import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading, Separator, Stack } from '@chakra-ui/react';
import { Page } from '@rides/ui/page';
import { Waiting } from '@rides/ui/waiting';
import { NotificationsSection } from '../profile/notifications-section';
import { ProfileForm } from '../profile/profile-form';
import { UnavailabilitySection } from '../profile/unavailability-section';
import { useDriverProfile } from '../profile/use-driver-profile';
import { DriverNav } from '../rides/driver-nav';

/**
 * /driver/profile: the driver's phone, languages, vehicle, photo and whether they take rides, whether
 * this device gets notifications of new rides, and the periods they cannot drive. Loading and failure (with retry) each have a state.
 */
export default function DriverProfilePage() {
  const { t } = useTranslation('driver');
  const [state, retry] = useDriverProfile();
  return (
    <Page title={t('pages.driverProfile.title')} lead={t('pages.driverProfile.lead')}>
      <Stack gap={8}>
        {state.status === 'loading' && <Waiting text={t('profile.loading')} />}
        {state.status === 'failed' && (
          <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('profile.loadFailed')}</Alert.Description>
            </Alert.Content>
            <Button size="lg" colorPalette="brand" onClick={retry}>
              {t('rides.retry')}
            </Button>
          </Alert.Root>
        )}
        {state.status === 'ready' && (
          <>
            <Stack as="section" aria-labelledby="driver-profile-heading" gap={4}>
              <Heading as="h2" size="lg" id="driver-profile-heading">
                {t('profile.heading')}
              </Heading>
              <ProfileForm profile={state.profile} />
            </Stack>
            <Separator />
            <NotificationsSection />
            <Separator />
            <UnavailabilitySection profile={state.profile} />
          </>
        )}
        <DriverNav current="profile" />
      </Stack>
    </Page>
  );
}
