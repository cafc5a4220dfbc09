import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReviewSummary } from '@rides/contracts/reviews';
import { formatDecimal, formatParisDate } from '@rides/i18n/format';
import { languageName } from '../booking/driver-card';
import { Stars } from '../booking/review/stars';
import { useNearViewport, useReviewSummary } from './use-review-summary';

/**
 * The claim of the copy (SPEC 1: "more than 800 five-star reviews with a 4.9 rating"). It is the
 * company's statement, not a measurement: shown only as "what we say", apart from the measured
 * figures, and never in structured data (the JSON-LD's aggregateRating comes from getReviewSummary).
 */
export const CLAIMED = { rating: 4.9, fiveStarReviews: 800 } as const;

type Shown = ReviewSummary['latest'][number];

function ReviewCard({ review }: { review: Shown }) {
  const { t, i18n } = useTranslation('public');
  const lng = i18n.language;
  return (
    <Box as="li" listStyleType="none" bg="bg.subtle" borderRadius="lg" p={5} data-testid="review">
      <Box as="figure" m={0} display="flex" flexDirection="column" gap={2} h="full">
        <Stars value={review.rating} label={t('reviews.section.stars', { value: formatDecimal(review.rating, lng) })} />
        {review.comment ? (
          // The traveller's own words, in the language they wrote in (for screen readers' pronunciation).
          <Box as="blockquote" lang={review.language} m={0} flex="1" whiteSpace="pre-line">
            {review.comment}
          </Box>
        ) : (
          <Text flex="1" color="fg.muted" fontStyle="italic">
            {t('reviews.section.ratingOnly')}
          </Text>
        )}
        <Box as="figcaption">
          <Text fontWeight="semibold">{review.author}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('reviews.section.written', { date: formatParisDate(review.createdAt, lng, 'short'), language: languageName(review.language, lng) })}
          </Text>
        </Box>
      </Box>
    </Box>
  );
}

/** The measured figures: approved reviews only, or honestly none. */
function Measured({ summary, headingId }: { summary: ReviewSummary; headingId: string }) {
  const { t, i18n } = useTranslation('public');
  const lng = i18n.language;
  if (summary.count === 0 || summary.average === null) return <Text>{t('reviews.section.none')}</Text>;
  const average = formatDecimal(summary.average, lng);
  return (
    <Stack gap={6}>
      <Box>
        <Stack direction="row" align="center" gap={3} wrap="wrap">
          <Text fontSize="3xl" fontWeight="bold" data-testid="review-average">
            {t('reviews.section.average', { average })}
          </Text>
          <Stars value={summary.average} size="lg" label={t('reviews.section.stars', { value: average })} />
        </Stack>
        <Text fontWeight="medium" data-testid="review-count">
          {t('reviews.section.count', { count: summary.count })}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt={2} maxW="3xl">
          {t('reviews.section.how')}
        </Text>
      </Box>
      {summary.latest.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb={3} id={`${headingId}-latest`}>
            {t('reviews.section.latest')}
          </Heading>
          <SimpleGrid as="ul" aria-labelledby={`${headingId}-latest`} columns={{ base: 1, md: 2, lg: 3 }} gap={4} m={0} p={0}>
            {summary.latest.map((r, i) => (
              <ReviewCard key={`${r.createdAt}-${i}`} review={r} />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The home page's reviews (SPEC 2, issue [G] 2): the real average and count of approved reviews and
 * the latest ones, or that there are none yet; the company's own claim set apart as its statement;
 * and the way to book. Loaded when the section comes near the screen (it is below the fold).
 */
export function ReviewsSection() {
  const { t, i18n } = useTranslation('public');
  const lng = i18n.language;
  const headingId = useId();
  const section = useRef<HTMLDivElement>(null);
  const near = useNearViewport(section);
  const query = useReviewSummary(near);
  return (
    <Stack as="section" ref={section} aria-labelledby={headingId} gap={3}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('reviews.section.heading')}
      </Heading>
      {query.data ? (
        <Measured summary={query.data} headingId={headingId} />
      ) : query.isError ? (
        <Text>{t('reviews.section.failed')}</Text>
      ) : (
        <Text role="status" color="fg.muted">
          {t('reviews.section.loading')}
        </Text>
      )}
      <Box mt={5} borderStartWidth="4px" borderColor="border" ps={4} data-testid="review-statement">
        <Heading as="h3" size="sm" mb={1}>
          {t('reviews.section.statementHeading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('reviews.section.statement', { rating: formatDecimal(CLAIMED.rating, lng), count: formatDecimal(CLAIMED.fiveStarReviews, lng) })}
        </Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }} gap={4} mt={5}>
        <Text fontWeight="medium">{t('reviews.section.ctaLead')}</Text>
        <Button asChild colorPalette="brand" size="lg">
          <a href="/#booking">{t('home.cta')}</a>
        </Button>
      </Stack>
    </Stack>
  );
}
