import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { formatMoney } from '@rides/i18n/format';
import { PriceLines } from '@rides/ui/booking/price-lines';
import type { Pricing } from './use-pricing';

/**
 * The instant price (issue [C] 3): total and breakdown, updated as the fields change, announced
 * politely to screen readers. Fixed price, no surge: the time of day never changes it.
 */
export function PricePanel({ pricing }: { pricing: Pricing }) {
  const { t, i18n } = useTranslation('public');
  const { price, tariffFailed, retryTariff } = pricing;
  const quote = pricing.shownQuote;
  return (
    <Box as="section" aria-labelledby="price-heading" bg="brand.subtle" borderRadius="lg" p={5}>
      <Heading as="h3" id="price-heading" size="md" mb={2}>
        {t('booking.price.heading')}
      </Heading>
      <Box aria-live="polite" aria-atomic="true">
        {quote ? (
          <Text fontSize="3xl" fontWeight="bold" color="brand.900">
            {formatMoney(quote.totalCents, i18n.language)}
          </Text>
        ) : tariffFailed ? (
          <Text color="fg.error">{t('booking.price.failed')}</Text>
        ) : (
          <Text color="fg.muted">{price?.kind === 'refused' ? t('booking.price.doesNotFit') : price?.kind === 'incomplete' ? t('booking.price.choosePlaces') : t('booking.price.loading')}</Text>
        )}
      </Box>
      {tariffFailed && !quote && (
        <Button mt={2} size="sm" variant="outline" onClick={retryTariff}>
          {t('booking.price.retry')}
        </Button>
      )}
      {quote && (
        <Box mt={3}>
          <PriceLines quote={quote} />
        </Box>
      )}
      <Text mt={3} fontSize="sm" fontWeight="medium">
        {t('booking.price.fixed')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('booking.price.included')}
      </Text>
    </Box>
  );
}
