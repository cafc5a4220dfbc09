import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config';
import { manageToken } from '../bookings/manage-token';

/**
 * The key of a booking's review link: an HMAC of the reference for the purpose `review`, under the
 * manage link's secret (as the documents' token: bookings/manage-token.ts). It opens the review form
 * only, never the booking's changes or cancellation, and another purpose's token (the manage link's,
 * the documents') is not it. Derived, not stored: one use is enforced by the one review row per booking.
 */
export function reviewToken(reference: string, secret = config().manageLinkSecret): string {
  return createHmac('sha256', secret).update(`review:${reference}`).digest('base64url');
}

export function isReviewToken(reference: string, token: string, secret = config().manageLinkSecret): boolean {
  const a = Buffer.from(reviewToken(reference, secret));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The link in the review request: the booking's page (its manage link, which the booker already holds
 * from every e-mail about the booking) with `&review=<token>`, where the page shows the review form.
 */
export function reviewUrl(reference: string, origin = config().shellOrigin): string {
  const query = new URLSearchParams({ ref: reference, token: manageToken(reference), review: reviewToken(reference) });
  return `${origin}/booking-confirmation?${query.toString()}`;
}
