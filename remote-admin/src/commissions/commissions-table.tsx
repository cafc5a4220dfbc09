import { useTranslation } from 'react-i18next';
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import type { PartnerCommissionRow } from '@rides/contracts/partners';
import { formatMoney, formatMonth } from '@rides/i18n/format';

const PAYOUT_COLOUR = { open: 'gray', approved: 'blue', paid: 'green' } as const;

interface Props {
  rows: PartnerCommissionRow[];
  /** The month now (Paris, `YYYY-MM`): only months before it can be approved. */
  currentMonth: string;
  busyKey: string | null;
  onApprove: (row: PartnerCommissionRow) => void;
  onPay: (row: PartnerCommissionRow) => void;
}

export const rowKey = (month: string, partnerId: string) => `${month}|${partnerId}`;

/** Per partner per month: bookings, amounts, payout state, and the next step (approve, then pay). */
export function CommissionsTable({ rows, currentMonth, busyKey, onApprove, onPay }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('commissions.table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('commissions.table.month')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('commissions.table.partner')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('commissions.table.bookings')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('commissions.table.commissionable')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('commissions.table.commission')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('commissions.table.pending')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('commissions.table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('commissions.table.action')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => {
            const month = formatMonth(r.month, lng);
            const canApprove = r.status === 'open' && r.month < currentMonth && r.pendingCents === 0;
            return (
              <Table.Row key={rowKey(r.month, r.partner.id)} data-testid="commission-row">
                <Table.Cell whiteSpace="nowrap">{month}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold">{r.partner.companyName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    /p/{r.partner.slug}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{r.bookings}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(r.commissionableCents, lng)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatMoney(r.commissionCents, lng)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(r.pendingCents, lng)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PAYOUT_COLOUR[r.status]} variant="subtle">
                    {t(`commissions.status.${r.status}`)}
                  </Badge>
                  {r.paymentReference && (
                    <Text fontSize="xs" color="fg.muted">
                      {r.paymentReference}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {r.status === 'open' && (
                    <Button
                      size="xs"
                      colorPalette="brand"
                      variant="outline"
                      disabled={!canApprove}
                      loading={busyKey === rowKey(r.month, r.partner.id)}
                      onClick={() => onApprove(r)}
                      aria-label={t('commissions.approveOf', { partner: r.partner.companyName, month })}
                      title={canApprove ? undefined : t(r.month >= currentMonth ? 'commissions.refusals.month-not-over' : 'commissions.refusals.commissions-pending')}
                    >
                      {t('commissions.approve')}
                    </Button>
                  )}
                  {r.status === 'approved' && (
                    <Button size="xs" colorPalette="brand" onClick={() => onPay(r)} aria-label={t('commissions.payOf', { partner: r.partner.companyName, month })}>
                      {t('commissions.markPaid')}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
