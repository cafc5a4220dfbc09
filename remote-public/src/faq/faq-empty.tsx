import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@rides/platform/router';
import { CONTENT_FACTS } from '@rides/domain/content-facts';

/** Nothing matches: say so and offer a person instead (the contact page). */
export function FaqEmpty() {
  const { t } = useTranslation('faq');
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: 5, md: 8 }} bg="bg.subtle">
      <Heading as="h2" size="md" mb={2}>
        {t('emptyTitle')}
      </Heading>
      <Text mb={4}>{t('emptyText', { responseMinutes: CONTENT_FACTS.responseMinutes })}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/contact">{t('contactLink')}</RouterLink>
      </Button>
    </Box>
  );
}
