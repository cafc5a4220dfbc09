import { useTranslation } from 'react-i18next';
import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { UserBooking } from '@rides/contracts/admin-users';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { StatusBadge } from '@rides/ui/booking/status-badge';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { FILTER_PARAMS, RIDE_PARAM } from '../requests/filters';

const ALL_REQUESTS = '/admin/all-requests';

/** A booking's detail in All requests: the list searched by its reference, its panel open. */
export const requestLink = (b: Pick<UserBooking, 'id' | 'reference'>) => `${ALL_REQUESTS}?${new URLSearchParams({ [FILTER_PARAMS.q]: b.reference, [RIDE_PARAM]: b.id })}`;
/** Every booking under an e-mail, in All requests. */
export const requestsOf = (email: string) => `${ALL_REQUESTS}?${new URLSearchParams({ [FILTER_PARAMS.q]: email })}`;

/** The account's bookings, latest pickup first; each opens in All requests. */
export function UserBookings({ bookings, more, email }: { bookings: UserBooking[]; more: boolean; email: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  if (bookings.length === 0) return <Text>{t('users.bookings.none')}</Text>;
  return (
    <Stack gap={3}>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Caption srOnly>{t('users.bookings.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('requests.table.reference')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('requests.table.pickup')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('requests.table.route')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('requests.table.status')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('requests.table.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bookings.map((b) => (
              <Table.Row key={b.id} data-testid="user-booking">
                <Table.Cell>
                  <Link asChild colorPalette="brand" fontWeight="semibold" letterSpacing="wide">
                    <RouterLink to={requestLink(b)} aria-label={t('requests.table.open', { reference: b.reference })}>
                      {b.reference}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatParisDateTime(b.pickupAt, lng)}</Table.Cell>
                <Table.Cell whiteSpace="normal" minW="14rem">
                  {t('board.routeValue', { from: b.fromName, to: b.toName })}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap={1} align="flex-start">
                    <StatusBadge status={b.status} />
                    {b.status === 'confirmed' && <RideStatusBadge status={b.rideStatus} />}
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(b.totalCents, lng)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {more && email && (
        <Link asChild colorPalette="brand">
          <RouterLink to={requestsOf(email)}>{t('users.bookings.more', { count: bookings.length })}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
