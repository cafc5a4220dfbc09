import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import type { BookingStatus, BookingView, PaymentStatus } from '@rides/contracts/bookings';

const PALETTE: Record<BookingStatus, string> = {
  confirmed: 'green',
  pending_payment: 'orange',
  expired: 'gray',
  cancelled: 'red',
};

/**
 * The status to show. A stored unpaid card booking whose hold has run out is released (expired) by
 * the server only when next opened, so it is shown as expired already.
 */
export function shownStatus(b: Pick<BookingView, 'status' | 'expiresAt'>, now: Date): BookingStatus {
  if (b.status === 'pending_payment' && b.expiresAt && Date.parse(b.expiresAt) <= now.getTime()) return 'expired';
  return b.status;
}

/**
 * The payment line's key under `booking.payment`: a cancelled booking that was to be paid later (to the
 * driver, or by card not yet paid) owes nothing, whatever it was to be paid with (issue [R] 3).
 */
export function shownPaymentStatus(b: { status: BookingStatus; paymentStatus: PaymentStatus }): PaymentStatus | 'nothing' {
  return b.status === 'cancelled' && (b.paymentStatus === 'pay_driver' || b.paymentStatus === 'unpaid') ? 'nothing' : b.paymentStatus;
}

/** Confirmed / Awaiting payment / Expired / Cancelled: the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} size="md" data-testid="booking-status">
      {t(`booking.status.${status}`)}
    </Badge>
  );
}
