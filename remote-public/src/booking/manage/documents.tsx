import { useTranslation } from 'react-i18next';
import { HStack, Link } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';

/** A booking that still happens: its pickup belongs in a calendar. */
export const isLive = (b: BookingView) => b.status === 'confirmed' || b.status === 'pending_payment';

/**
 * The booking's documents (issue [E] 5) as plain download links: the PDF receipt once there is one
 * (paid by card, or completed) and the pickup as an .ics for any calendar.
 */
export function Documents({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('public');
  const { receipt, calendar } = booking.links;
  if (!receipt && !isLive(booking)) return null;
  return (
    <HStack gap={6} wrap="wrap">
      {receipt && (
        <Link href={receipt} download colorPalette="brand" textDecoration="underline">
          {t('booking.manage.documents.receipt')}
        </Link>
      )}
      {isLive(booking) && (
        <Link href={calendar} download colorPalette="brand" textDecoration="underline">
          {t('booking.manage.documents.calendar')}
        </Link>
      )}
    </HStack>
  );
}
