import { z } from 'zod';
import { languageSchema } from './languages';

/**
 * Reviews (issue [G] 2): written by bookers after a completed ride, shown once an admin approves them.
 * Nothing here is invented: the summary is computed from approved reviews only.
 */
export const reviewSummarySchema = z.object({
  /** Approved reviews. */
  count: z.number().int().nonnegative(),
  /** Mean rating of the approved reviews, one decimal (1 to 5); null when there are none. */
  average: z.number().min(1).max(5).nullable(),
  /** The latest approved reviews, newest first. */
  latest: z.array(
    z.object({
      rating: z.number().int().min(1).max(5),
      comment: z.string(),
      /** First name and last initial, e.g. "Anna S.". */
      author: z.string(),
      /** The language the review was written in (en, fr, …). */
      language: z.string(),
      /** When it was written (ISO 8601). */
      createdAt: z.string(),
    }),
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** Public: the approved reviews' count, average and latest few. */
export const getReviewSummary = { name: 'getReviewSummary', input: z.object({}).strict(), output: reviewSummarySchema } as const;

/** How many approved reviews the summary carries (the home page shows them all). */
export const LATEST_REVIEWS = 6;
/** A comment is optional; at most this many characters (after trimming). */
export const REVIEW_COMMENT_MAX = 1000;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review link's key: the booking reference and a token signed for the purpose `review` (never the
 * manage link's, so the review link cannot change or cancel the booking; see functions reviews/review-token.ts).
 * The reference's shape is the bookings' (`PT-` and six characters).
 */
export const reviewAccessSchema = z.object({ reference: z.string().regex(/^PT-[0-9A-Z]{6}$/), token: z.string().min(20).max(100) }).strict();
export type ReviewAccess = z.infer<typeof reviewAccessSchema>;

/**
 * Where a review link stands: `open` (the ride is completed and no review was written yet),
 * `received` (one was: a link is used once), `not-completed` (the ride has not been completed).
 */
export const reviewInviteStateSchema = z.enum(['open', 'received', 'not-completed']);
export type ReviewInviteState = z.infer<typeof reviewInviteStateSchema>;

/** Public, with the review link's key: may a review still be written? (a wrong key: not-found) */
export const getReviewInvite = {
  name: 'getReviewInvite',
  input: reviewAccessSchema,
  output: z.object({ state: reviewInviteStateSchema }),
} as const;

export const reviewInputSchema = reviewAccessSchema
  .extend({
    rating: z.number().int().min(1).max(5),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX).default(''),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInputSchema>;

/**
 * Public, with the review link's key: one review per booking, only once its ride is completed, in the
 * booking's language. It waits for an admin before it is shown. A second one is refused
 * (`already-reviewed`); a ride not completed too (`not-completed`); a wrong key is `not-found`.
 */
export const submitReview = {
  name: 'submitReview',
  input: reviewInputSchema,
  output: z.object({ state: z.literal('received') }),
} as const;

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A review waiting for an admin, as the moderation list shows it. */
export const pendingReviewSchema = z.object({
  id: z.string(),
  /** The booking it is about. */
  reference: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** As it would be shown ("Anna S."). */
  author: z.string(),
  language: languageSchema,
  createdAt: z.string(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/** The moderation list holds at most this many (oldest first); `total` says how many wait in all. */
export const PENDING_REVIEWS_SHOWN = 50;

/** Admin: the reviews waiting for a decision, oldest first. */
export const listPendingReviews = {
  name: 'listPendingReviews',
  input: z.object({}).strict(),
  output: z.object({ reviews: z.array(pendingReviewSchema), total: z.number().int().nonnegative() }),
} as const;

/** Admin: approve (shown on the site) or reject (never shown) a pending review. Decided once (`already-decided`). */
export const moderateReview = {
  name: 'moderateReview',
  input: z.object({ id: z.string().regex(/^\d{1,18}$/), decision: z.enum(['approve', 'reject']) }).strict(),
  output: z.object({ id: z.string(), status: reviewStatusSchema }),
} as const;

/** Why a review call was refused, in HttpsError details.reason. */
export type ReviewRefusal =
  | 'not-completed' // the ride behind the link is not completed (submitReview)
  | 'already-reviewed' // this booking's review was already received: a link is used once
  | 'already-decided'; // another admin approved or rejected it first (moderateReview)
