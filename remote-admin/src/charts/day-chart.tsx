import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, HStack, Heading, Table, Text } from '@chakra-ui/react';
import { formatWallDate } from '@rides/i18n/format';
import type { ChartDatum, ChartSeries } from './chart-types';

/** recharts loads with the first chart shown, as its own chunk: no other page pays for it. */
const RechartsDayChart = lazy(() => import('./recharts-day-chart'));

interface Props {
  title: string;
  kind: 'bar' | 'line';
  stacked?: boolean;
  data: ChartDatum[];
  series: ChartSeries[];
}

/**
 * A chart by Paris day inside a figure with its caption, and its accessible equivalent: a table of the
 * same figures, always in the page for screen readers and shown on screen with a toggle (its button
 * says whether it is open). The drawing itself is hidden from assistive technology.
 */
export function DayChart({ title, kind, stacked, data, series }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [tableShown, setTableShown] = useState(false);
  const captionId = useId();
  const tableId = useId();
  const formatDate = (date: string) => formatWallDate(date, i18n.language, 'short');
  const value = (s: ChartSeries, d: ChartDatum) => {
    const n = Number(d[s.key] ?? 0);
    return s.format ? s.format(n) : String(n);
  };
  return (
    <Box as="figure" aria-labelledby={captionId} borderWidth="1px" borderRadius="lg" p={4} m={0}>
      <HStack as="figcaption" justify="space-between" wrap="wrap" gap={2} mb={3}>
        <Heading as="h3" size="md" id={captionId}>
          {title}
        </Heading>
        <Button size="xs" variant="outline" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((s) => !s)}>
          {tableShown ? t('charts.hideTable') : t('charts.showTable')}
        </Button>
      </HStack>
      <Box aria-hidden="true" minH="280px">
        <Suspense fallback={<Text color="fg.muted">{t('charts.loading')}</Text>}>
          <RechartsDayChart kind={kind} stacked={stacked} data={data} series={series} formatDate={formatDate} />
        </Suspense>
      </Box>
      <Table.ScrollArea id={tableId} srOnly={!tableShown} mt={3} maxH="24rem" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('charts.day')}</Table.ColumnHeader>
              {series.map((s) => (
                <Table.ColumnHeader key={s.key} textAlign="end">
                  {s.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((d) => (
              <Table.Row key={d.date}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {formatDate(d.date)}
                </Table.Cell>
                {series.map((s) => (
                  <Table.Cell key={s.key} textAlign="end">
                    {value(s, d)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
