import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config';

/**
 * The key of a booking's manage link (/booking-confirmation?ref=…&token=…): an HMAC of the reference
 * under a server secret. Derived, not stored, so any message about the booking (paid later by webhook,
 * driver assigned) can carry the link; unguessable without the secret (README: manage links).
 */
export function manageToken(reference: string, secret = config().manageLinkSecret): string {
  return createHmac('sha256', secret).update(`booking:${reference}`).digest('base64url');
}

const sameToken = (expected: string, token: string): boolean => {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function isManageToken(reference: string, token: string, secret = config().manageLinkSecret): boolean {
  return sameToken(manageToken(reference, secret), token);
}

/**
 * The key of a booking's documents (receipt, calendar file): another HMAC of the reference, which
 * opens the documents only. Receipts get forwarded to an employer and calendars shared or synced:
 * the manage link's key in them would let whoever holds the file change or cancel the booking.
 */
export function documentToken(reference: string, secret = config().manageLinkSecret): string {
  return createHmac('sha256', secret).update(`document:${reference}`).digest('base64url');
}

export function isDocumentToken(reference: string, token: string, secret = config().manageLinkSecret): boolean {
  return sameToken(documentToken(reference, secret), token);
}

/** The link itself, on the shell's origin. */
export const manageUrl = (reference: string, origin = config().shellOrigin): string =>
  `${origin}/booking-confirmation?ref=${encodeURIComponent(reference)}&token=${manageToken(reference)}`;

/**
 * The key of a ride's live link (/track?ref=…&token=…, issue [K] 3): another HMAC of the reference,
 * under its own purpose, which opens the driver's live position only. It goes out by SMS and is easily
 * forwarded to whoever waits for the traveller: the manage link's key in it would let them change or
 * cancel the booking, and the manage key never opens the live page either.
 */
export function trackToken(reference: string, secret = config().manageLinkSecret): string {
  return createHmac('sha256', secret).update(`track:${reference}`).digest('base64url');
}

export function isTrackToken(reference: string, token: string, secret = config().manageLinkSecret): boolean {
  return sameToken(trackToken(reference, secret), token);
}

/** The live link, on the shell's origin. */
export const trackUrl = (reference: string, origin = config().shellOrigin): string =>
  `${origin}/track?ref=${encodeURIComponent(reference)}&token=${trackToken(reference)}`;
