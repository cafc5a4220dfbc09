import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Table, Text } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { listPartnerBookings } from '@rides/contracts/partners';
import { formatMoney, formatParisDateTime, formatMonth } from '@rides/i18n/format';
import { useOperationPages } from '@rides/platform/query';
import { StatusBadge } from '@rides/ui/booking/status-badge';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { CommissionBadge } from './commission-badge';

/** The bookings of one month with each commission: the guest by first name and initial, never their contact details. */
export function MonthBookings({ month }: { month: string }) {
  const { t, i18n } = useTranslation('partner');
  const lng = i18n.language;
  const { query, rows } = useOperationPages(listPartnerBookings, { month, limit: 50 });
  const name = formatMonth(month, lng);

  if (query.isPending) return <Waiting text={t('bookings.loading')} compact />;
  if (query.isError && !rows.length)
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Description>{t('bookings.loadFailed')}</Alert.Description>
        <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()}>
          {t('bookings.retry')}
        </Button>
      </Alert.Root>
    );
  if (!rows.length) return <Text color="fg.muted">{t('bookings.none', { month: name })}</Text>;
  return (
    <Stack gap={3} align="flex-start">
      <Table.ScrollArea borderWidth="1px" borderRadius="md" w="full">
        <Table.Root size="sm">
          <Table.Caption srOnly>{t('bookings.caption', { month: name })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('bookings.reference')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('bookings.pickup')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('bookings.route')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('bookings.guest')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('bookings.status')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('bookings.price')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('bookings.commission')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((b) => (
              <Table.Row key={b.reference} data-testid="partner-booking">
                <Table.Cell fontWeight="semibold" letterSpacing="wide">
                  {b.reference}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatParisDateTime(b.pickupAt, lng)}</Table.Cell>
                <Table.Cell minW="12rem" whiteSpace="normal">
                  {t('bookings.routeValue', { from: b.fromName, to: b.toName })}
                </Table.Cell>
                <Table.Cell>{b.guest}</Table.Cell>
                <Table.Cell>
                  <Stack gap={1} align="flex-start">
                    <StatusBadge status={b.status} />
                    {b.status === 'confirmed' && <RideStatusBadge status={b.rideStatus} />}
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {formatMoney(b.totalCents, lng)}
                  {b.refundedCents > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('bookings.refunded', { amount: formatMoney(b.refundedCents, lng) })}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Stack gap={1} align="flex-end">
                    <Text fontWeight="semibold">{formatMoney(b.commissionCents, lng)}</Text>
                    <CommissionBadge status={b.commissionStatus} />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {query.isFetchNextPageError && (
        <Text role="alert" color="fg.error">
          {t('bookings.moreFailed')}
        </Text>
      )}
      {query.hasNextPage && (
        <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('bookings.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
