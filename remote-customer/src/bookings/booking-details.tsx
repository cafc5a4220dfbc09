import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { BookingTimeline } from '@rides/ui/booking/booking-timeline';
import { PriceLines } from '@rides/ui/booking/price-lines';
import { TripDetails, tripFactsOf } from '@rides/ui/booking/trip-details';

/** What the expanded card adds: the trip in full, the price lines and the booking's history. */
export function BookingDetails({ booking, now }: { booking: BookingView; now: Date }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} pt={2}>
      <TripDetails trip={tripFactsOf(booking)} />
      <Box>
        <Heading as="h4" size="sm" mb={1}>
          {t('booking.price')}
        </Heading>
        <PriceLines quote={booking.quote} />
      </Box>
      <BookingTimeline booking={booking} now={now} />
    </Stack>
  );
}
