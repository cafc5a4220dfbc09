import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';

/** "Book a transfer": the booking form on the home page (/#booking), which brings itself into view and focus. */
export function BookLink({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  const { t } = useTranslation('customer');
  return (
    <Button asChild colorPalette="brand" variant={variant} alignSelf="flex-start">
      <RouterLink to="/#booking">{t('bookings.book')}</RouterLink>
    </Button>
  );
}
