import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '@chakra-ui/react';
import { SECURITY_EVENT_TYPES } from '@rides/contracts/security-event-types';
import type { SessionAnalytics } from '@rides/contracts/session-analytics';
import { DayChart } from '../charts/day-chart';
import { CHART_COLORS } from '../charts/chart-types';

/** Events by type and day (stacked, the filtered types that occurred) and sign-ins by day (succeeded, wrong password, refused). */
export function AnalyticsCharts({ a }: { a: SessionAnalytics }) {
  const { t } = useTranslation('admin');
  const shown = SECURITY_EVENT_TYPES.map((type, i) => ({ type, color: CHART_COLORS[i % CHART_COLORS.length]! })).filter(({ type }) => (a.totals[type] ?? 0) > 0);
  const events = a.eventsByDay.map((d) => ({ date: d.date, ...Object.fromEntries(shown.map(({ type }) => [type, d.counts[type] ?? 0])) }));
  const signIns = a.signInsByDay.map((d) => ({ ...d }));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
      <DayChart
        title={t('analytics.charts.events')}
        kind="bar"
        stacked
        data={events}
        series={shown.map(({ type, color }) => ({ key: type, label: t(`analytics.types.${type}`), color }))}
      />
      <DayChart
        title={t('analytics.charts.signIns')}
        kind="bar"
        stacked
        data={signIns}
        series={[
          { key: 'successes', label: t('analytics.charts.successes'), color: CHART_COLORS[2] },
          { key: 'failures', label: t('analytics.charts.failures'), color: CHART_COLORS[1] },
          { key: 'refused', label: t('analytics.charts.refused'), color: CHART_COLORS[3] },
        ]}
      />
    </SimpleGrid>
  );
}
