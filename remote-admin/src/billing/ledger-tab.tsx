import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DataList, Field, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { LEDGER_KINDS, type LedgerEntry, type LedgerKindFilter, type LedgerTotals } from '@rides/contracts/billing';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { Waiting } from '@rides/ui/waiting';
import { monthStart, parisToday } from './dates';
import { ExportButton } from './export-button';
import { RangeForm } from './range-form';
import { useLedger, type LedgerFilters } from './use-ledger';

function Totals({ totals, kind }: { totals: LedgerTotals; kind: LedgerKindFilter }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const line = (k: 'card' | 'refund' | 'cash') => t('billing.ledger.totalLine', { count: totals[k].count, amount: formatMoney(totals[k].cents, lng) });
  return (
    <DataList.Root orientation="horizontal" mb={4} aria-label={t('billing.ledger.totals')} data-testid="ledger-totals">
      {(kind === 'all' || kind === 'card') && (
        <DataList.Item>
          <DataList.ItemLabel>{t('billing.kinds.card')}</DataList.ItemLabel>
          <DataList.ItemValue>{line('card')}</DataList.ItemValue>
        </DataList.Item>
      )}
      {(kind === 'all' || kind === 'refund') && (
        <DataList.Item>
          <DataList.ItemLabel>{t('billing.kinds.refund')}</DataList.ItemLabel>
          <DataList.ItemValue>{line('refund')}</DataList.ItemValue>
        </DataList.Item>
      )}
      {kind === 'all' && (
        <DataList.Item>
          <DataList.ItemLabel>{t('billing.ledger.netCard')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatMoney(totals.netCardCents, lng)}</DataList.ItemValue>
        </DataList.Item>
      )}
      {(kind === 'all' || kind === 'cash') && (
        <DataList.Item>
          <DataList.ItemLabel>{t('billing.kinds.cash')}</DataList.ItemLabel>
          <DataList.ItemValue>{line('cash')}</DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}

function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('billing.ledger.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('billing.ledger.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.ledger.kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.ledger.reference')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.ledger.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.ledger.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.ledger.source')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => (
            <Table.Row key={e.id} data-testid="ledger-row">
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(e.at, lng)}</Table.Cell>
              <Table.Cell>{t(`billing.kinds.${e.kind}`)}</Table.Cell>
              <Table.Cell fontWeight="semibold">{e.reference}</Table.Cell>
              <Table.Cell textAlign="end">{e.kind === 'refund' ? `−${formatMoney(e.amountCents, lng)}` : formatMoney(e.amountCents, lng)}</Table.Cell>
              <Table.Cell>{t(`billing.status.${e.status}`, { defaultValue: e.status })}</Table.Cell>
              <Table.Cell>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {e.kind === 'cash' ? t('billing.ledger.heldBy', { name: e.driverName ?? '—' }) : (e.providerId ?? e.provider ?? '—')}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Ledger: card payments, refunds and cash collected by drivers in a Paris date range, newest first. */
export function LedgerTab() {
  const { t } = useTranslation('admin');
  const today = parisToday();
  const [filters, setFilters] = useState<LedgerFilters>({ from: monthStart(today), to: today, kind: 'all' });
  const { query, entries, totals } = useLedger(filters);
  return (
    <>
      <RangeForm key={`${filters.from}|${filters.to}`} label={t('billing.ledger.filters')} kind="ledger" from={filters.from} to={filters.to} onApply={(r) => setFilters((f) => ({ ...f, ...r }))} />
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap={3} mb={4}>
        <Field.Root maxW="16rem">
          <Field.Label>{t('billing.ledger.kind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.kind} onChange={(e) => setFilters((f) => ({ ...f, kind: e.target.value as LedgerKindFilter }))}>
              <option value="all">{t('billing.kinds.all')}</option>
              {LEDGER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`billing.kinds.${k}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ExportButton input={{ report: 'ledger', ...filters }} />
      </HStack>
      {totals && <Totals totals={totals} kind={filters.kind} />}
      {query.isPending && <Waiting text={t('billing.loading')} />}
      {query.isError && !query.isFetchNextPageError && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('billing.loadFailed')}</Alert.Description>
          <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('billing.retry')}
          </Button>
        </Alert.Root>
      )}
      {query.isSuccess && entries.length === 0 && <Text>{t('billing.ledger.none')}</Text>}
      {entries.length > 0 && (
        <Text role="status" color="fg.muted" mb={2}>
          {t(query.hasNextPage ? 'billing.ledger.shownMore' : 'billing.ledger.shown', { count: entries.length })}
        </Text>
      )}
      {entries.length > 0 && <LedgerTable entries={entries} />}
      {query.isFetchNextPageError && (
        <Alert.Root status="error" role="alert" mt={4}>
          <Alert.Indicator />
          <Alert.Description>{t('billing.moreFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {query.hasNextPage && (
        <Button mt={4} variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('billing.ledger.loadMore')}
        </Button>
      )}
    </>
  );
}
