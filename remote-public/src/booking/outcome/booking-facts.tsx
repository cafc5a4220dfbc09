import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { PriceLines } from '@rides/ui/booking/price-lines';
import { TripDetails, tripFactsOf } from '@rides/ui/booking/trip-details';

/** A booking as its booker sees it: reference, trip in Paris time, price and payment. */
export function BookingFacts({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('public');
  return (
    <Stack gap={6}>
      <Box bg="brand.subtle" borderRadius="lg" p={5}>
        <Text color="fg.muted">{t('booking.outcome.reference')}</Text>
        <Text fontSize="2xl" fontWeight="bold" letterSpacing="wider" data-testid="booking-reference">
          {booking.reference}
        </Text>
        <Text mt={2} fontWeight="medium">
          {t(`booking.outcome.paymentStatus.${booking.paymentStatus}`)}
        </Text>
      </Box>
      <TripDetails trip={tripFactsOf(booking)} />
      <Box>
        <Heading as="h2" size="md" mb={2}>
          {t('booking.price.heading')}
        </Heading>
        <PriceLines quote={booking.quote} />
      </Box>
    </Stack>
  );
}
