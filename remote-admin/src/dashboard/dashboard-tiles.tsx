import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { AdminDashboard, DashboardPeriod } from '@rides/contracts/admin-dashboard';
import { formatMoney } from '@rides/i18n/format';

/** Where each tile leads (the billing page holds revenue and refunds). */
export const TILE_LINKS = {
  bookings: '/admin/all-requests',
  revenue: '/admin/billing',
  unassigned: '/admin/assign-rides',
  signups: '/admin/pending-signups',
  refunds: '/admin/billing',
} as const;
type TileId = keyof typeof TILE_LINKS;

/** A tile is one link (its heading) to the page behind its figures. */
function Tile({ id, children }: { id: TileId; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Card.Root as="li" size="sm" position="relative" _hover={{ borderColor: 'brand.solid' }} data-testid={`tile-${id}`}>
      <Card.Body gap={1}>
        <Heading as="h3" size="sm">
          <LinkOverlay asChild>
            <RouterLink to={TILE_LINKS[id]}>{t(`dashboard.tiles.${id}`)}</RouterLink>
          </LinkOverlay>
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Today, 7 days, 30 days of one figure, as a small description list. */
function Periods({ d, pick }: { d: AdminDashboard; pick: (p: DashboardPeriod) => string }) {
  const { t } = useTranslation('admin');
  const rows: [string, DashboardPeriod][] = [
    [t('dashboard.today'), d.today],
    [t('dashboard.last7'), d.last7],
    [t('dashboard.last30'), d.last30],
  ];
  return (
    <SimpleGrid as="dl" columns={2} columnGap={3} rowGap={0} fontSize="sm" m={0}>
      {rows.map(([label, p]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" m={0} fontWeight="semibold" textAlign="end">
            {pick(p)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The dashboard's figures: bookings, revenue, rides waiting for a driver, sign-ups to review, refunds. */
export function DashboardTiles({ d }: { d: AdminDashboard }) {
  const { t, i18n } = useTranslation('admin');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const signups = d.pendingSignups.drivers + d.pendingSignups.partners;
  return (
    <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, sm: 2, lg: 5 }} gap={3} m={0} p={0}>
      <Tile id="bookings">
        <Periods d={d} pick={(p) => String(p.bookings)} />
      </Tile>
      <Tile id="revenue">
        <Periods d={d} pick={(p) => money(p.revenueCents)} />
      </Tile>
      <Tile id="unassigned">
        <Text fontSize="2xl" fontWeight="bold" color={d.unassignedNext24h > 0 ? 'red.700' : undefined}>
          {d.unassignedNext24h}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.unassignedLead', { count: d.unassignedNext24h })}
        </Text>
      </Tile>
      <Tile id="signups">
        <Text fontSize="2xl" fontWeight="bold">
          {signups}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.signupsLead', { drivers: d.pendingSignups.drivers, partners: d.pendingSignups.partners })}
        </Text>
      </Tile>
      <Tile id="refunds">
        <Periods d={d} pick={(p) => t('dashboard.refundsValue', { count: p.refunds, amount: money(p.refundedCents) })} />
      </Tile>
    </SimpleGrid>
  );
}
