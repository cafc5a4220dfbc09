import { useTranslation } from 'react-i18next';
import { Alert, Stack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from '@rides/domain/self-service';
import { formatMoney } from '@rides/i18n/format';

/** What was just done on the booking page, said once it is done. */
export type Done =
  | { kind: 'details'; driverTold: boolean }
  | { kind: 'changed'; before: BookingView; after: BookingView }
  | { kind: 'requested' }
  | { kind: 'cancelled'; refundCents: number };

function useLines(done: Done): string[] {
  const { t, i18n } = useTranslation('public');
  const eur = (c: number) => formatMoney(c, i18n.language);
  const arrives = t('booking.manage.refundArrives', { ...REFUND_ARRIVAL_BUSINESS_DAYS });
  switch (done.kind) {
    case 'details':
      return [t('booking.manage.done.details'), ...(done.driverTold ? [t('booking.manage.done.driverTold')] : [])];
    case 'requested':
      return [t('booking.manage.done.requested')];
    case 'cancelled': {
      const refund = done.refundCents;
      return [t('booking.manage.done.cancelled'), ...(refund > 0 ? [t('booking.manage.done.refunding', { amount: eur(refund) }), arrives] : [])];
    }
    case 'changed': {
      const difference = done.after.quote.totalCents - done.before.quote.totalCents;
      const lines = [t('booking.manage.done.changed')];
      if (done.after.payment === 'card' && difference < 0) lines.push(t('booking.manage.done.refunding', { amount: eur(-difference) }), arrives);
      if (done.after.payment === 'driver' && difference !== 0) lines.push(t('booking.manage.done.driverCollects', { total: eur(done.after.quote.totalCents) }));
      if (done.after.ride.driver !== null) lines.push(t('booking.manage.done.driverTold'));
      return lines;
    }
  }
}

export function DoneMessage({ done }: { done: Done }) {
  const lines = useLines(done);
  return (
    <Alert.Root status="success" data-testid="manage-done">
      <Alert.Indicator />
      <Alert.Description>
        <Stack gap={1}>
          {lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
      </Alert.Description>
    </Alert.Root>
  );
}
