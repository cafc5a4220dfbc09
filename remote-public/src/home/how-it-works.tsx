import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@rides/ui/page-section';

/** SPEC 2: the four steps, in order. */
const STEPS = ['book', 'meet', 'ride', 'tips'] as const;

/** How It Works (SPEC 2): book, meet your driver, enjoy the ride, local tips, as an ordered list. */
export function HowItWorks() {
  const { t } = useTranslation('public');
  return (
    <PageSection title={t('home.how.title')}>
      <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap={6} listStyleType="none" ps={0} m={0}>
        {STEPS.map((step, i) => (
          <Box as="li" key={step} bg="bg.subtle" borderRadius="lg" p={5}>
            {/* The list already tells a screen reader the step's number. */}
            <Box
              aria-hidden="true"
              w={9}
              h={9}
              mb={3}
              borderRadius="full"
              bg="brand.700"
              color="white"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
            >
              {i + 1}
            </Box>
            <Heading as="h3" size="md" mb={2}>
              {t(`home.how.steps.${step}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`home.how.steps.${step}.text`)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
