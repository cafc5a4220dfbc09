import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { DriverRide } from '@rides/contracts/rides';
import { parisLocal } from '@rides/domain/paris-time';
import { formatMoney, formatParisDate, formatParisTime } from '@rides/i18n/format';
import { useSession } from '@rides/platform/session';
import { AccountCard } from '@rides/ui/account-card';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { Page } from '@rides/ui/page';
import { Countdown } from '../rides/countdown';
import { DriverNav } from '../rides/driver-nav';
import { PATHS } from '../rides/paths';
import { ReconfirmNotice } from '../rides/reconfirm-notice';
import { SharePositionNotice } from '../rides/share-position-notice';
import { RideActions } from '../rides/ride-actions';
import { RideHints } from '../rides/ride-hints';
import { currentRide, finishedRidesOfParisMonth, nextForwardAction, ridesOfParisDay } from '../rides/ride-logic';
import { RideSummary } from '../rides/ride-summary';
import { RidesGate } from '../rides/rides-gate';
import { useDriverRides, type DriverRidesState } from '../rides/use-driver-rides';

type Stats = Extract<DriverRidesState, { status: 'ready' }>['stats'];

/** The ride to do next: when (counting down), where, and the one step to take now. */
function NextRide({ ride, skewMs }: { ride: DriverRide; skewMs: number }) {
  const { t, i18n } = useTranslation('driver');
  const headingId = useId();
  const next = nextForwardAction(ride);
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={4}>
      <Text fontWeight="semibold" color="fg.muted" mb={2}>
        {t('home.nextRide')}
      </Text>
      <Stack gap={4}>
        <RideSummary ride={ride} headingId={headingId} as="h2" />
        <Countdown to={ride.pickupAt} skewMs={skewMs} />
        {ride.collectCents !== null && <Text fontWeight="semibold">{t('ride.collect', { amount: formatMoney(ride.collectCents, i18n.language) })}</Text>}
        <ReconfirmNotice ride={ride} />
        <SharePositionNotice ride={ride} />
        <RideActions ride={ride} actions={next ? [next] : []} />
        <RideHints ride={ride} />
        <Button asChild variant="outline" colorPalette="brand" size="lg" minH="11">
          <RouterLink to={PATHS.ongoing}>{t('home.openRide')}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

function NoRide() {
  const { t } = useTranslation('driver');
  return (
    <Box as="section" aria-labelledby="driver-no-ride" borderWidth="1px" borderRadius="lg" p={6}>
      <Heading as="h2" size="lg" id="driver-no-ride" mb={2}>
        {t('home.empty.title')}
      </Heading>
      <Text color="fg.muted">{t('home.empty.body')}</Text>
    </Box>
  );
}

/** Today's and this month's counts (the server's), and what is still to collect on pay-the-driver rides. */
function RideStats({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation('driver');
  const items: Array<[string, string, string]> = [
    ['today', t('home.stats.today'), String(stats.today)],
    ['month', t('home.stats.month'), String(stats.month)],
    ['completed', t('home.stats.completedThisMonth'), String(stats.completedThisMonth)],
    ['collect', t('home.stats.toCollect'), formatMoney(stats.toCollectCents, i18n.language)],
  ];
  return (
    <Box as="section" aria-labelledby="driver-stats">
      <Heading as="h2" size="md" id="driver-stats" mb={3}>
        {t('home.stats.heading')}
      </Heading>
      <SimpleGrid as="dl" columns={2} gap={3}>
        {items.map(([key, label, value]) => (
          <Box key={key} borderWidth="1px" borderRadius="md" p={3} data-testid={`stat-${key}`}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** One line of a compact list: when, the route, the status, and anything else worth a glance. */
function RideLine({ when, ride, testId, children }: { when: string; ride: DriverRide; testId: string; children?: ReactNode }) {
  const { t } = useTranslation('driver');
  return (
    <Flex as="li" wrap="wrap" align="center" columnGap={3} rowGap={1} py={2} borderBottomWidth="1px" data-testid={testId}>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" flexShrink={0}>
        {when}
      </Text>
      <Text flex="1 1 10rem" minW={0}>
        {t('ride.route', { from: ride.from.name, to: ride.to.name })}
      </Text>
      <RideStatusBadge status={ride.status} palette="driver" label={t(`status.${ride.status}`)} />
      {children}
    </Flex>
  );
}

/** A titled compact list of rides, or the sentence saying there are none. */
function RideList({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb={2}>
        {title}
      </Heading>
      {children.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" role="list" listStyleType="none" gap={0} m={0} p={0}>
          {children}
        </Stack>
      )}
    </Box>
  );
}

/** Every ride picked up today (Paris time), whatever its status, in pickup order. */
function TodayRides({ rides, today }: { rides: readonly DriverRide[]; today: string }) {
  const { t, i18n } = useTranslation('driver');
  return (
    <RideList id="driver-today" title={t('home.todayList.heading')} empty={t('home.todayList.empty')}>
      {ridesOfParisDay(rides, today).map((r) => (
        <RideLine key={r.id} ride={r} when={formatParisTime(r.pickupAt, i18n.language)} testId="today-ride" />
      ))}
    </RideList>
  );
}

/** This Paris month's finished rides, newest first, with what was collected on pay-the-driver ones. */
function MonthRides({ rides, month }: { rides: readonly DriverRide[]; month: string }) {
  const { t, i18n } = useTranslation('driver');
  const lng = i18n.language;
  return (
    <RideList id="driver-month" title={t('home.monthList.heading')} empty={t('home.monthList.empty')}>
      {finishedRidesOfParisMonth(rides, month).map((r) => (
        <RideLine key={r.id} ride={r} when={formatParisDate(r.pickupAt, lng, 'short')} testId="month-ride">
          {r.collectCents !== null && r.cashCollectedCents !== null && (
            <Text fontSize="sm" fontWeight="semibold" flexBasis="100%">
              {t('home.monthList.collected', { amount: formatMoney(r.cashCollectedCents, lng) })}
            </Text>
          )}
        </RideLine>
      ))}
    </RideList>
  );
}

/**
 * /driver: the next ride with a live countdown and its one next step (a big button), the counts of
 * the day and the month, what is left to collect, today's rides and this month's finished ones (compact
 * lists), the way to the other driver pages, and who is signed in (last: on a phone the ride comes
 * first). New assignments appear by themselves (use-driver-rides.ts).
 */
export default function DriverHomePage() {
  const { t } = useTranslation('driver');
  const [state, retry] = useDriverRides();
  const { user, effectiveRole } = useSession();
  return (
    <Page title={t('pages.driverHome.title')} lead={t('pages.driverHome.lead')}>
      <Stack gap={8}>
        <RidesGate state={state} retry={retry}>
          {({ rides, stats, skewMs }) => {
            const ride = currentRide(rides);
            const today = parisLocal(new Date(Date.now() + skewMs)).date;
            return (
              <>
                {ride ? <NextRide ride={ride} skewMs={skewMs} /> : <NoRide />}
                <RideStats stats={stats} />
                <TodayRides rides={rides} today={today} />
                <MonthRides rides={rides} month={today.slice(0, 7)} />
              </>
            );
          }}
        </RidesGate>
        <DriverNav current="home" />
        <AccountCard user={user} effectiveRole={effectiveRole} />
      </Stack>
    </Page>
  );
}
