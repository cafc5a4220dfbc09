import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, DataList, Heading, HStack } from '@chakra-ui/react';
import type { BoardRide } from '@rides/contracts/rides';
import { formatMoney, formatParisDate, formatParisTime } from '@rides/i18n/format';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { usePartyText } from '@rides/ui/booking/trip-details';

/**
 * One ride on the board: reference, its status once assigned, Paris pickup, route, party, flight, traveller, payment, the
 * driver the customer asked for (highlighted) and, once assigned, the driver. `actions` are its buttons
 * (none when the ride allows nothing now). A ride at risk (its driver has not set off 60 minutes before
 * pickup) says "Driver not on the way" and shows `atRisk` (the backup drivers).
 */
export function RideCard({ ride, selected, actions, atRisk }: { ride: BoardRide; selected: boolean; actions: ReactNode; atRisk?: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const headingId = useId();
  const lng = i18n.language;
  const party = `${tc(`booking.vehicle.${ride.party.vehicle}`)} · ${usePartyText(ride.party)}`;
  const facts: Array<[string, string]> = [
    [t('board.pickup'), t('board.pickupValue', { date: formatParisDate(ride.pickupAt, lng, 'short'), time: formatParisTime(ride.pickupAt, lng) })],
    [t('board.route'), t('board.routeValue', { from: ride.from.name, to: ride.to.name })],
    [t('board.party'), party],
    ...(ride.flightNumber ? [[t('board.flight'), ride.flightNumber] as [string, string]] : []),
    [t('board.traveller'), ride.travellerName],
    [t('board.payment'), t('board.paymentValue', { method: t(`paymentMethod.${ride.payment}`), total: formatMoney(ride.totalCents, lng) })],
    ...(ride.driver ? [[t('board.driver'), ride.driver.name] as [string, string]] : []),
  ];
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId} borderColor={selected ? 'brand.solid' : undefined} borderWidth={selected ? '2px' : undefined} data-testid="board-ride">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Heading as="h3" size="md" id={headingId} letterSpacing="wide">
            {ride.reference}
          </Heading>
          <HStack gap={2} wrap="wrap">
            {/* Once a driver has it, where the ride stands (why it may no longer be reassigned). */}
            {ride.status !== 'unassigned' && <RideStatusBadge status={ride.status} />}
            {ride.atRisk && (
              <Badge colorPalette="red" variant="solid" size="md">
                {t('board.atRisk')}
              </Badge>
            )}
            {ride.requestedDriver && (
              <Badge colorPalette="purple" size="md">
                {t('board.requested', { name: ride.requestedDriver.name })}
              </Badge>
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {ride.atRisk && atRisk}
      </Card.Body>
      {actions && (
        <Card.Footer gap={3} flexWrap="wrap">
          {actions}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
