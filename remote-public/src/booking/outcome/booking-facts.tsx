import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { AssignedDriver } from '@rides/ui/booking/assigned-driver';
import { BookingTimeline } from '@rides/ui/booking/booking-timeline';
import { PriceLines } from '@rides/ui/booking/price-lines';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { shownPaymentStatus } from '@rides/ui/booking/status-badge';
import { TripDetails, tripFactsOf } from '@rides/ui/booking/trip-details';

/** A booking as its booker sees it: reference, ride status, the driver once assigned, trip in Paris time, price, payment and history. */
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
          {shownPaymentStatus(booking) === 'nothing' ? t('booking.outcome.nothingToPay') : t(`booking.outcome.paymentStatus.${booking.paymentStatus}`)}
        </Text>
        {booking.status === 'confirmed' && (
          <Box mt={2}>
            <RideStatusBadge status={booking.ride.status} />
          </Box>
        )}
      </Box>
      {booking.ride.driver && <AssignedDriver driver={booking.ride.driver} />}
      <TripDetails trip={tripFactsOf(booking)} />
      <Box>
        <Heading as="h2" size="md" mb={2}>
          {t('booking.price.heading')}
        </Heading>
        <PriceLines quote={booking.quote} />
      </Box>
      <BookingTimeline booking={booking} now={new Date()} />
    </Stack>
  );
}
