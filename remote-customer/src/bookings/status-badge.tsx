import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import type { BookingStatus } from '@rides/contracts/bookings';

const PALETTE: Record<BookingStatus, string> = {
  confirmed: 'green',
  pending_payment: 'orange',
  expired: 'gray',
  cancelled: 'red',
};

/** Confirmed / Awaiting payment / Expired / Cancelled: the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('customer');
  return (
    <Badge colorPalette={PALETTE[status]} size="md" data-testid="booking-status">
      {t(`bookings.status.${status}`)}
    </Badge>
  );
}
