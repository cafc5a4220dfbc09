import { useTranslation } from 'react-i18next';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { formatParisDate, formatParisTime } from '@rides/i18n/format';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';

/**
 * The head of a ride: its Paris pickup time (large, as on an airport board), the route, the status
 * and the reference. `withDate` adds the day (not needed under a day heading).
 */
export function RideSummary({ ride, headingId, withDate = true, as = 'h3' }: { ride: DriverRide; headingId: string; withDate?: boolean; as?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('driver');
  const lng = i18n.language;
  return (
    <Stack gap={1}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap={2}>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1" fontVariantNumeric="tabular-nums" data-testid="ride-time">
          {formatParisTime(ride.pickupAt, lng)}
        </Text>
        <RideStatusBadge status={ride.status} size="lg" palette="driver" label={t(`status.${ride.status}`)} />
      </HStack>
      {withDate && <Text color="fg.muted">{formatParisDate(ride.pickupAt, lng)}</Text>}
      <Heading as={as} size="md" id={headingId}>
        {t('ride.route', { from: ride.from.name, to: ride.to.name })}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('ride.reference')}{' '}
        <Text as="span" fontWeight="semibold" color="fg" letterSpacing="wide" data-testid="ride-reference">
          {ride.reference}
        </Text>
      </Text>
    </Stack>
  );
}
