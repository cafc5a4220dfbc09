import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DataList, Heading, Table, Text } from '@chakra-ui/react';
import { getReconciliation, type Reconciliation } from '@rides/contracts/billing';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { useOperationQuery } from '@rides/platform/query';
import { refusalMessage } from '@rides/platform/refusal';
import { Waiting } from '@rides/ui/waiting';
import { parisToday } from './dates';
import { ExportButton } from './export-button';
import { RangeForm } from './range-form';

function Summary({ r }: { r: Reconciliation }) {
  const { t, i18n } = useTranslation('admin');
  const m = (c: number) => formatMoney(c, i18n.language);
  const sum = (s: { count: number; cents: number }) => t('billing.ledger.totalLine', { count: s.count, amount: m(s.cents) });
  return (
    <DataList.Root orientation="horizontal" mb={6} data-testid="reconciliation-summary" aria-label={t('billing.reconciliation.summary')}>
      <DataList.Item>
        <DataList.ItemLabel>{t('billing.reconciliation.ourCharges')}</DataList.ItemLabel>
        <DataList.ItemValue>{sum(r.ours.charges)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('billing.reconciliation.theirCharges', { provider: r.provider })}</DataList.ItemLabel>
        <DataList.ItemValue>{sum(r.theirs.charges)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('billing.reconciliation.ourRefunds')}</DataList.ItemLabel>
        <DataList.ItemValue>{sum(r.ours.refunds)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('billing.reconciliation.theirRefunds', { provider: r.provider })}</DataList.ItemLabel>
        <DataList.ItemValue>{sum(r.theirs.refunds)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('billing.reconciliation.fees')}</DataList.ItemLabel>
        <DataList.ItemValue>{m(r.theirs.feeCents)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('billing.reconciliation.net')}</DataList.ItemLabel>
        <DataList.ItemValue>{m(r.theirs.netCents)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('billing.reconciliation.matched')}</DataList.ItemLabel>
        <DataList.ItemValue>{sum(r.matched)}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

function Differences({ r }: { r: Reconciliation }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const m = (c: number | null) => (c === null ? '—' : formatMoney(c, lng));
  if (r.items.length === 0) return <Text role="status">{t('billing.reconciliation.allMatch')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('billing.reconciliation.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('billing.ledger.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.reconciliation.problem')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.ledger.kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.ledger.reference')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.reconciliation.providerId')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.reconciliation.ours')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.reconciliation.theirs')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {r.items.map((i) => (
            <Table.Row key={`${i.problem}|${i.kind}|${i.providerId}|${i.at}`} data-testid="difference-row">
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(i.at, lng)}</Table.Cell>
              <Table.Cell>{t(`billing.reconciliation.problems.${i.problem}`)}</Table.Cell>
              <Table.Cell>{t(`billing.reconciliation.kinds.${i.kind}`)}</Table.Cell>
              <Table.Cell>{i.reference ?? '—'}</Table.Cell>
              <Table.Cell wordBreak="break-all">{i.providerId ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">{m(i.ourCents)}</Table.Cell>
              <Table.Cell textAlign="end">{m(i.providerCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Reconciliation: our payments and refunds against the provider's balance, matched by its ids. */
export function ReconciliationTab() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const today = parisToday();
  const [range, setRange] = useState({ from: today, to: today });
  const query = useOperationQuery(getReconciliation, range);
  return (
    <>
      <RangeForm key={`${range.from}|${range.to}`} label={t('billing.reconciliation.filters')} kind="reconciliation" from={range.from} to={range.to} onApply={setRange} />
      <Text color="fg.muted" mb={4}>
        {t('billing.reconciliation.lead')}
      </Text>
      {query.isPending && <Waiting text={t('billing.reconciliation.loading')} />}
      {query.isError && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('billing.reconciliation.failed', { message: refusalMessage(query.error, tc) })}</Alert.Description>
          <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('billing.retry')}
          </Button>
        </Alert.Root>
      )}
      {query.data && (
        <>
          <Summary r={query.data} />
          {query.data.truncated && (
            <Alert.Root status="warning" role="status" mb={4}>
              <Alert.Indicator />
              <Alert.Description>{t('billing.reconciliation.truncated')}</Alert.Description>
            </Alert.Root>
          )}
          <Heading as="h3" size="md" mb={3}>
            {t('billing.reconciliation.differences', { count: query.data.items.length })}
          </Heading>
          <Differences r={query.data} />
          <ExportButton input={{ report: 'reconciliation', ...range }} />
        </>
      )}
    </>
  );
}
