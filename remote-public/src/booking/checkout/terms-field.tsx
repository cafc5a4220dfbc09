import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { useTranslation } from 'react-i18next';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { CheckField } from '../check-field';

/**
 * The cancellation policy (SPEC 9) in full, a link to the terms, and the checkbox accepting both.
 * The link is outside the checkbox's label, so following it never ticks the box.
 */
export function TermsField({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  const { t } = useTranslation('public');
  return (
    <Stack gap={3}>
      <Box bg="bg.muted" borderRadius="md" p={4}>
        <Text fontWeight="semibold">{t('booking.terms.policyTitle')}</Text>
        <Text fontSize="sm">{t('booking.terms.policy', { hours: FULL_REFUND_MIN_HOURS, percent: LATE_REFUND_PERCENT })}</Text>
        <Link asChild colorPalette="brand" fontSize="sm" mt={2}>
          <RouterLink to="/terms">{t('booking.terms.read')}</RouterLink>
        </Link>
      </Box>
      <CheckField label={t('booking.terms.accept')} checked={checked} onChange={onChange} error={error} />
    </Stack>
  );
}
