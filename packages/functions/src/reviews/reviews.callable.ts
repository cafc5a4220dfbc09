import {
  getReviewInvite as getReviewInviteOp,
  getReviewSummary as getReviewSummaryOp,
  listPendingReviews as listPendingReviewsOp,
  moderateReview as moderateReviewOp,
  submitReview as submitReviewOp,
} from '@rides/contracts/reviews';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { moderateReview, pendingReviews, reviewInvite, reviewSummary, submitReview } from './reviews.service';

// Reviews (issue [G] 2). The summary is public (the home page); the booker's calls are public with the
// review link's key (reference + token for the purpose `review`); moderation is admin only, checked on
// the server from the verified token's roles.

/**
 * The same answer for every visitor (no input, nothing personal): one statement over a partial index,
 * cached by each page for SPEC 9's five minutes under the key ['getReviewSummary', {}]. No per-instance
 * server cache: instances cannot tell each other that a review was approved, and an approved review
 * should show on the next page load.
 */
export const getReviewSummaryCallable = callable(getReviewSummaryOp, 'public', () => reviewSummary(db()));

export const getReviewInviteCallable = callable(getReviewInviteOp, 'public', async (input) => ({ state: await reviewInvite(db(), input) }));

export const submitReviewCallable = callable(submitReviewOp, 'public', async (input) => {
  await submitReview(db(), input, new Date());
  return { state: 'received' as const };
});

export const listPendingReviewsCallable = callable(listPendingReviewsOp, ['admin'], () => pendingReviews(db()));

export const moderateReviewCallable = callable(moderateReviewOp, ['admin'], (input, { caller }) => moderateReview(db(), caller!.uid, input, new Date()));
