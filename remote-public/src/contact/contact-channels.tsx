import { useTranslation } from 'react-i18next';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { company, whatsappLink, RESPONSE_MINUTES } from '@rides/domain/company';
import { PageSection } from '@rides/ui/page-section';

/**
 * The other ways to reach support (SPEC 1: e-mail and WhatsApp; SPEC 9: answered within 1 hour, 24/7),
 * with the facts of `COMPANY`, so the page, the e-mails and the assistant give the same ones.
 */
export function ContactChannels() {
  const { t } = useTranslation('public');
  const hours = Math.max(1, Math.round(RESPONSE_MINUTES / 60));
  return (
    <PageSection title={t('contact.channels.heading')}>
      <Text fontWeight="semibold">{t('contact.channels.promise', { count: hours })}</Text>
      <Stack as="dl" gap={4}>
        <Box>
          <Text as="dt" fontWeight="medium" color="fg.muted">
            {t('contact.channels.email')}
          </Text>
          <Box as="dd">
            <Link href={`mailto:${company().supportEmail}`} colorPalette="brand" textDecoration="underline">
              {company().supportEmail}
            </Link>
          </Box>
        </Box>
        <Box>
          <Text as="dt" fontWeight="medium" color="fg.muted">
            {t('contact.channels.whatsapp')}
          </Text>
          <Box as="dd">
            <Link href={whatsappLink(t('contact.channels.whatsappMessage'))} colorPalette="brand" textDecoration="underline">
              {t('contact.channels.whatsappLink')}
            </Link>
            <Text fontSize="sm" color="fg.muted" mt={1}>
              {t('contact.channels.whatsappHint')}
            </Text>
          </Box>
        </Box>
      </Stack>
    </PageSection>
  );
}
