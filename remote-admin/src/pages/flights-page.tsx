import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { listLocalFlights, type FollowedFlight } from '@rides/contracts/flights';
import { formatParisDateTime, formatParisTime } from '@rides/i18n/format';
import { useOperationQuery } from '@rides/platform/query';
import { Page } from '@rides/ui/page';
import { Waiting } from '@rides/ui/waiting';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { LocalFlightForm } from '../flights/local-flight-form';

const STATE_PALETTE: Record<FollowedFlight['state'], string> = { unknown: 'gray', scheduled: 'green', delayed: 'orange', landed: 'blue', cancelled: 'red', diverted: 'red' };

function FlightCard({ flight, editable }: { flight: FollowedFlight; editable: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  // Closing the form gives the focus back to the button that opened it (not to the page's start).
  const edit = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) edit.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const time = (iso: string | null) => (iso ? formatParisTime(iso, i18n.language) : '—');
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId} data-testid="followed-flight">
      <Card.Body gap={2}>
        <Heading as="h2" size="md" id={headingId}>
          {t('flights.card.title', { flight: flight.flightNumber, reference: flight.reference })}{' '}
          <Badge colorPalette={STATE_PALETTE[flight.state]}>{t(`flights.state.${flight.state}`)}</Badge>
        </Heading>
        <Text>
          {t('flights.card.pickup', { pickup: formatParisDateTime(flight.pickupAt, i18n.language) })} <RideStatusBadge status={flight.rideStatus} />
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('flights.card.times', { scheduled: time(flight.scheduledArrival), estimated: time(flight.estimatedArrival), actual: time(flight.actualArrival) })}
          {flight.divertedTo && ` · ${t('flights.card.divertedTo', { airport: flight.divertedTo })}`}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {flight.checkedAt ? t('flights.card.checked', { time: formatParisTime(flight.checkedAt, i18n.language) }) : t('flights.card.notChecked')}
        </Text>
        {editable &&
          (editing ? (
            <LocalFlightForm flight={flight} onDone={() => setEditing(false)} />
          ) : (
            <Button ref={edit} alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => setEditing(true)}>
              {t('flights.card.edit', { flight: flight.flightNumber })}
            </Button>
          ))}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /admin/flights: the airport pickups that follow their flight (issue [K] 2), what the flight status
 * provider last said and the pickup as it now stands. In local mode it is also the LOCAL flight board:
 * admins set a flight's state and times by hand, and the pickups that follow it move at once.
 */
export default function FlightsPage() {
  const { t } = useTranslation('admin');
  const flights = useOperationQuery(listLocalFlights, {}, { refetchInterval: 30_000 });
  const data = flights.data;
  return (
    <Page wide title={t('pages.adminFlights.title')} lead={t('pages.adminFlights.lead')}>
      {flights.isPending && <Waiting text={t('flights.loading')} />}
      {flights.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('flights.loadFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {data && (
        <Stack gap={6}>
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{data.provider === 'local' ? t('flights.provider.local') : t('flights.provider.aeroapi')}</Alert.Description>
          </Alert.Root>
          {data.flights.length === 0 ? (
            <Box borderWidth="1px" borderRadius="lg" p={6}>
              <Text>{t('flights.empty')}</Text>
            </Box>
          ) : (
            <Stack as="ul" role="list" listStyleType="none" gap={4} m={0} p={0}>
              {data.flights.map((f) => (
                <FlightCard key={f.bookingId} flight={f} editable={data.provider === 'local'} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}
