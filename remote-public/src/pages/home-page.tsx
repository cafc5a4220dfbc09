import { Suspense, lazy, type ComponentType } from 'react';
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BookingSection } from '../booking/booking-section';
import { useIdle } from '../home/use-idle';

/** Everything below the claims (How It Works, FAQ, reviews, help, guide): its own chunk, after first paint. */
// Below the fold and optional: if its chunk cannot be fetched, the page stays as it is (hero and booking form).
const HomeSections = lazy((): Promise<{ default: ComponentType }> => import('../home/home-sections').catch(() => ({ default: () => null })));

// The reviews claim is shown only as the company's statement, beside the measured figures (home/reviews-section.tsx).
const CLAIMS = ['drivers', 'fixed', 'flight', 'france', 'support'] as const;

/**
 * Home (SPEC 2): the hero, then the booking form at #booking, then the claims, then How It Works,
 * the FAQ, the reviews, the help entry point and the free guide. What a traveller on a phone sees
 * first: the form's rules, schemas and tariff load after the first paint (booking/lazy-rules.ts), and
 * the sections below the fold (their code and the FAQ's texts) once the browser is idle.
 */
export default function HomePage() {
  const { t } = useTranslation('public');
  const idle = useIdle();
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
      {idle && (
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
      )}
    </>
  );
}
