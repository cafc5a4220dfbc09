import { useTranslation } from 'react-i18next';
import type { BookingView } from '@rides/contracts/bookings';
import { LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from '@rides/domain/self-service';
import { formatMoney, formatParisDate, formatParisTime } from '@rides/i18n/format';

/** What a card refund is taken from: what was paid and not refunded yet (the total for a booking never changed). */
const refundBase = (b: BookingView) => (b.paidCents - b.refundedCents > 0 ? b.paidCents - b.refundedCents : b.quote.totalCents);

/**
 * The refund a cancellation brings, in words, from the server's figures (`selfService.cancellation`):
 * the amount, whether it is in full (and until when) or a share of what was paid, and when it reaches
 * the card; "nothing has been charged" when nothing was. `refundCents` is the figure on screen: the
 * server's, or a newer one after a `refund-changed` refusal.
 */
export function useRefundText(b: BookingView, refundCents: number): string[] {
  const { t, i18n } = useTranslation('public');
  const lng = i18n.language;
  const c = b.selfService.cancellation;
  if (refundCents <= 0 || !c) return [t('booking.manage.cancel.nothingCharged')];
  const base = refundBase(b);
  const amount = formatMoney(refundCents, lng);
  const when = { date: formatParisDate(c.fullRefundUntil, lng), time: formatParisTime(c.fullRefundUntil, lng) };
  const percent = refundCents >= base ? 100 : refundCents === c.refundCents ? c.percent : refundCents === Math.round((base * LATE_REFUND_PERCENT) / 100) ? LATE_REFUND_PERCENT : null;
  const first =
    percent === 100
      ? t('booking.manage.cancel.fullRefund', { amount, ...when })
      : percent !== null
        ? t('booking.manage.cancel.partRefund', { percent, total: formatMoney(base, lng), amount, ...when })
        : t('booking.manage.cancel.refundOf', { amount });
  return [first, t('booking.manage.refundArrives', { ...REFUND_ARRIVAL_BUSINESS_DAYS })];
}
