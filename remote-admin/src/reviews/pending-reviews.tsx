import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PENDING_REVIEWS_SHOWN } from '@rides/contracts/reviews';
import { formatParisDateTime } from '@rides/i18n/format';
import { Waiting } from '@rides/ui/waiting';
import { ageOf } from '../requests/age';
import { useModerateReview, usePendingReviews, type ModerationOutcome, type PendingReviewItem } from './use-pending-reviews';

const languageName = (code: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function ReviewItem({ review, now, busy, onDecide }: { review: PendingReviewItem; now: Date; busy: boolean; onDecide: (d: 'approve' | 'reject') => void }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const headingId = useId();
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={4} data-testid="pending-review">
      <Heading as="h3" size="sm" id={headingId}>
        {t('reviews.itemHeading', { reference: review.reference, author: review.author })}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={review.createdAt} title={formatParisDateTime(review.createdAt, lng)}>
          {t('reviews.meta', { age: ageOf(review.createdAt, now, lng), language: languageName(review.language, lng) })}
        </time>
      </Text>
      <Text mt={2} fontWeight="semibold">
        <Text as="span" aria-hidden="true" color="orange.600" me={2}>
          {'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}
        </Text>
        {t('reviews.rating', { rating: review.rating })}
      </Text>
      {review.comment ? (
        <Box as="blockquote" lang={review.language} mt={2} ps={3} borderStartWidth="3px" borderColor="border" whiteSpace="pre-line">
          {review.comment}
        </Box>
      ) : (
        <Text mt={2} color="fg.muted" fontStyle="italic">
          {t('reviews.noComment')}
        </Text>
      )}
      <HStack gap={3} mt={3} wrap="wrap">
        <Button size="sm" colorPalette="brand" disabled={busy} onClick={() => onDecide('approve')} aria-label={t('reviews.approveFor', { reference: review.reference })}>
          {t('reviews.approve')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => onDecide('reject')} aria-label={t('reviews.rejectFor', { reference: review.reference })}>
          {t('reviews.reject')}
        </Button>
      </HStack>
    </Box>
  );
}

const MESSAGE = {
  approved: 'reviews.done.approved',
  rejected: 'reviews.done.rejected',
  'already-decided': 'reviews.alreadyDecided',
  failed: 'reviews.failed',
} as const satisfies Record<ModerationOutcome, string>;

/**
 * The reviews waiting for an admin (issue [G] 2), a section of /admin: rating, comment, the booking's
 * reference, the name it would be shown under, and Approve / Reject. Oldest first, at most
 * PENDING_REVIEWS_SHOWN (the rest follow as these are decided); what each decision did is said above
 * the list.
 */
export function PendingReviews() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const query = usePendingReviews();
  const moderation = useModerateReview();
  const [said, setSaid] = useState<{ outcome: ModerationOutcome; reference: string } | null>(null);
  const [now] = useState(() => new Date());
  const data = query.data;

  const decide = async (r: PendingReviewItem, decision: 'approve' | 'reject') => {
    setSaid({ outcome: await moderation.decide(r.id, decision), reference: r.reference });
  };

  return (
    <Box as="section" aria-labelledby={headingId} mb={10}>
      <HStack gap={3} mb={1} wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {t('reviews.heading')}
        </Heading>
        {data && data.total > 0 && (
          <Badge colorPalette="orange" data-testid="pending-review-count">
            {t('reviews.count', { count: data.total })}
          </Badge>
        )}
      </HStack>
      <Text color="fg.muted" fontSize="sm" mb={4} maxW="3xl">
        {t('reviews.lead')}
      </Text>
      <Box role="status" aria-live="polite">
        {said && (
          <Alert.Root status={said.outcome === 'failed' ? 'error' : said.outcome === 'already-decided' ? 'info' : 'success'} mb={4}>
            <Alert.Indicator />
            <Alert.Description>{t(MESSAGE[said.outcome], { reference: said.reference })}</Alert.Description>
          </Alert.Root>
        )}
      </Box>
      {query.isPending && <Waiting text={t('reviews.loading')} />}
      {query.isError && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('reviews.loadFailed')}</Alert.Description>
          <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('board.retry')}
          </Button>
        </Alert.Root>
      )}
      {data && data.reviews.length === 0 && <Text>{t('reviews.none')}</Text>}
      {data && data.reviews.length > 0 && (
        <Stack as="ul" role="list" listStyleType="none" gap={3} m={0} p={0}>
          {data.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} now={now} busy={moderation.pendingId === r.id} onDecide={(d) => void decide(r, d)} />
          ))}
        </Stack>
      )}
      {data && data.total > data.reviews.length && (
        <Text mt={3} fontSize="sm" color="fg.muted">
          {t('reviews.capped', { shown: PENDING_REVIEWS_SHOWN })}
        </Text>
      )}
    </Box>
  );
}
