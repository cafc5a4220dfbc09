import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from '@rides/platform/router';
import { SECURITY_EVENTS_RETENTION_DAYS } from '@rides/contracts/session-analytics';
import { Page } from '@rides/ui/page';
import { PageSection } from '@rides/ui/page-section';
import { Waiting } from '@rides/ui/waiting';
import { filtersFromParams, paramsOf } from '../analytics/analytics-params';
import { AnalyticsFiltersForm } from '../analytics/analytics-filters';
import { AnalyticsSummary } from '../analytics/analytics-summary';
import { AnalyticsCharts } from '../analytics/analytics-charts';
import { TopIdentifiers } from '../analytics/top-identifiers';
import { EventsTable } from '../analytics/events-table';
import { useSessionAnalytics } from '../analytics/use-session-analytics';
import { useSecurityEvents } from '../analytics/use-security-events';

/**
 * /session-analytics: security events and sign-ins over a range of Paris days (the last 30 by
 * default), filtered by type; the filters live in the address. The figures, the charts (each with its
 * table), the most refused identifiers and the events themselves, 50 at a time.
 */
export default function SessionAnalyticsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params, new Date()), [params]);
  const analytics = useSessionAnalytics(filters);
  const { query: events, rows } = useSecurityEvents(filters);

  return (
    <Page wide title={t('pages.sessionAnalytics.title')} lead={t('pages.sessionAnalytics.lead')}>
      <AnalyticsFiltersForm key={params.toString()} filters={filters} onApply={(f) => setParams(paramsOf(f))} />
      <Text color="fg.muted" fontSize="sm" mb={6}>
        {t('analytics.retention', { count: SECURITY_EVENTS_RETENTION_DAYS })}
      </Text>
      <Stack gap={10}>
        {analytics.isPending && <Waiting text={t('analytics.loading')} />}
        {analytics.isError && (
          <Alert.Root status="error" role="alert" alignItems="center">
            <Alert.Indicator />
            <Alert.Description flex="1">{t('analytics.loadFailed')}</Alert.Description>
            <Button size="sm" colorPalette="brand" onClick={() => void analytics.refetch()}>
              {t('board.retry')}
            </Button>
          </Alert.Root>
        )}
        {analytics.data && (
          <>
            <PageSection title={t('analytics.summary.title')}>
              <AnalyticsSummary a={analytics.data} />
            </PageSection>
            <PageSection title={t('analytics.charts.title')}>
              <AnalyticsCharts a={analytics.data} />
            </PageSection>
            <PageSection title={t('analytics.top.title')}>
              <TopIdentifiers rows={analytics.data.topIdentifiers} />
            </PageSection>
          </>
        )}
        <PageSection title={t('analytics.events.title')}>
          {events.isPending && <Waiting text={t('analytics.events.loading')} />}
          {events.isError && !events.isFetchNextPageError && (
            <Alert.Root status="error" role="alert" alignItems="center">
              <Alert.Indicator />
              <Alert.Description flex="1">{t('analytics.events.loadFailed')}</Alert.Description>
              <Button size="sm" colorPalette="brand" onClick={() => void events.refetch()}>
                {t('board.retry')}
              </Button>
            </Alert.Root>
          )}
          {events.isSuccess && (
            <Text role="status" color="fg.muted" mb={3}>
              {rows.length === 0 ? t('analytics.events.none') : t(events.hasNextPage ? 'analytics.events.shownMore' : 'analytics.events.shown', { count: rows.length })}
            </Text>
          )}
          {rows.length > 0 && <EventsTable rows={rows} />}
          {events.isFetchNextPageError && (
            <Alert.Root status="error" role="alert" mt={4}>
              <Alert.Indicator />
              <Alert.Description>{t('analytics.events.moreFailed')}</Alert.Description>
            </Alert.Root>
          )}
          {events.hasNextPage && (
            <Button mt={4} variant="outline" onClick={() => void events.fetchNextPage()} loading={events.isFetchingNextPage}>
              {t('analytics.events.loadMore')}
            </Button>
          )}
        </PageSection>
      </Stack>
    </Page>
  );
}
