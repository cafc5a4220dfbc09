import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, HStack, Input, Table, Text } from '@chakra-ui/react';
import { getDriverStatements, type StatementRow, type StatementTotals } from '@rides/contracts/billing';
import { monthSchema } from '@rides/contracts/dates';
import { formatMoney } from '@rides/i18n/format';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { useOperationQuery } from '@rides/platform/query';
import { Waiting } from '@rides/ui/waiting';
import { parisMonthNow } from './dates';
import { ExportButton } from './export-button';

/** "we owe €123" / "owes us €14" / "square". */
function Owed({ cents }: { cents: number }) {
  const { t, i18n } = useTranslation('admin');
  if (cents === 0) return <>{t('billing.statements.square')}</>;
  const amount = formatMoney(Math.abs(cents), i18n.language);
  return <>{cents > 0 ? t('billing.statements.toDriver', { amount }) : t('billing.statements.toUs', { amount })}</>;
}

function Cells({ r }: { r: Omit<StatementRow, 'driverId' | 'driverName' | 'driverEmail'> }) {
  const { i18n } = useTranslation('admin');
  const m = (c: number) => formatMoney(c, i18n.language);
  return (
    <>
      <Table.Cell textAlign="end">{r.ridesCompleted}</Table.Cell>
      <Table.Cell textAlign="end">{m(r.cardValueCents)}</Table.Cell>
      <Table.Cell textAlign="end">{m(r.driverValueCents)}</Table.Cell>
      <Table.Cell textAlign="end">{m(r.cashCollectedCents)}</Table.Cell>
      <Table.Cell textAlign="end">{m(r.shareCents)}</Table.Cell>
      <Table.Cell textAlign="end" fontWeight="semibold">
        <Owed cents={r.owedCents} />
      </Table.Cell>
    </>
  );
}

function StatementsTable({ rows, totals }: { rows: StatementRow[]; totals: StatementTotals }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('billing.statements.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('billing.statements.driver')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.statements.rides')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.statements.cardValue')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.statements.cashValue')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.statements.cashCollected')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.statements.share')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.statements.owed')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.driverId} data-testid="statement-row">
              <Table.Cell>
                <Text fontWeight="semibold">{r.driverName}</Text>
                {r.driverEmail && (
                  <Text fontSize="xs" color="fg.muted">
                    {r.driverEmail}
                  </Text>
                )}
              </Table.Cell>
              <Cells r={r} />
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row data-testid="statement-totals">
            <Table.ColumnHeader scope="row">{t('billing.statements.total', { count: totals.drivers })}</Table.ColumnHeader>
            <Cells r={totals} />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted" p={3}>
        {t('billing.statements.settle', { toDrivers: formatMoney(totals.toDriversCents, i18n.language), fromDrivers: formatMoney(totals.fromDriversCents, i18n.language) })}
      </Text>
    </Table.ScrollArea>
  );
}

/** The month asked for, as the contract takes it (YYYY-MM). */
const monthForm = z.object({ month: monthSchema });

/** Driver statements: every driver with a ride completed in a Paris month, and who owes whom. */
export function StatementsTab() {
  const { t } = useTranslation('admin');
  const [month, setMonth] = useState(parisMonthNow);
  const form = useContractForm(monthForm, { month });
  const draft = form.bind('month');
  // Said as it is typed, before Apply.
  const valid = monthSchema.safeParse(draft.value).success;
  const query = useOperationQuery(getDriverStatements, { month });
  return (
    <>
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap={3} mb={4}>
        <form ref={form.ref} aria-label={t('billing.statements.filters')} role="search" noValidate onSubmit={form.submit((v) => setMonth(v.month))}>
          <HStack align="flex-end" gap={3}>
            <Field.Root invalid={!valid} maxW="14rem">
              <Field.Label>{t('billing.statements.month')}</Field.Label>
              <Input type="month" value={draft.value} placeholder="2026-07" onChange={(e) => draft.onChange(e.target.value)} />
              {!valid && <Field.ErrorText>{t('billing.statements.badMonth')}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="brand">
              {t('billing.range.apply')}
            </Button>
          </HStack>
        </form>
        <ExportButton input={{ report: 'statements', month }} />
      </HStack>
      {query.data && (
        <Text color="fg.muted" mb={3}>
          {t('billing.statements.rule', { percent: query.data.sharePercent })}
        </Text>
      )}
      {query.isPending && <Waiting text={t('billing.loading')} />}
      {query.isError && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('billing.loadFailed')}</Alert.Description>
          <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('billing.retry')}
          </Button>
        </Alert.Root>
      )}
      {query.data && query.data.rows.length === 0 && <Text>{t('billing.statements.none')}</Text>}
      {query.data && query.data.rows.length > 0 && <StatementsTable rows={query.data.rows} totals={query.data.totals} />}
    </>
  );
}
