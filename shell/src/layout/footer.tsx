import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="gray.100">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** SPEC 2 footer: company, legal, contact, follow us. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" bg="brand.900" color="gray.100" px={{ base: 4, md: 8 }} py={8} mt={12}>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap={6} maxW="7xl" mx="auto">
        <Stack gap={1}>
          <Heading as="h2" size="sm">{t('footer.company')}</Heading>
          <FooterLink to="/about">{t('nav.about')}</FooterLink>
          <FooterLink to="/services">{t('nav.services')}</FooterLink>
          <FooterLink to="/pricing">{t('nav.pricing')}</FooterLink>
        </Stack>
        <Stack gap={1}>
          <Heading as="h2" size="sm">{t('footer.legal')}</Heading>
          <FooterLink to="/terms">{t('footer.terms')}</FooterLink>
          <FooterLink to="/privacy">{t('footer.privacy')}</FooterLink>
          <FooterLink to="/faq">{t('footer.faq')}</FooterLink>
        </Stack>
        <Stack gap={1}>
          <Heading as="h2" size="sm">{t('footer.contact')}</Heading>
          <FooterLink to="/contact">{t('nav.contact')}</FooterLink>
          <Text>{t('footer.email')}</Text>
          <Text>{t('footer.support')}</Text>
        </Stack>
        <Stack gap={1}>
          <Heading as="h2" size="sm">{t('footer.follow')}</Heading>
          <Text>{t('brand.tagline')}</Text>
        </Stack>
      </SimpleGrid>
      <Text textAlign="center" mt={8} fontSize="sm">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
