import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { formatMoney } from '@rides/i18n/format';

/**
 * A change not in force yet (issue [E] 3): a Modify waiting for its difference to be paid (with the
 * way to pay it), or a request with our team.
 */
export function PendingChange({ booking }: { booking: BookingView }) {
  const { t, i18n } = useTranslation('public');
  const pending = booking.selfService.pendingChange;
  if (!pending) return null;
  if (pending.status === 'open') {
    return (
      <Alert.Root status="info" data-testid="pending-change">
        <Alert.Indicator />
        <Alert.Description>{t('booking.manage.pending.request')}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" data-testid="pending-change" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {t('booking.manage.pending.awaitingPayment', { amount: formatMoney(pending.differenceCents, i18n.language), total: formatMoney(pending.newTotalCents, i18n.language) })}
        </Alert.Description>
      </Alert.Content>
      {pending.checkoutUrl && (
        <Button asChild size="sm" colorPalette="brand">
          <a href={pending.checkoutUrl}>{t('booking.manage.pending.pay')}</a>
        </Button>
      )}
    </Alert.Root>
  );
}
