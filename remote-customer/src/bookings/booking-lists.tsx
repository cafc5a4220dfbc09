import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { BookLink } from './book-link';
import { BookingSection } from './booking-section';
import { splitByPickup } from './split-by-pickup';

/** Nothing booked yet: say where bookings come from and offer to book. */
function NoBookings() {
  const { t } = useTranslation('customer');
  return (
    <Box as="section" aria-labelledby="no-bookings-heading" borderWidth="1px" borderRadius="lg" p={6}>
      <Heading as="h2" size="lg" id="no-bookings-heading" mb={2}>
        {t('bookings.empty.title')}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('bookings.empty.body')}
      </Text>
      <BookLink />
    </Box>
  );
}

/** The bookings split at the present moment: upcoming first (soonest first), then past (latest first). */
export function BookingLists({ bookings }: { bookings: BookingView[] }) {
  const { t } = useTranslation('customer');
  // "Now" is when the list arrived: a card does not move between the lists while it is being read.
  const now = useMemo(() => new Date(), [bookings]);
  const { upcoming, past } = splitByPickup(bookings, now);
  if (bookings.length === 0) return <NoBookings />;
  return (
    <Stack gap={10}>
      <BookingSection
        title={t('bookings.upcoming')}
        bookings={upcoming}
        now={now}
        empty={
          <Stack gap={3}>
            <Text color="fg.muted">{t('bookings.noUpcoming')}</Text>
            <BookLink variant="outline" />
          </Stack>
        }
      />
      {past.length > 0 && <BookingSection title={t('bookings.past')} bookings={past} now={now} />}
    </Stack>
  );
}
