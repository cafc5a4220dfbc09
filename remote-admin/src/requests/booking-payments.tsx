import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, Stack, Table, Text } from '@chakra-ui/react';
import type { RequestDetail } from '@rides/contracts/ride-requests';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';

function SmallTable({ caption, headers, children }: { caption: string; headers: Array<{ label: string; end?: boolean }>; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h.label} textAlign={h.end ? 'end' : undefined}>
                {h.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The money of a booking: every payment record (the booking's, a change's difference), what was paid
 * by card and refunded in total, and each refund with its amount, status and why it was made.
 */
export function BookingPayments({ d }: { d: RequestDetail }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const eur = (cents: number) => formatMoney(cents, lng);
  const { booking } = d;
  return (
    <Stack gap={4}>
      <DataList.Root orientation="horizontal" size="sm" data-testid="money-totals">
        <DataList.Item>
          <DataList.ItemLabel>{t('requests.money.paid')}</DataList.ItemLabel>
          <DataList.ItemValue>{eur(booking.paidCents)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('requests.money.refunded')}</DataList.ItemLabel>
          <DataList.ItemValue>{eur(booking.refundedCents)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>

      {d.payments.length === 0 ? (
        <Text color="fg.muted">{t('requests.detail.noPayments')}</Text>
      ) : (
        <SmallTable
          caption={t('requests.detail.payments')}
          headers={[{ label: t('requests.detail.at') }, { label: t('requests.detail.provider') }, { label: t('requests.detail.status') }, { label: t('requests.detail.amount'), end: true }]}
        >
          {d.payments.map((p, i) => (
            <Table.Row key={`${p.createdAt}-${i}`}>
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(p.createdAt, lng)}</Table.Cell>
              <Table.Cell>{p.provider}</Table.Cell>
              <Table.Cell>{t(`requests.detail.paymentRecord.${p.status}`)}</Table.Cell>
              <Table.Cell textAlign="end">{eur(p.amountCents)}</Table.Cell>
            </Table.Row>
          ))}
        </SmallTable>
      )}

      {booking.refunds.length === 0 ? (
        <Text color="fg.muted">{t('requests.money.noRefunds')}</Text>
      ) : (
        <SmallTable
          caption={t('requests.money.refunds')}
          headers={[{ label: t('requests.detail.at') }, { label: t('requests.money.reason') }, { label: t('requests.detail.status') }, { label: t('requests.detail.amount'), end: true }]}
        >
          {booking.refunds.map((r, i) => (
            <Table.Row key={`${r.at}-${i}`} data-testid="refund">
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(r.at, lng)}</Table.Cell>
              <Table.Cell>{t(`requests.money.refundReason.${r.reason}`)}</Table.Cell>
              <Table.Cell>{t(`requests.money.refundStatus.${r.status}`)}</Table.Cell>
              <Table.Cell textAlign="end">{eur(r.amountCents)}</Table.Cell>
            </Table.Row>
          ))}
        </SmallTable>
      )}
    </Stack>
  );
}
