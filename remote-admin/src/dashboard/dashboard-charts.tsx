import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, SimpleGrid } from '@chakra-ui/react';
import type { DashboardDay } from '@rides/contracts/admin-dashboard';
import { formatMoney } from '@rides/i18n/format';
import { DayChart } from '../charts/day-chart';
import { CHART_COLORS } from '../charts/chart-types';
import type { ChartDays } from './use-admin-dashboard';

interface Props {
  series: DashboardDay[];
  days: ChartDays;
  onDays: (days: ChartDays) => void;
}

/** Bookings and revenue by Paris day over the last 30 or 90 days, each with its table. */
export function DashboardCharts({ series, days, onDays }: Props) {
  const { t, i18n } = useTranslation('admin');
  const data = series.map((d) => ({ date: d.date, bookings: d.bookings, revenueCents: d.revenueCents }));
  return (
    <>
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('dashboard.range')} mb={3}>
        {([30, 90] as const).map((n) => (
          <Button key={n} aria-pressed={days === n} variant={days === n ? 'solid' : 'outline'} colorPalette="brand" onClick={() => onDays(n)}>
            {t('dashboard.lastDays', { count: n })}
          </Button>
        ))}
      </ButtonGroup>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
        <DayChart title={t('dashboard.bookingsChart', { count: days })} kind="bar" data={data} series={[{ key: 'bookings', label: t('dashboard.tiles.bookings'), color: CHART_COLORS[0] }]} />
        <DayChart
          title={t('dashboard.revenueChart', { count: days })}
          kind="line"
          data={data}
          series={[{ key: 'revenueCents', label: t('dashboard.tiles.revenue'), color: CHART_COLORS[2], format: (cents) => formatMoney(cents, i18n.language) }]}
        />
      </SimpleGrid>
    </>
  );
}
