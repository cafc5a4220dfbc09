import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_COMMENT_MAX, type ReviewAccess } from '@rides/contracts/reviews';
import { focusFirstError } from '../problems';
import { RatingField } from './rating-field';
import { reviewProblemOf } from './review-problem';
import { useSubmitReview } from './use-review-invite';

type Errors = { rating?: 'rating'; comment?: 'commentTooLong' };

/**
 * The review form (issue [G] 2): a rating (required) and a comment (optional, up to 1000 characters).
 * Checked before sending; on any failure everything chosen and typed stays, the problem beside its
 * field or above the button, and the focus goes to it. `onDone` is told when the review is received
 * (now, or it had been already: the link works once).
 */
export function ReviewForm({ access, labelledBy, onDone }: { access: ReviewAccess; labelledBy: string; onDone: (outcome: 'thanks' | 'received' | 'notCompleted' | 'invalid') => void }) {
  const { t } = useTranslation('public');
  const form = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const commentHintId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<'network' | 'failed' | null>(null);
  const submit = useSubmitReview(access);

  const focusProblem = () => requestAnimationFrame(() => focusFirstError(form.current));

  async function send(e: FormEvent) {
    e.preventDefault();
    if (submit.pending) return;
    const found: Errors = {};
    if (rating === null) found.rating = 'rating';
    if (comment.trim().length > REVIEW_COMMENT_MAX) found.comment = 'commentTooLong';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || rating === null) return focusProblem();
    try {
      await submit.send({ ...access, rating, comment: comment.trim() });
      submit.markReceived();
      onDone('thanks');
    } catch (error) {
      const problem = reviewProblemOf(error);
      if (problem === 'received') {
        submit.markReceived();
        return onDone('received');
      }
      if (problem === 'notCompleted' || problem === 'invalid') return onDone(problem);
      if (problem === 'rating' || problem === 'commentTooLong') {
        setErrors(problem === 'rating' ? { rating: 'rating' } : { comment: 'commentTooLong' });
        return focusProblem();
      }
      setFailure(problem);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  return (
    <form ref={form} onSubmit={(e) => void send(e)} noValidate aria-labelledby={labelledBy}>
      <Stack gap={5}>
        <Text color="fg.muted">{t('reviews.form.intro', { reference: access.reference })}</Text>
        <RatingField
          value={rating}
          onChange={(n) => {
            setRating(n);
            setErrors((x) => ({ ...x, rating: undefined }));
          }}
          error={errors.rating ? t('reviews.form.errors.rating') : undefined}
        />
        <Field.Root invalid={!!errors.comment}>
          <Field.Label>{t('reviews.form.comment')}</Field.Label>
          <Textarea
            name="comment"
            rows={5}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setErrors((x) => ({ ...x, comment: undefined }));
            }}
            aria-describedby={commentHintId}
          />
          <Field.HelperText id={commentHintId}>{t('reviews.form.commentHint', { used: comment.trim().length, max: REVIEW_COMMENT_MAX })}</Field.HelperText>
          {errors.comment && <Field.ErrorText>{t('reviews.form.errors.commentTooLong', { max: REVIEW_COMMENT_MAX })}</Field.ErrorText>}
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
