import { HttpsError } from 'firebase-functions/v2/https';
import { LATEST_REVIEWS, PENDING_REVIEWS_SHOWN, type PendingReview, type ReviewAccess, type ReviewInviteState, type ReviewRefusal, type ReviewSummary } from '@rides/contracts/reviews';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import { approvedSummary, decidePending, insertReview, pendingReviewRows, reviewExists, reviewTarget, type ReviewTarget } from './reviews.repo';
import { reviewAuthor } from './review-author';
import { isReviewToken } from './review-token';

/**
 * Reviews (issue [G] 2). A booker reviews a completed ride once, through the signed link of the review
 * request e-mail (mail/review-request.ts); an admin approves or rejects it; the home page shows the
 * approved ones only. Nothing is invented: no review, no figure.
 */

const refuseReview = (code: 'failed-precondition' | 'already-exists', reason: ReviewRefusal) => refuse(code, reason);

/** The same answer for a wrong token and an unknown reference: a link cannot be used to probe references. */
const notFound = () => new HttpsError('not-found', 'errors.not-found');

async function targetOf(db: Db, access: ReviewAccess): Promise<ReviewTarget> {
  const target = isReviewToken(access.reference, access.token) ? await reviewTarget(db, access.reference) : undefined;
  if (!target) throw notFound();
  return target;
}

/** Where a review link stands (the page asks before it shows the form). */
export async function reviewInvite(db: Db, access: ReviewAccess): Promise<ReviewInviteState> {
  const target = await targetOf(db, access);
  if (target.review_id) return 'received';
  return target.ride_status === 'completed' ? 'open' : 'not-completed';
}

/**
 * Stores the booker's review, pending an admin, in the booking's language. One per booking: the
 * unique row refuses a second (`already-reviewed`), also when two submits race.
 */
export async function submitReview(db: Db, input: ReviewAccess & { rating: number; comment: string }, now: Date): Promise<void> {
  const target = await targetOf(db, input);
  if (target.review_id) throw refuseReview('already-exists', 'already-reviewed');
  if (target.ride_status !== 'completed') throw refuseReview('failed-precondition', 'not-completed');
  const id = await insertReview(db, {
    bookingId: target.id,
    rating: input.rating,
    comment: input.comment.trim(),
    author: reviewAuthor(target.booker_name),
    language: target.language,
    now,
  });
  if (!id) throw refuseReview('already-exists', 'already-reviewed');
}

/** The home page's figures: approved reviews only (count, average to one decimal, latest six). */
export async function reviewSummary(db: Db): Promise<ReviewSummary> {
  const s = await approvedSummary(db, LATEST_REVIEWS);
  return {
    count: s.count,
    average: s.count > 0 ? s.average : null,
    latest: s.latest.map((r) => ({ rating: r.rating, comment: r.comment, author: r.author, language: r.language, createdAt: new Date(r.created_at).toISOString() })),
  };
}

/** The moderation list: the oldest pending reviews (at most PENDING_REVIEWS_SHOWN) and how many wait. */
export async function pendingReviews(db: Db): Promise<{ reviews: PendingReview[]; total: number }> {
  const rows = await pendingReviewRows(db, PENDING_REVIEWS_SHOWN);
  return {
    total: rows[0]?.total ?? 0,
    reviews: rows.map((r) => ({ id: r.id, reference: r.reference, rating: r.rating, comment: r.comment, author: r.author, language: r.language, createdAt: new Date(r.created_at).toISOString() })),
  };
}

/** An admin's decision on a pending review. Decided once: a second decision is `already-decided`. */
export async function moderateReview(db: Db, adminId: string, input: { id: string; decision: 'approve' | 'reject' }, now: Date): Promise<{ id: string; status: 'approved' | 'rejected' }> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const decided = await decidePending(db, { id: input.id, status, adminId, now });
  if (decided) return { id: input.id, status: decided };
  if (await reviewExists(db, input.id)) throw refuseReview('failed-precondition', 'already-decided');
  throw notFound();
}
