import { Suspense } from 'react';
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BookingSection } from '../booking/booking-section';
import { HomeSections } from '../home/home-sections';
import { faqNamespaces } from '../faq/use-faq';
import { loadRulesIfFormInUse } from '../booking/lazy-rules';

/** The FAQ's texts: the home page shows six of its questions, in the HTML and on hydration. */
export const namespaces = faqNamespaces;

/** Typed into before the app ran: the booking rules load beside the hydration's own loads. */
export const warm = loadRulesIfFormInUse;

// The reviews claim is shown only as the company's statement, beside the measured figures (home/reviews-section.tsx).
const CLAIMS = ['drivers', 'fixed', 'flight', 'france', 'support'] as const;

/**
 * Home (SPEC 2): the hero, then the booking form at #booking, then the claims, then How It Works,
 * the FAQ, the reviews, the help entry point and the free guide. All of it is in the prerendered HTML
 * (a visitor reads it before any script runs, issue [H] 2); the form's rules, schemas and tariff load
 * once it is in use (booking/lazy-rules.ts), the reviews when they come near the screen.
 */
export default function HomePage() {
  const { t } = useTranslation('public');
  return (
    <>
      <Box bg="brand.50" px={{ base: 4, md: 8 }} pt={{ base: 8, md: 14 }} pb={{ base: 10, md: 16 }}>
        <Box maxW="6xl" mx="auto">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="brand.900" mb={4}>
            {t('home.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.800" maxW="3xl" mb={{ base: 6, md: 10 }}>
            {t('home.lead')}
          </Text>
          <Box bg="bg" borderRadius="xl" boxShadow="md" p={{ base: 4, md: 8 }}>
            <BookingSection />
          </Box>
        </Box>
      </Box>
      {/* Below the form, hydrated in a pass of its own (a Suspense boundary): the page's first commit,
          which hands React what the visitor did meanwhile, comes sooner (issue [L]). No field may live
          in here: a field in a later pass is adopted after the early presses are replayed, so a form
          sent before the app would miss it (shell/src/prerender/adopt-fields.ts). */}
      <Suspense fallback={null}>
        <BelowTheForm />
      </Suspense>
    </>
  );
}

function BelowTheForm() {
  const { t } = useTranslation('public');
  return (
    <>
      <Box px={{ base: 4, md: 8 }} py={10}>
        <Box maxW="6xl" mx="auto">
          <Heading as="h2" size="xl" mb={4}>
            {t('home.claimsLabel')}
          </Heading>
          <List.Root gap={2} ps={5}>
            {CLAIMS.map((c) => (
              <List.Item key={c}>{t(`home.claims.${c}`)}</List.Item>
            ))}
          </List.Root>
          <Text mt={6} color="fg.muted">
            {t('home.tours')}
          </Text>
        </Box>
      </Box>
      <HomeSections />
    </>
  );
}
