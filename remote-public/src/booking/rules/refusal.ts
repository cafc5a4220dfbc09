import type { BookingRefusal } from '@rides/contracts/bookings';
import { quoteSchema, type Quote } from '@rides/contracts/pricing';
import { readRefusal } from '@rides/platform/refusal';
import type { FieldErrors, ProblemKey } from '../problems';
import { earliestPickup, latestPickupDate } from './lead-time';
import { problemsFromIssues } from './issues';

/**
 * What a failed createBooking means for the person. Nothing they typed is ever cleared.
 * `newAttempt`: the server created nothing, so the next Confirm is a new attempt with a new key;
 * otherwise (network, server trouble) the booking may exist and a retry must reuse the key.
 */
export type Refusal =
  | { kind: 'price-changed'; quote: Quote; newAttempt: true }
  | { kind: 'fields'; fields: FieldErrors; newAttempt: true }
  | { kind: 'message'; key: ProblemKey; newAttempt: boolean };

const fields = (f: FieldErrors): Refusal => ({ kind: 'fields', fields: f, newAttempt: true });
/** The booking may exist after these (the request may have reached the server): a retry reuses the key. */
const RETRYABLE = new Set(['unavailable', 'internal']);

export function refusalOf(error: unknown, now: Date): Refusal {
  const { code, reason, issues, details } = readRefusal<BookingRefusal>(error);
  switch (reason) {
    case 'price-changed': {
      const quote = quoteSchema.safeParse(details.quote);
      if (quote.success) return { kind: 'price-changed', quote: quote.data, newAttempt: true };
      break;
    }
    case 'pickup-too-soon':
      return fields({ pickupTime: { key: 'tooSoon', values: { ...earliestPickup(now) } } });
    case 'pickup-too-far':
      return fields({ pickupDate: { key: 'tooFar', values: { date: latestPickupDate(now) } } });
    case 'unknown-place':
      return fields({ [details.field === 'to' ? 'to' : 'from']: { key: 'unknownPlace' } });
    case 'capacity':
      return fields({ vehicle: { key: details.suggestedVehicle === 'van' ? 'capacityVan' : 'tooManyForOneVehicle' } });
    case 'idempotency-key-reused':
      return { kind: 'message', key: 'keyReused', newAttempt: true };
    case 'unknown-driver':
      return { kind: 'message', key: 'unknownDriver', newAttempt: true };
    case 'bot':
      return { kind: 'message', key: 'notAPerson', newAttempt: true };
    case 'rate-limited':
      return { kind: 'message', key: 'tooManyBookings', newAttempt: true };
  }
  if (code === 'invalid-argument' && issues.length > 0) {
    const found = problemsFromIssues(issues as Array<{ path: string[] | string; message: string }>);
    if (Object.keys(found).length > 0) return fields(found);
  }
  if (code === 'resource-exhausted') return { kind: 'message', key: 'tooManyRequests', newAttempt: false };
  if (RETRYABLE.has(code)) return { kind: 'message', key: 'network', newAttempt: false };
  return { kind: 'message', key: 'failed', newAttempt: false };
}
