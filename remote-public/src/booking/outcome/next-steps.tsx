import { useTranslation } from 'react-i18next';
import { Box, Heading, List, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';

/** SPEC 1: a confirmation e-mail now, the driver's details by e-mail once a driver is assigned. */
export function NextSteps({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('public');
  return (
    <Box as="section" aria-labelledby="next-heading">
      <Heading as="h2" id="next-heading" size="md" mb={2}>
        {t('booking.outcome.next.heading')}
      </Heading>
      <List.Root as="ol" gap={2} ps={5}>
        <List.Item>{t('booking.outcome.next.email', { email: booking.booker.email })}</List.Item>
        <List.Item>{t('booking.outcome.next.driver')}</List.Item>
        <List.Item>{t('booking.outcome.next.meet')}</List.Item>
        <List.Item>{t('booking.outcome.next.keepLink')}</List.Item>
      </List.Root>
      <Text mt={4} fontSize="sm" color="fg.muted">
        {t('booking.terms.policy', { hours: FULL_REFUND_MIN_HOURS, percent: LATE_REFUND_PERCENT })}
      </Text>
    </Box>
  );
}
