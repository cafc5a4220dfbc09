import { Box, Stack } from '@chakra-ui/react';
import { FaqHighlights } from './faq-highlights';
import { GuideOffer } from './guide-offer';
import { HelpEntry } from './help-entry';
import { HowItWorks } from './how-it-works';
import { ReviewsSection } from './reviews-section';

/**
 * The home page below the booking form (SPEC 2): How It Works, the FAQ's six questions, the reviews,
 * the help entry point and the free guide.
 */
export function HomeSections() {
  return (
    <Box px={{ base: 4, md: 8 }} pb={16}>
      <Stack maxW="6xl" mx="auto" gap={16}>
        <HowItWorks />
        <FaqHighlights />
        <ReviewsSection />
        <HelpEntry />
        <GuideOffer />
      </Stack>
    </Box>
  );
}
