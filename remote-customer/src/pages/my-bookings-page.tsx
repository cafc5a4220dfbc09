import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { useSession } from '@rides/platform/session';
import { AccountCard } from '@rides/ui/account-card';
import { Page } from '@rides/ui/page';
import { BookingLists } from '../bookings/booking-lists';
import { useMyBookings } from '../bookings/use-my-bookings';

/**
 * /customer (SPEC 1: My Bookings): who is signed in, then their bookings, upcoming and past, each
 * with its details on demand and a link to its booking page (update, Modify, cancel, receipt).
 * Loading, failure (with retry) and nothing-booked-yet each have a state.
 */
export default function MyBookingsPage() {
  const { t } = useTranslation('customer');
  const { user, effectiveRole } = useSession();
  const [state, retry] = useMyBookings();
  return (
    <Page title={t('pages.customerHome.title')} lead={t('pages.customerHome.lead')}>
      <Stack gap={8}>
        <AccountCard user={user} effectiveRole={effectiveRole} />
        {state.status === 'loading' && <Waiting text={t('bookings.loading')} />}
        {state.status === 'failed' && (
          <Alert.Root status="error" role="alert" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('bookings.loadFailed')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" colorPalette="brand" onClick={retry}>
              {t('bookings.retry')}
            </Button>
          </Alert.Root>
        )}
        {state.status === 'ready' && <BookingLists bookings={state.bookings} />}
      </Stack>
    </Page>
  );
}
