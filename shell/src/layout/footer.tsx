import type { ReactNode } from 'react';
import { Box, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { company, whatsappLink, displayPhone, type CompanyFacts } from '@rides/domain/company';

/** Brand names, the same in every language. */
const SOCIAL_NAMES: Record<keyof CompanyFacts['social'], string> = { instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn' };

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="gray.100">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** Leaves the site in a new tab: `noopener noreferrer`, and the name says so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="gray.100">
      {children}
      <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>
    </Link>
  );
}

function Column({ title, children }: { title: string; children: ReactNode[] }) {
  return (
    <Stack gap={2}>
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <Stack as="ul" gap={1} listStyleType="none" m={0} p={0}>
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * SPEC 2 footer: company, legal, contact, follow us. Contacts and the legal line come from the
 * environment's company facts (@rides/domain/company, issue [N] 4: one place for the site, the e-mails,
 * the PDFs and the structured data); the local stack's demo values say so. gray.100 on brand.900 is about 16:1; the focus ring
 * is white here, as the site's brand.500 ring would be too dark on navy.
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      as="footer"
      bg="brand.900"
      color="gray.100"
      px={{ base: 4, md: 8 }}
      py={8}
      mt={12}
      css={{ '& a:focus-visible': { outline: '3px solid white', outlineOffset: '2px' } }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap={6} maxW="7xl" mx="auto">
        <Column title={t('footer.company')}>
          {[
            <FooterLink key="about" to="/about">{t('nav.about')}</FooterLink>,
            <FooterLink key="services" to="/services">{t('nav.services')}</FooterLink>,
            <FooterLink key="pricing" to="/pricing">{t('nav.pricing')}</FooterLink>,
            <FooterLink key="drivers" to="/drivers">{t('footer.drivers')}</FooterLink>,
          ]}
        </Column>
        <Column title={t('footer.legal')}>
          {[
            <FooterLink key="terms" to="/terms">{t('footer.terms')}</FooterLink>,
            <FooterLink key="privacy" to="/privacy">{t('footer.privacy')}</FooterLink>,
            <FooterLink key="faq" to="/faq">{t('footer.faq')}</FooterLink>,
          ]}
        </Column>
        <Column title={t('footer.contact')}>
          {[
            <FooterLink key="contact" to="/contact">{t('footer.contactPage')}</FooterLink>,
            <Link key="email" href={`mailto:${company().supportEmail}`} color="gray.100">
              {t('footer.email', { email: company().supportEmail })}
            </Link>,
            <Link key="phone" href={`tel:${company().phoneE164}`} color="gray.100">
              {t('footer.phone', { number: displayPhone(company().phoneE164) })}
            </Link>,
            <ExternalLink key="whatsapp" href={whatsappLink()}>
              {t('footer.whatsapp', { number: displayPhone(company().whatsappE164) })}
            </ExternalLink>,
            <Text key="support">{t('footer.support')}</Text>,
          ]}
        </Column>
        <Column title={t('footer.follow')}>
          {Object.entries(company().social)
            .filter(([, href]) => href)
            .map(([key, href]) => (
            <ExternalLink key={key} href={href}>
              {SOCIAL_NAMES[key as keyof CompanyFacts['social']]}
            </ExternalLink>
          ))}
        </Column>
      </SimpleGrid>
      <Stack maxW="7xl" mx="auto" mt={8} gap={1} textAlign="center" fontSize="sm">
        <Text>{t('brand.tagline')}</Text>
        <Text>{t('footer.legalLine', { name: company().name, address: company().postalAddress.join(', '), vat: company().vatNumber })}</Text>
        {company().demo && <Text fontWeight="bold">{t('footer.demo')}</Text>}
        {/* The prerendered pages carry their deploy's year: in January the client's year replaces it. */}
        <Text suppressHydrationWarning>{t('footer.rights', { year: new Date().getFullYear() })}</Text>
      </Stack>
    </Box>
  );
}
