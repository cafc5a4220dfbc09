import { placeSchema } from '@rides/contracts/places';
import type { Db } from '../db/db';
import { findById } from '../bookings/bookings.repo';
import { reviewUrl } from '../reviews/review-token';
import { reviewAuthor } from '../reviews/review-author';
import { enqueue } from './outbox.service';
import { renderReviewRequest } from './templates/review-request.template';

/** One request per booking, ever: the outbox key (and so the Message-ID). */
export const reviewRequestKey = (bookingId: string): string => `booking:${bookingId}:review-request:booker`;

/**
 * Queues the review request to the booker (issue [G] 2), in the caller's transaction: the one that
 * completes the ride (rides/ride.service.ts moveRideIn), in the booking's language, with the one-use
 * review link. Only for a completed ride of a confirmed booking (never a no-show or a cancelled one);
 * a second call queues nothing (the key). True when queued now.
 */
export async function enqueueReviewRequest(trx: Db, bookingId: string): Promise<boolean> {
  const b = await findById(trx, bookingId);
  if (!b || b.ride_status !== 'completed' || b.status !== 'confirmed') return false;
  const mail = renderReviewRequest({
    language: b.language,
    reference: b.reference,
    bookerName: b.booker_name,
    shownAs: reviewAuthor(b.booker_name),
    from: placeSchema.parse(b.from_place),
    to: placeSchema.parse(b.to_place),
    pickupAt: new Date(b.pickup_at),
    reviewUrl: reviewUrl(b.reference),
  });
  return enqueue(trx, {
    dedupeKey: reviewRequestKey(b.id),
    bookingId: b.id,
    purpose: 'review-request',
    channel: 'email',
    payload: { to: b.booker_email, ...mail },
  });
}
