import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { Page } from '@rides/ui/page';
import { Countdown } from '../rides/countdown';
import { DriverNav } from '../rides/driver-nav';
import { RideActions } from '../rides/ride-actions';
import { RideDetails } from '../rides/ride-details';
import { RideHints } from '../rides/ride-hints';
import { SharePositionNotice } from '../rides/share-position-notice';
import { currentRide, driverActionsOf } from '../rides/ride-logic';
import { RideSummary } from '../rides/ride-summary';
import { RidesGate } from '../rides/rides-gate';
import { useDriverRides } from '../rides/use-driver-rides';

function CurrentRide({ ride, skewMs }: { ride: DriverRide; skewMs: number }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap={5}>
      <RideSummary ride={ride} headingId={headingId} as="h2" />
      <Countdown to={ride.pickupAt} skewMs={skewMs} />
      <SharePositionNotice ride={ride} />
      <RideActions ride={ride} actions={driverActionsOf(ride)} />
      <RideHints ride={ride} />
      <RideDetails ride={ride} />
    </Stack>
  );
}

/**
 * /driver/ongoing: the ride under way (en route, arrived, on board, no-show reported), else the next
 * assigned one, with a big button for each step the server allows now: set off, arrived, passenger on
 * board, completed (asking what was collected on a pay-the-driver ride), no-show, hand back.
 */
export default function OngoingPage() {
  const { t } = useTranslation('driver');
  const [state, retry] = useDriverRides();
  return (
    <Page title={t('pages.driverOngoing.title')} lead={t('pages.driverOngoing.lead')}>
      <Stack gap={8}>
        <RidesGate state={state} retry={retry}>
          {({ rides, skewMs }) => {
            const ride = currentRide(rides);
            if (ride) return <CurrentRide key={ride.id} ride={ride} skewMs={skewMs} />;
            return (
              <Box borderWidth="1px" borderRadius="lg" p={6}>
                <Heading as="h2" size="lg" mb={2}>
                  {t('ongoing.empty.title')}
                </Heading>
                <Text color="fg.muted">{t('ongoing.empty.body')}</Text>
              </Box>
            );
          }}
        </RidesGate>
        <DriverNav current="ongoing" />
      </Stack>
    </Page>
  );
}
