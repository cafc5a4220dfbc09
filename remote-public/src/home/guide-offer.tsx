import { useId } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { guideUrl } from './guide-link';

/**
 * The free local guide (SPEC 1): a PDF to arriving in Paris in the reader's language, offered on the
 * home page and after booking. A plain link: the function answers with the file as an attachment.
 */
export function GuideOffer() {
  const { t, i18n } = useTranslation('public');
  const id = useId();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const href = guideUrl(lng);
  if (!href) return null;
  return (
    <Box as="section" id="guide" aria-labelledby={id} bg="brand.50" borderRadius="xl" p={{ base: 5, md: 8 }}>
      <Heading as="h2" size="lg" id={id} mb={2}>
        {t('guideOffer.title')}
      </Heading>
      <Text color="gray.800" mb={5} maxW="3xl">
        {t('guideOffer.text')}
      </Text>
      <Button asChild colorPalette="brand">
        <a href={href} download type="application/pdf" hrefLang={lng}>
          {t('guideOffer.download')}
        </a>
      </Button>
    </Box>
  );
}
