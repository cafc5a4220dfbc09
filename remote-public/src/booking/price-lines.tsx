import { useTranslation } from 'react-i18next';
import { Box, Flex, Text } from '@chakra-ui/react';
import type { Quote, QuoteLine } from '@rides/contracts/pricing';
import { formatEuros } from './format';

/** The quote's lines (ride, seats, options) and its total, as a description list. */
export function PriceLines({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('public');
  const eur = (cents: number) => formatEuros(cents, i18n.language);
  const label = (line: QuoteLine) => {
    if (line.code !== 'fare') return t(`booking.price.lines.${line.code}`, { count: line.quantity });
    if (quote.rule === 'airport-fixed') return t('booking.price.lines.airport');
    return t(quote.rule === 'short' ? 'booking.price.lines.short' : 'booking.price.lines.long', { km: quote.distanceKm.toLocaleString(i18n.language) });
  };
  return (
    <Box as="dl" fontSize="sm">
      {quote.lines.map((line) => (
        <Flex key={line.code} justify="space-between" gap={4} py={1}>
          <Text as="dt">{label(line)}</Text>
          <Text as="dd">{eur(line.amountCents)}</Text>
        </Flex>
      ))}
      <Flex justify="space-between" gap={4} pt={2} mt={1} borderTopWidth="1px" fontWeight="semibold" fontSize="md">
        <Text as="dt">{t('booking.price.total')}</Text>
        <Text as="dd">{eur(quote.totalCents)}</Text>
      </Flex>
    </Box>
  );
}
