import { useTranslation } from 'react-i18next';
import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { RequestRow } from '@rides/contracts/ride-requests';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { StatusBadge, shownPaymentStatus } from '@rides/ui/booking/status-badge';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';

interface Props {
  rows: RequestRow[];
  /** The address (search part) that opens a request's detail. */
  detailSearch: (id: string) => string;
  onOpen: (id: string) => void;
}

/**
 * The requests as a table with column headers. A row opens its detail: by its reference (a link, so
 * the keyboard and "open in a new tab" work) or by a click anywhere on it.
 */
export function RequestsTable({ rows, detailSearch, onOpen }: Props) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const lng = i18n.language;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{t('requests.table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('requests.table.reference')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('requests.table.pickup')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('requests.table.route')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('requests.table.booker')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('requests.table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('requests.table.payment')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('requests.table.total')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('requests.table.driver')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row
              key={r.id}
              cursor="pointer"
              data-testid="request-row"
              onClick={(e) => {
                if (!(e.target as HTMLElement).closest('a, button')) onOpen(r.id);
              }}
            >
              <Table.Cell>
                <Link asChild colorPalette="brand" fontWeight="semibold" letterSpacing="wide">
                  <RouterLink to={{ search: detailSearch(r.id) }} aria-label={t('requests.table.open', { reference: r.reference })}>
                    {r.reference}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(r.pickupAt, lng)}</Table.Cell>
              <Table.Cell whiteSpace="normal" minW="14rem">{t('board.routeValue', { from: r.fromName, to: r.toName })}</Table.Cell>
              <Table.Cell>
                <Text>{r.bookerName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {r.bookerEmail}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Stack gap={1} align="flex-start">
                  <StatusBadge status={r.status} />
                  {r.status === 'confirmed' && <RideStatusBadge status={r.rideStatus} />}
                </Stack>
              </Table.Cell>
              <Table.Cell>{tc(`booking.payment.${shownPaymentStatus(r)}`)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(r.totalCents, lng)}</Table.Cell>
              <Table.Cell>{r.driverName ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
