import type { ReviewRefusal } from '@rides/contracts/reviews';
import { readRefusal } from '@rides/platform/refusal';

/**
 * What a refused submit means for the form: the link's state changed (already received: a link works
 * once; the ride not completed), the link is not ours, or a failure worth trying again (the values stay).
 */
export type ReviewProblem = 'received' | 'notCompleted' | 'invalid' | 'commentTooLong' | 'rating' | 'network' | 'failed';

export function reviewProblemOf(error: unknown): ReviewProblem {
  const { code, reason, issues } = readRefusal<ReviewRefusal>(error);
  if (reason === 'already-reviewed') return 'received';
  if (reason === 'not-completed') return 'notCompleted';
  if (code === 'not-found') return 'invalid';
  if (code === 'invalid-argument') {
    const fields = issues.map((i) => (Array.isArray(i.path) ? i.path.join('.') : i.path));
    if (fields.includes('comment')) return 'commentTooLong';
    if (fields.includes('rating')) return 'rating';
    return 'invalid';
  }
  if (code === 'unavailable') return 'network';
  return 'failed';
}
