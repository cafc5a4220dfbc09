import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, DataList, Heading, HStack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { formatMoney, formatParisDate, formatParisTime } from '@rides/i18n/format';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { StatusBadge, shownPaymentStatus, shownStatus } from '@rides/ui/booking/status-badge';
import { AssignedDriver } from '@rides/ui/booking/assigned-driver';
import { usePartyText } from '@rides/ui/booking/trip-details';
import { BookingDetails } from './booking-details';
import { BookingLinks, PendingChangeNote } from './booking-links';

/** One booking in the list: its trip, time, party, price, status and payment; its links (manage, receipt, calendar); details on demand. */
export function BookingCard({ booking, now }: { booking: BookingView; now: Date }) {
  const { t, i18n } = useTranslation('customer');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const lng = i18n.language;
  const party = `${tc(`booking.vehicle.${booking.party.vehicle}`)} · ${usePartyText(booking.party)}`;
  const facts: Array<[string, string]> = [
    [tc('booking.when'), tc('booking.whenValue', { date: formatParisDate(booking.pickupAt, lng), time: formatParisTime(booking.pickupAt, lng) })],
    [t('bookings.vehicleAndParty'), party],
    [tc('booking.total'), formatMoney(booking.quote.totalCents, lng)],
    [t('bookings.paymentLabel'), tc(`booking.payment.${shownPaymentStatus(booking)}`)],
  ];
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId} data-testid="booking-card">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap={2}>
          <Heading as="h3" size="md" id={headingId}>
            {t('bookings.route', { from: booking.from.name, to: booking.to.name })}
          </Heading>
          <HStack gap={2} wrap="wrap">
            <StatusBadge status={shownStatus(booking, now)} />
            {booking.status === 'confirmed' && <RideStatusBadge status={booking.ride.status} />}
          </HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {tc('booking.reference')}{' '}
          <Text as="span" fontWeight="semibold" color="fg" letterSpacing="wide" data-testid="booking-reference">
            {booking.reference}
          </Text>
        </Text>
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
        {booking.ride.driver && (
          <Box mt={3}>
            <AssignedDriver driver={booking.ride.driver} />
          </Box>
        )}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap={3}>
        <PendingChangeNote booking={booking} />
        <BookingLinks booking={booking} />
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t(open ? 'bookings.hideDetailsOf' : 'bookings.showDetailsOf', { reference: booking.reference })}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'bookings.hideDetails' : 'bookings.showDetails')}
        </Button>
        <Box id={detailsId} hidden={!open}>
          {open && <BookingDetails booking={booking} now={now} />}
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
