import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@rides/platform/router';
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { parisLocal } from '@rides/domain/paris-time';
import { formatWallDate } from '@rides/i18n/format';
import { Page } from '@rides/ui/page';
import { DriverNav } from '../rides/driver-nav';
import { ReconfirmNotice } from '../rides/reconfirm-notice';
import { RideActions } from '../rides/ride-actions';
import { RideDetails } from '../rides/ride-details';
import { activeRides, groupByParisDay, type RideDay } from '../rides/ride-logic';
import { RideSummary } from '../rides/ride-summary';
import { RidesGate } from '../rides/rides-gate';
import { useDriverRides } from '../rides/use-driver-rides';

/** `#ride-<id>`: the ride a notification was about (issue [M] 3). */
const rideAnchor = (rideId: string): string => `ride-${rideId}`;

/**
 * Once the ride named by the address's `#ride-<id>` is on the page (now, or when the list read again
 * brings it), it is scrolled to and focused.
 */
function useOpenedRide(rideIds: string) {
  const { hash, key } = useLocation();
  // Once per visit of the address: the list read again later must not take the focus back.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const card = hash.startsWith('#ride-') ? document.getElementById(hash.slice(1)) : null;
    if (!card || opened.current === key) return;
    opened.current = key;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [hash, key, rideIds]);
}

function RideCard({ ride }: { ride: DriverRide }) {
  const headingId = useId();
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId} data-testid="ride-card" id={rideAnchor(ride.id)} tabIndex={-1} scrollMarginTop="4">
      <Card.Header>
        <RideSummary ride={ride} headingId={headingId} withDate={false} />
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <ReconfirmNotice ride={ride} />
          <RideDetails ride={ride} />
          <RideActions ride={ride} actions={ride.allowedActions.includes('hand_back') ? ['hand_back'] : []} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Day({ day, today }: { day: RideDay; today: string }) {
  const { t, i18n } = useTranslation('driver');
  const headingId = useId();
  const date = formatWallDate(day.date, i18n.language);
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="ride-day">
      <Heading as="h2" size="lg" mb={3} id={headingId}>
        {day.date === today ? t('scheduled.today', { date }) : date}
      </Heading>
      <Stack as="ul" role="list" listStyleType="none" gap={4} m={0} p={0}>
        {day.rides.map((r) => (
          <RideCard key={r.id} ride={r} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * /driver/scheduled: the rides assigned to the driver (and any under way), grouped by Paris day, each
 * with everything needed on the day: time, places with their maps, flight, party, extras, the sign,
 * the traveller's phone (call or WhatsApp), notes and the amount to collect; a ride still far enough
 * ahead can be handed back from here (the steps of the ride itself are on /driver/ongoing).
 */
export default function ScheduledPage() {
  const { t } = useTranslation('driver');
  const [state, retry] = useDriverRides();
  useOpenedRide(state.status === 'ready' ? state.rides.map((r) => r.id).join() : '');
  return (
    <Page title={t('pages.driverScheduled.title')} lead={t('pages.driverScheduled.lead')}>
      <Stack gap={8}>
        <RidesGate state={state} retry={retry}>
          {({ rides, skewMs }) => {
            const days = groupByParisDay(activeRides(rides));
            const today = parisLocal(new Date(Date.now() + skewMs)).date;
            if (days.length === 0)
              return (
                <Box borderWidth="1px" borderRadius="lg" p={6}>
                  <Heading as="h2" size="lg" mb={2}>
                    {t('scheduled.empty.title')}
                  </Heading>
                  <Text color="fg.muted">{t('scheduled.empty.body')}</Text>
                </Box>
              );
            return days.map((d) => <Day key={d.date} day={d} today={today} />);
          }}
        </RidesGate>
        <DriverNav current="scheduled" />
      </Stack>
    </Page>
  );
}
