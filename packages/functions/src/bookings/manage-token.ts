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

export function isManageToken(reference: string, token: string, secret = config().manageLinkSecret): boolean {
  const expected = Buffer.from(manageToken(reference, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The link itself, on the shell's origin. */
export const manageUrl = (reference: string, origin = config().shellOrigin): string =>
  `${origin}/booking-confirmation?ref=${encodeURIComponent(reference)}&token=${manageToken(reference)}`;
