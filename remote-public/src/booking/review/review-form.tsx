import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_COMMENT_MAX, reviewInputSchema, type ReviewAccess } from '@rides/contracts/reviews';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { RatingField } from './rating-field';
import { reviewProblemOf } from './review-problem';
import { useSubmitReview } from './use-review-invite';

/** The server's rules (reviewInputSchema): a rating from 1 to 5, none until one is chosen; a comment of up to 1000 characters, trimmed. */
const reviewForm = z.object({
  rating: z.number().nullable().pipe(reviewInputSchema.shape.rating),
  comment: reviewInputSchema.shape.comment.unwrap(),
});

/**
 * The review form (issue [G] 2): a rating (required) and a comment (optional, up to 1000 characters).
 * Checked before sending; on any failure everything chosen and typed stays, the problem beside its
 * field or above the button, and the focus goes to it. `onDone` is told when the review is received
 * (now, or it had been already: the link works once).
 */
export function ReviewForm({ access, labelledBy, onDone }: { access: ReviewAccess; labelledBy: string; onDone: (outcome: 'thanks' | 'received' | 'notCompleted' | 'invalid') => void }) {
  const { t } = useTranslation('public');
  const form = useContractForm(
    reviewForm,
    { rating: null, comment: '' },
    { clearErrorOnChange: true, words: (_message, field) => (field === 'rating' ? t('reviews.form.errors.rating') : t('reviews.form.errors.commentTooLong', { max: REVIEW_COMMENT_MAX })) },
  );
  const comment = form.bind('comment');
  const commentError = form.errorOf('comment');
  const alertRef = useRef<HTMLDivElement>(null);
  const commentHintId = useId();
  const [failure, setFailure] = useState<'network' | 'failed' | null>(null);
  const submit = useSubmitReview(access);

  async function send(checked: z.output<typeof reviewForm>) {
    setFailure(null);
    try {
      await submit.send({ ...access, ...checked });
      submit.markReceived();
      onDone('thanks');
    } catch (error) {
      const problem = reviewProblemOf(error);
      if (problem === 'received') {
        submit.markReceived();
        return onDone('received');
      }
      if (problem === 'notCompleted' || problem === 'invalid') return onDone(problem);
      // Beside its field, which takes the focus.
      if (problem === 'rating' || problem === 'commentTooLong') return form.setError(problem === 'rating' ? 'rating' : 'comment', { type: 'server', message: problem });
      setFailure(problem);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  return (
    <form ref={form.ref} onSubmit={form.submit(send, () => setFailure(null))} noValidate aria-labelledby={labelledBy}>
      <Stack gap={5}>
        <Text color="fg.muted">{t('reviews.form.intro', { reference: access.reference })}</Text>
        <RatingField {...form.bind('rating')} error={form.errorOf('rating')} />
        <Field.Root invalid={!!commentError}>
          <Field.Label>{t('reviews.form.comment')}</Field.Label>
          <Textarea
            name="comment"
            rows={5}
            value={comment.value}
            onChange={(e) => comment.onChange(e.target.value)}
            aria-describedby={commentHintId}
          />
          <Field.HelperText id={commentHintId}>{t('reviews.form.commentHint', { used: comment.value.trim().length, max: REVIEW_COMMENT_MAX })}</Field.HelperText>
          {commentError && <Field.ErrorText>{commentError}</Field.ErrorText>}
        </Field.Root>
        {failure && (
          <Alert.Root status="error" role="alert" ref={alertRef} tabIndex={-1}>
            <Alert.Indicator />
            <Alert.Description>{t(`reviews.form.errors.${failure}`)}</Alert.Description>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="brand" loading={submit.pending} loadingText={t('reviews.form.sending')}>
            {t('reviews.form.send')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
