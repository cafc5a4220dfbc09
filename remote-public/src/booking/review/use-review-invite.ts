import { useQueryClient } from '@tanstack/react-query';
import { getReviewInvite, reviewAccessSchema, submitReview, type ReviewAccess, type ReviewInviteState } from '@rides/contracts/reviews';
import { operationKey, useOperationMutation, useOperationQuery } from '@rides/platform/query';
import { isNotFound, NOT_FOUND_CODES } from '@rides/platform/refusal';

export type InviteStatus = { status: 'invalid' } | { status: 'checking' } | { status: 'ready'; state: ReviewInviteState } | { status: 'unknown' };

/**
 * Where the review link stands (getReviewInvite, public, the review token is the key): open, already
 * received, or the ride not completed. A link that cannot be one of ours is not sent at all. If the
 * check itself fails (offline), the form is shown anyway: sending it will say what is wrong.
 */
export function useReviewInvite(access: ReviewAccess): InviteStatus {
  const parsed = reviewAccessSchema.safeParse(access);
  const query = useOperationQuery(getReviewInvite, parsed.success ? parsed.data : access, { access: 'public', enabled: parsed.success, finalCodes: NOT_FOUND_CODES });
  if (!parsed.success) return { status: 'invalid' };
  if (query.data) return { status: 'ready', state: query.data.state };
  // A wrong or cut token, an unknown reference: the link is not one of ours.
  if (query.isError) return isNotFound(query.error) ? { status: 'invalid' } : { status: 'unknown' };
  return { status: 'checking' };
}

/** Sends the review; once it is received (or was already), the link's state says so for this page. */
export function useSubmitReview(access: ReviewAccess) {
  const client = useQueryClient();
  const mutation = useOperationMutation(submitReview, { access: 'public' });
  const markReceived = () => client.setQueryData(operationKey(getReviewInvite, access), { state: 'received' satisfies ReviewInviteState });
  return { send: mutation.mutateAsync, pending: mutation.isPending, markReceived };
}
