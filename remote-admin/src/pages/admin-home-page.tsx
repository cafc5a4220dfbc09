import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, Heading, Link, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { routeById } from '@rides/mf-config/routes';
import { Page } from '@rides/ui/page';
import { AccountCard } from '@rides/ui/account-card';
import { useSession } from '@rides/platform/session';
import { atCap, useRideBoard } from '../rides/use-ride-board';
import { AdminDashboard } from '../dashboard/admin-dashboard';
import { PendingReviews } from '../reviews/pending-reviews';

type AreaId = 'adminAssignRides' | 'adminAllRequests' | 'adminFlights' | 'adminDriverApprovals' | 'adminPendingSignups';
type ToolId = 'testNotifications' | 'testSms' | 'testTwilioConfig' | 'testWhatsapp' | 'testBulkWhatsapp' | 'testClicksendSms' | 'sendHelloDrivers';
const TOOLS: readonly ToolId[] = ['testNotifications', 'testSms', 'testTwilioConfig', 'testWhatsapp', 'testBulkWhatsapp', 'testClicksendSms', 'sendHelloDrivers'];

const pathOf = (id: string): string => routeById(id)?.path ?? '/admin';

/** A card that is one link (its title), with what the area is for and, for dispatch, what waits there. */
function AreaCard({ id, children }: { id: AreaId; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Card.Root as="li" size="sm" _hover={{ borderColor: 'brand.solid' }} position="relative">
      <Card.Body gap={1}>
        <Heading as="h2" size="md">
          <LinkOverlay asChild>
            <RouterLink to={pathOf(id)}>{t(`pages.${id}.title`)}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t(`pages.${id}.lead`)}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** How many confirmed rides wait for a driver, and how many of them are overdue (the board's first page and its counts). */
function WaitingRides() {
  const { t } = useTranslation('admin');
  const { query, board } = useRideBoard('unassigned');
  if (query.isPending) return <Text fontSize="sm">{t('home.counting')}</Text>;
  if (!board) return <Text fontSize="sm">{t('home.countFailed')}</Text>;
  const count = board.total;
  const overdue = board.counts.overdue;
  return (
    <Text fontWeight="semibold" color={overdue > 0 ? 'red.700' : undefined} data-testid="waiting-count">
      {count === 0 ? t('home.noneWaiting') : t(board.totalAtLeast ? 'home.waitingAtLeast' : 'home.waiting', { count })}
      {overdue > 0 && ` · ${t(atCap(overdue) ? 'home.overdueAtLeast' : 'home.overdue', { count: overdue })}`}
    </Text>
  );
}

/**
 * /admin: where dispatch starts: the dashboard (figures linking to their pages, bookings and revenue
 * charts), the reviews waiting for approval, the areas (with the rides waiting for a driver) and the messaging tools.
 */
export default function AdminHomePage() {
  const { t } = useTranslation('admin');
  const toolsId = useId();
  const { user, effectiveRole } = useSession();
  return (
    <Page wide title={t('pages.adminHome.title')} lead={t('pages.adminHome.lead')}>
      <AdminDashboard />
      <PendingReviews />
      <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 2 }} gap={4} m={0} p={0}>
        <AreaCard id="adminAssignRides">
          <WaitingRides />
        </AreaCard>
        <AreaCard id="adminAllRequests" />
        <AreaCard id="adminFlights" />
        <AreaCard id="adminDriverApprovals" />
        <AreaCard id="adminPendingSignups" />
      </SimpleGrid>
      <Box as="section" aria-labelledby={toolsId} mt={10}>
        <Heading as="h2" size="lg" mb={3} id={toolsId}>
          {t('home.tools')}
        </Heading>
        <Stack as="ul" role="list" listStyleType="none" gap={2} m={0} p={0}>
          {TOOLS.map((id) => (
            <li key={id}>
              <Link asChild colorPalette="brand">
                <RouterLink to={pathOf(id)}>{t(`pages.${id}.title`)}</RouterLink>
              </Link>
              <Text as="span" color="fg.muted" fontSize="sm">
                {' — '}
                {t(`pages.${id}.lead`)}
              </Text>
            </li>
          ))}
        </Stack>
      </Box>
      <Box mt={10}>
        <AccountCard user={user} effectiveRole={effectiveRole} />
      </Box>
    </Page>
  );
}
