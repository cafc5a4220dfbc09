import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { Link as RouterLink, useSearchParams } from '@rides/platform/router';
import { Page } from '@rides/ui/page';
import type { LiveRide } from '@rides/contracts/live-ride';
import { formatDecimal, formatParisDateTime, formatParisTime } from '@rides/i18n/format';
import { useLiveRide } from '../live-ride/use-live-ride';

/** Statuses after which the driver's position is never shown again. */
const ENDED: ReadonlyArray<LiveRide['status']> = ['on_board', 'completed', 'no_show_reported', 'no_show', 'cancelled'];

/** The position in a map the phone already has (no tile server here): OpenStreetMap, which phones hand to their map app. */
export const mapUrl = (p: { lat: number; lng: number }): string => `https://www.openstreetmap.org/?mlat=${p.lat.toFixed(5)}&mlon=${p.lng.toFixed(5)}#map=16/${p.lat.toFixed(5)}/${p.lng.toFixed(5)}`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box display={{ base: 'block', sm: 'grid' }} gridTemplateColumns="12rem 1fr" gap={4} py={2} borderBottomWidth="1px">
      <Text as="dt" fontWeight="medium" color="fg.muted">
        {term}
      </Text>
      <Box as="dd" fontWeight="semibold">
        {children}
      </Box>
    </Box>
  );
}

/** Where the driver is: the ETA and distance (announced politely as they change), the last update, a link to a map. */
function LivePosition({ ride }: { ride: LiveRide }) {
  const { t, i18n } = useTranslation('public');
  const p = ride.position;
  if (!p) {
    return (
      <Text data-testid="live-waiting" role="status">
        {t('liveRide.waitingPosition')}
      </Text>
    );
  }
  const km = (ride.distanceMetres ?? 0) / 1000;
  const distance = km < 1 ? t('liveRide.metres', { n: Math.round(km * 1000) }) : t('liveRide.km', { n: formatDecimal(Math.round(km * 10) / 10, i18n.language) });
  return (
    <Stack gap={3} data-testid="live-position">
      <Text role="status" aria-live="polite" aria-atomic="true" fontSize="2xl" fontWeight="bold" data-testid="live-eta">
        {ride.status === 'arrived' ? t('liveRide.arrived') : t('liveRide.eta', { count: ride.etaMinutes ?? 0, distance })}
      </Text>
      <Text color="fg.muted" data-testid="live-updated">
        {t('liveRide.updatedAt', { time: formatParisTime(p.at, i18n.language) })}
      </Text>
      <Button asChild colorPalette="brand" size="lg" minH="11" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        <a href={mapUrl(p)} target="_blank" rel="noopener noreferrer" data-testid="live-map-link">
          {t('liveRide.openMap')} <VisuallyHidden>{t('liveRide.newTab')}</VisuallyHidden>
        </a>
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('liveRide.privacy')}
      </Text>
    </Stack>
  );
}

function Ready({ ride }: { ride: LiveRide }) {
  const { t, i18n } = useTranslation('public');
  const liveId = useId();
  const driverId = useId();
  const ended = ENDED.includes(ride.status);
  const v = ride.driver?.vehicle;
  return (
    <Page title={t('liveRide.title')} lead={t('liveRide.lead', { reference: ride.reference })}>
      <Stack gap={8}>
        <Stack as="section" aria-labelledby={liveId} gap={3} borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
          <Heading as="h2" size="lg" id={liveId}>
            {t('liveRide.liveHeading')}
          </Heading>
          <Text data-testid="live-status">{t(`liveRide.status.${ride.status}`)}</Text>
          {ride.live && <LivePosition ride={ride} />}
          {!ride.live && ended && (
            <Alert.Root status="info" data-testid="live-ended">
              <Alert.Indicator />
              <Alert.Description>{t('liveRide.ended')}</Alert.Description>
            </Alert.Root>
          )}
          {!ride.live && !ended && <Text data-testid="live-not-started">{t('liveRide.notStarted')}</Text>}
        </Stack>
        <Stack as="section" aria-labelledby={driverId} gap={2}>
          <Heading as="h2" size="lg" id={driverId}>
            {t('liveRide.rideHeading')}
          </Heading>
          <Box as="dl">
            <Row term={t('liveRide.pickup')}>
              {formatParisDateTime(ride.pickupAt, i18n.language)} · {ride.pickup.name}
            </Row>
            {ride.driver && <Row term={t('liveRide.driver')}>{ride.driver.firstName}</Row>}
            {v && (
              <Row term={t('liveRide.vehicle')}>
                {[`${v.make} ${v.model}`.trim(), v.colour].filter(Boolean).join(', ')}
              </Row>
            )}
            {v && <Row term={t('liveRide.plate')}>{v.plate}</Row>}
            <Row term={t('liveRide.sign')}>{ride.signText}</Row>
          </Box>
        </Stack>
      </Stack>
    </Page>
  );
}

/**
 * /track?ref=…&token=…: the traveller's live "where is my driver" page (issue [K] 3), opened from the
 * "your driver is on the way" message. From en route until on board it shows the driver's last shared
 * position as an ETA, a distance, the time of the update and a map link, read again every 15 s; after
 * that no position, and it says live location has ended. The page is kept out of search engines
 * (seo-routes: private).
 */
export default function LiveRidePage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const [state, retry] = useLiveRide({ reference: params.get('ref') ?? '', token: params.get('token') ?? '' });
  if (state.status === 'loading') return <Waiting text={tc('remote.loading')} />;
  if (state.status === 'invalid') {
    return (
      <Page title={t('liveRide.invalidTitle')} lead={t('liveRide.invalidBody')}>
        <Link asChild colorPalette="brand">
          <RouterLink to="/contact">{t('booking.outcome.contact')}</RouterLink>
        </Link>
      </Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <Page title={t('liveRide.title')} lead={tc('errors.unavailable')}>
        <Button colorPalette="brand" onClick={retry}>
          {tc('remote.retry')}
        </Button>
      </Page>
    );
  }
  return <Ready ride={state.ride} />;
}
