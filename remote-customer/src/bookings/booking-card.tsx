import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, DataList, Heading, HStack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { BookingDetails } from './booking-details';
import { formatEuros, formatParis } from './format';
import { StatusBadge } from './status-badge';
import { shownStatus } from './timeline';

/** "Sedan · 2 passengers · 2 large bags · 1 child seat". */
function usePartyText(party: BookingView['party']): string {
  const { t } = useTranslation('customer');
  return [
    t(`bookings.vehicle.${party.vehicle}`),
    t('bookings.passengers', { count: party.passengers }),
    t('bookings.luggage', { count: party.luggage }),
    party.childSeats > 0 ? t('bookings.childSeats', { count: party.childSeats }) : null,
    party.boosterSeats > 0 ? t('bookings.boosterSeats', { count: party.boosterSeats }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One booking in the list: its trip, time, party, price, status and payment; details on demand. */
export function BookingCard({ booking, now }: { booking: BookingView; now: Date }) {
  const { t, i18n } = useTranslation('customer');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const when = formatParis(booking.pickupAt, i18n.language);
  const party = usePartyText(booking.party);
  const facts: Array<[string, string]> = [
    [t('bookings.pickup'), t('bookings.pickupValue', { date: when.date, time: when.time })],
    [t('bookings.vehicleAndParty'), party],
    [t('bookings.total'), formatEuros(booking.quote.totalCents, i18n.language)],
    [t('bookings.paymentLabel'), t(`bookings.payment.${booking.paymentStatus}`)],
  ];
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId} data-testid="booking-card">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap={2}>
          <Heading as="h3" size="md" id={headingId}>
            {t('bookings.route', { from: booking.from.name, to: booking.to.name })}
          </Heading>
          <StatusBadge status={shownStatus(booking, now)} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('bookings.reference')}{' '}
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
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap={2}>
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
          {open && <BookingDetails booking={booking} />}
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
