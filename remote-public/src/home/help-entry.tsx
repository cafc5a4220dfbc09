import { useId } from 'react';
import { Box, Button, HStack, Heading, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { company, whatsappLink } from '@rides/domain/company';

/**
 * The home page's help entry point (SPEC 2: "help dialog with AI chat and direct contact by e-mail or
 * WhatsApp"). The dialog belongs to the shell, which opens it whenever the address's hash is `#help`
 * (shell/src/help/help-button.tsx): this link keeps the page and its query (`?lang=`) and only adds the
 * hash. E-mail and WhatsApp are offered here too, for those who would rather not chat with a machine.
 */
export function HelpEntry() {
  const { t } = useTranslation('public');
  const { search } = useLocation();
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: 5, md: 8 }}>
      <Heading as="h2" size="lg" id={id} mb={2}>
        {t('helpEntry.title')}
      </Heading>
      <Text color="gray.800" mb={5} maxW="3xl">
        {t('helpEntry.lead')}
      </Text>
      <HStack gap={{ base: 4, md: 6 }} wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={{ search, hash: '#help' }}>{t('helpEntry.ask')}</RouterLink>
        </Button>
        <Link href={`mailto:${company().supportEmail}`} colorPalette="brand" variant="underline">
          {t('helpEntry.email')}
        </Link>
        <Link href={whatsappLink()} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline">
          {t('helpEntry.whatsapp')}
          <VisuallyHidden> {t('helpEntry.newTab')}</VisuallyHidden>
        </Link>
      </HStack>
    </Box>
  );
}
