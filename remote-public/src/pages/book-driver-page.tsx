import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { Link as RouterLink, useParams } from '@rides/platform/router';
import { Page } from '@rides/ui/page';
import { BookingSection } from '../booking/booking-section';
import { DriverCardView } from '../booking/driver-card';
import { useDriverCard } from '../booking/use-driver-card';

/** The way out of a driver's page that cannot be shown: the home page's form, no driver asked for. */
function BookAnyDriver() {
  const { t } = useTranslation('public');
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to="/">{t('bookDriver.bookAny')}</RouterLink>
    </Button>
  );
}

/**
 * /book/{driverId} (SPEC 2, issue [C] 7): one approved driver's card, then the same booking form as
 * the home page with that driver requested (the draft of this page carries `requestedDriverId`; the
 * home page's never does: booking/draft-store.tsx). An id that is not an approved driver's (unknown,
 * not approved, malformed) gets a clear page with a way to book without a specific driver; a network
 * failure gets a retry.
 */
export default function BookDriverPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const { driverId = '' } = useParams();
  const [state, retry] = useDriverCard(driverId);

  if (state.status === 'loading') return <Waiting text={tc('remote.loading')} />;
  if (state.status === 'not-found') {
    return (
      <Page title={t('bookDriver.notFound.title')} lead={t('bookDriver.notFound.body')}>
        <BookAnyDriver />
      </Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <Page title={t('bookDriver.failedTitle')} lead={tc('errors.unavailable')}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
          <Button colorPalette="brand" onClick={retry}>
            {tc('remote.retry')}
          </Button>
          <Link asChild colorPalette="brand">
            <RouterLink to="/">{t('bookDriver.bookAny')}</RouterLink>
          </Link>
        </Stack>
      </Page>
    );
  }
  const { card } = state;
  return (
    <Page title={t('pages.bookDriver.title')} lead={t('pages.bookDriver.lead')}>
      <Stack gap={8}>
        <DriverCardView card={card} />
        <Box bg="bg" borderRadius="xl" boxShadow="md" p={{ base: 4, md: 8 }}>
          {/* Keyed by driver: another driver's page is a new draft store asking for that driver. */}
          <BookingSection key={card.id} driver={card} />
        </Box>
      </Stack>
    </Page>
  );
}
