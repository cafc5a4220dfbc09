import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, List, Text } from '@chakra-ui/react';
import type { DriverCard } from '@rides/contracts/drivers';

/** A language code in the reader's language ("fr" -> "French", "français", "法语"); the code if unknown. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A driver's public card on `/book/{driverId}`: the short name (or a neutral "Your driver"), the
 * languages they speak and their car. Nothing else is known to the browser (getDriverCard).
 */
export function DriverCardView({ card }: { card: DriverCard }) {
  const { t, i18n } = useTranslation('public');
  const headingId = useId();
  const languagesId = useId();
  const type = card.vehicleType ? t(`bookDriver.card.types.${card.vehicleType}`) : null;
  const vehicle = card.vehicle && type ? t('bookDriver.card.vehicleValue', { vehicle: card.vehicle, type }) : (card.vehicle ?? type);
  const hasLanguages = card.languages.length > 0;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }} bg="bg">
      <Heading as="h2" id={headingId} size="xl" mb={3}>
        {card.displayName ?? t('bookDriver.card.unnamed')}
      </Heading>
      {hasLanguages || vehicle ? (
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap={4} rowGap={2}>
          {hasLanguages && (
            <>
              <Text as="dt" id={languagesId} fontWeight="medium" color="fg.muted">
                {t('bookDriver.card.languages')}
              </Text>
              <Box as="dd">
                <List.Root aria-labelledby={languagesId} listStyleType="none" display="flex" flexWrap="wrap" gap={2}>
                  {card.languages.map((code) => (
                    <List.Item key={code} bg="brand.subtle" borderRadius="full" px={3} py={0.5}>
                      {languageName(code, i18n.language)}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            </>
          )}
          {vehicle && (
            <>
              <Text as="dt" fontWeight="medium" color="fg.muted">
                {t('bookDriver.card.vehicle')}
              </Text>
              <Text as="dd">{vehicle}</Text>
            </>
          )}
        </Box>
      ) : (
        <Text color="fg.muted">{t('bookDriver.card.noDetails')}</Text>
      )}
    </Box>
  );
}
