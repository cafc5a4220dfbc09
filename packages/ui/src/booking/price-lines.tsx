import { useTranslation } from 'react-i18next';
import { Box, Flex, Text } from '@chakra-ui/react';
import type { Quote, QuoteLine } from '@rides/contracts/pricing';
import { formatDecimal, formatMoney } from '@rides/i18n/format';

/** The quote's lines (ride, seats, options) and its total, as a description list. */
export function PriceLines({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const eur = (cents: number) => formatMoney(cents, i18n.language);
  const label = (line: QuoteLine) => {
    if (line.code !== 'fare') return t(`booking.lines.${line.code}`, { count: line.quantity });
    if (quote.rule === 'airport-fixed') return t('booking.lines.airport');
    return t(`booking.lines.${quote.rule}`, { km: formatDecimal(quote.distanceKm, i18n.language) });
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
        <Text as="dt">{t('booking.total')}</Text>
        <Text as="dd">{eur(quote.totalCents)}</Text>
      </Flex>
    </Box>
  );
}
