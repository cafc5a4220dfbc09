import { useTranslation } from 'react-i18next';
import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { BookingView } from '@rides/contracts/bookings';

/** The booking page (remote-public) that the e-mail's manage link opens: the same page and actions for the owner. */
export const managePath = (b: Pick<BookingView, 'reference' | 'manageToken'>) =>
  `/booking-confirmation?ref=${encodeURIComponent(b.reference)}&token=${encodeURIComponent(b.manageToken)}`;

const live = (b: BookingView) => b.status === 'confirmed' || b.status === 'pending_payment';

/** A change not in force yet, in a sentence (the booking page has the way to pay or the request). */
export function PendingChangeNote({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('customer');
  const pending = booking.selfService.pendingChange;
  if (!pending) return null;
  return (
    <Text fontSize="sm" color="fg.warning" data-testid="pending-change">
      {t(pending.status === 'open' ? 'bookings.pending.request' : 'bookings.pending.awaitingPayment')}
    </Text>
  );
}

/**
 * A card's ways on (issue [E]): Manage booking (update, Modify, cancel on the booking page), the PDF
 * receipt once there is one, and the pickup for a calendar while the booking still happens. Each
 * link's name carries the reference, as every card has the same ones.
 */
export function BookingLinks({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('customer');
  const { reference, links } = booking;
  return (
    <HStack gap={4} wrap="wrap">
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={managePath(booking)} aria-label={t('bookings.manageOf', { reference })}>
          {t('bookings.manage')}
        </RouterLink>
      </Button>
      {links.receipt && (
        <Link href={links.receipt} download colorPalette="brand" textDecoration="underline" fontSize="sm" aria-label={t('bookings.receiptOf', { reference })}>
          {t('bookings.receipt')}
        </Link>
      )}
      {live(booking) && (
        <Link href={links.calendar} download colorPalette="brand" textDecoration="underline" fontSize="sm" aria-label={t('bookings.calendarOf', { reference })}>
          {t('bookings.calendar')}
        </Link>
      )}
    </HStack>
  );
}
