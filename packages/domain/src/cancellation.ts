/**
 * The cancellation terms (SPEC 9: "full refund if cancelled more than 24 hours before pickup; 80
 * percent refund up to 24 hours before pickup"), as data and one rule, so the checkout, the e-mails
 * and, later, the cancellation itself state and apply the same numbers.
 *
 * The product's reading: cancelled MORE than 24 hours before pickup, the whole price is refunded;
 * cancelled 24 hours or less before pickup (exactly 24 hours included), 80 % of it is.
 * Whether a booking can still be cancelled at all (say, after its pickup) is not this rule's question.
 */

/** A cancellation strictly more than this many hours before pickup is refunded in full. */
export const FULL_REFUND_MIN_HOURS = 24;
/** The share of the price refunded for a later cancellation, in percent. */
export const LATE_REFUND_PERCENT = 80;

const HOUR_MS = 3_600_000;

/** `full`: more than FULL_REFUND_MIN_HOURS before pickup; `late`: FULL_REFUND_MIN_HOURS or less. */
export type RefundBand = 'full' | 'late';

export interface Refund {
  band: RefundBand;
  /** Percent of the total refunded: 100 or LATE_REFUND_PERCENT. */
  percent: number;
  /** Integer euro cents, rounded to the nearest cent (half up). */
  refundCents: number;
}

/** The band of a cancellation at `cancelledAt` of a ride picked up at `pickupAt`. */
export function refundBand(pickupAt: Date, cancelledAt: Date): RefundBand {
  const ahead = pickupAt.getTime() - cancelledAt.getTime();
  if (Number.isNaN(ahead)) throw new RangeError('refundBand: invalid date');
  return ahead > FULL_REFUND_MIN_HOURS * HOUR_MS ? 'full' : 'late';
}

/** What is refunded of `totalCents` (integer euro cents) for a cancellation at `cancelledAt`. */
export function refundFor(totalCents: number, pickupAt: Date, cancelledAt: Date): Refund {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`refundFor: totalCents must be a non-negative integer, got ${totalCents}`);
  const band = refundBand(pickupAt, cancelledAt);
  const percent = band === 'full' ? 100 : LATE_REFUND_PERCENT;
  return { band, percent, refundCents: Math.round((totalCents * percent) / 100) };
}
