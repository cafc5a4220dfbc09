import { useTranslation } from 'react-i18next';
import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { PartnerMonth } from '@rides/contracts/partners';
import { formatMoney, formatMonth } from '@rides/i18n/format';
import { PayoutBadge } from './commission-badge';
import { useStatement } from './use-statement';

interface Props {
  months: PartnerMonth[];
  selected: string;
  onSelect: (month: string) => void;
}

/** The partner's months: bookings, commission (and what is not yet confirmed), payout, statements. */
export function MonthsTable({ months, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('partner');
  const lng = i18n.language;
  const statement = useStatement();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('months.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('months.month')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('months.bookings')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('months.commission')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('months.pending')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('months.payout')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('months.statement')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {months.map((m) => {
            const name = formatMonth(m.month, lng);
            const busy = statement.pending?.month === m.month ? statement.pending.format : null;
            return (
              <Table.Row key={m.month} data-testid="partner-month" aria-current={m.month === selected ? 'true' : undefined} bg={m.month === selected ? 'bg.muted' : undefined}>
                <Table.Cell>
                  <Button variant="plain" colorPalette="brand" px={0} fontWeight="semibold" onClick={() => onSelect(m.month)} aria-label={t('months.show', { month: name })}>
                    {name}
                  </Button>
                </Table.Cell>
                <Table.Cell textAlign="end">{m.bookings}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatMoney(m.commissionCents, lng)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(m.pendingCents, lng)}</Table.Cell>
                <Table.Cell>
                  <PayoutBadge status={m.status} />
                  {m.paymentReference && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('months.reference', { reference: m.paymentReference })}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap={1}>
                    <Button size="xs" variant="outline" loading={busy === 'csv'} onClick={() => statement.download(m.month, 'csv')} aria-label={t('months.csvOf', { month: name })}>
                      {t('months.csv')}
                    </Button>
                    <Button size="xs" variant="outline" loading={busy === 'pdf'} onClick={() => statement.download(m.month, 'pdf')} aria-label={t('months.pdfOf', { month: name })}>
                      {t('months.pdf')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
