import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { DashboardCharts } from './dashboard-charts';
import { DashboardTiles } from './dashboard-tiles';
import { useAdminDashboard, type ChartDays } from './use-admin-dashboard';

/** /admin's dashboard section: the figures, each linking to its page, and the charts over 30 or 90 days. */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [days, setDays] = useState<ChartDays>(30);
  const query = useAdminDashboard(days);
  return (
    <Box as="section" aria-labelledby={headingId} mb={10}>
      <Heading as="h2" size="lg" mb={3} id={headingId}>
        {t('dashboard.title')}
      </Heading>
      {query.isPending && <Waiting text={t('dashboard.loading')} />}
      {query.isError && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('dashboard.loadFailed')}</Alert.Description>
          <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('board.retry')}
          </Button>
        </Alert.Root>
      )}
      {query.data && (
        <Stack gap={6}>
          <DashboardTiles d={query.data} />
          <DashboardCharts series={query.data.series} days={days} onDays={setDays} />
        </Stack>
      )}
    </Box>
  );
}
