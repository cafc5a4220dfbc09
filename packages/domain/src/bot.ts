import type { BotProof } from '@rides/contracts/sign-in';

/**
 * SPEC 5 bot detection: a filled honeypot, a form completed in under 2000 ms, or fewer than 5 mouse
 * movements counts as a bot. People who use a keyboard or a touch screen instead of a mouse prove
 * themselves with 5 real keystrokes or a touch, so they are never locked out.
 */
export const BOT_RULES = { minFillMs: 2000, minMouseMoves: 5, minKeystrokes: 5, minTouches: 1 } as const;

export type BotVerdict = 'honeypot' | 'too-fast' | 'no-interaction' | null;

export function botVerdict(p: BotProof): BotVerdict {
  if (p.honeypot.trim() !== '') return 'honeypot';
  if (p.elapsedMs < BOT_RULES.minFillMs) return 'too-fast';
  const interacted =
    p.mouseMoves >= BOT_RULES.minMouseMoves || p.keystrokes >= BOT_RULES.minKeystrokes || p.touches >= BOT_RULES.minTouches;
  return interacted ? null : 'no-interaction';
}

/** SPEC 9 rate limit: attempts per identifier (the normalised e-mail) within the window. */
export const SIGN_IN_LIMIT = { attempts: 5, windowMs: 300_000 } as const;

/** New accounts per source address within the window: a hotel's shared Wi-Fi stays well inside it. */
export const SIGN_UP_LIMIT = { attempts: 20, windowMs: 3_600_000 } as const;

/** A verification e-mail is re-sent on a sign-in attempt at most this often. */
export const VERIFICATION_RESEND_MS = 600_000;

/**
 * Signed-out bookings (issue [I] 5). Each one e-mails the addresses typed in (booker, traveller), so
 * without limits the checkout would send mail to anyone. Decided numbers:
 * - per client address: 5 in 10 minutes and 30 in 24 hours (a family books a few rides at once; a
 *   hotel desk that books for many guests uses its partner account, which is signed in);
 * - per recipient e-mail (as booker or traveller): 5 in 24 hours.
 * Signed-in bookings are by verified accounts and are not limited here. The address limits apply where
 * the address is the platform's (behind Google's front end, config `bookingAddressLimits`): on the local
 * stack every caller, the tests and the benches included, is 127.0.0.1.
 */
export const BOOKING_LIMITS = {
  perAddress: [
    { attempts: 5, windowMs: 600_000 },
    { attempts: 30, windowMs: 86_400_000 },
  ],
  perRecipient: { attempts: 5, windowMs: 86_400_000 },
} as const;
