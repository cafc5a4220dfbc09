import { listPendingReviews, moderateReview, type ReviewRefusal } from '@rides/contracts/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { operationKey, useOperationMutation, useOperationQuery } from '@rides/platform/query';
import { readRefusal } from '@rides/platform/refusal';

/** The reviews waiting for a decision (listPendingReviews), oldest first, at most 50, and how many wait. */
export function usePendingReviews() {
  return useOperationQuery(listPendingReviews, {});
}

export type PendingReviewItem = NonNullable<ReturnType<typeof usePendingReviews>['data']>['reviews'][number];

export type ModerationOutcome = 'approved' | 'rejected' | 'already-decided' | 'failed';

/**
 * Approves or rejects one review (moderateReview). Either way the list is read again: a decided review
 * leaves it, also when another admin decided it first (`already-decided`). The home page's summary
 * (getReviewSummary) is another visitor-facing query: a new page load shows the change.
 */
export function useModerateReview() {
  const client = useQueryClient();
  const mutation = useOperationMutation(moderateReview, { invalidates: [listPendingReviews] });
  async function decide(id: string, decision: 'approve' | 'reject'): Promise<ModerationOutcome> {
    try {
      return (await mutation.mutateAsync({ id, decision })).status === 'approved' ? 'approved' : 'rejected';
    } catch (e) {
      const { reason } = readRefusal<ReviewRefusal>(e);
      if (reason === 'already-decided' || readRefusal(e).code === 'not-found') {
        await client.invalidateQueries({ queryKey: operationKey(listPendingReviews) });
        return 'already-decided';
      }
      return 'failed';
    }
  }
  return { decide, pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null };
}
