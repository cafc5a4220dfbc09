import Stripe from 'stripe';
import { REFUND_EVENTS, WebhookSignatureError, type EventRefund, type PaymentEvent, type RefundEventStatus } from './provider';

/** Oldest signature timestamp accepted (seconds): Stripe's default, against replays of captured requests. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * How far in the future a signature timestamp (`t=`) or an event's `created` may lie (seconds): clock
 * skew. Stripe's own check only refuses old timestamps; a future one would stretch the replay window.
 */
export const FUTURE_TOLERANCE_SECONDS = 300;

/** True when `unixSeconds` lies more than FUTURE_TOLERANCE_SECONDS after `nowMs`. */
export const isFutureDated = (unixSeconds: number, nowMs: number): boolean =>
  !Number.isFinite(unixSeconds) || unixSeconds * 1000 > nowMs + FUTURE_TOLERANCE_SECONDS * 1000;

export interface VerifyOptions {
  toleranceSeconds?: number;
  /** "Now" in ms, for tests. */
  receivedAtMs?: number;
}

/**
 * Verifies a `Stripe-Signature` header (t=<unix>,v1=<hex HMAC-SHA256 of "t.body">) over the exact raw
 * body with Stripe's own code, then normalises the event. Both adapters use it: the sandbox signs its
 * events the same way with its own secret.
 */
export function verifyStripeSignedEvent(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  options: VerifyOptions = {},
): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('missing');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      Math.max(1, options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS),
      undefined,
      options.receivedAtMs,
    );
  } catch {
    // Wrong secret, tampered body, stale timestamp or a body that is not JSON: all one answer.
    throw new WebhookSignatureError('invalid');
  }
  // Stripe refuses a stale `t=` only; a timestamp in the future is refused here (every `t=` the header has).
  const stamps = signatureHeader.split(',').flatMap((part) => {
    const [key, value] = part.split('=');
    return key?.trim() === 't' ? [Number(value)] : [];
  });
  const nowMs = options.receivedAtMs ?? Date.now();
  if (stamps.length === 0 || stamps.some((t) => isFutureDated(t, nowMs))) throw new WebhookSignatureError('future-dated');
  return normaliseEvent(event);
}

/** The fields the payment rules use, from a verified Stripe(-shaped) event. */
export function normaliseEvent(event: Pick<Stripe.Event, 'id' | 'type' | 'created' | 'data'>): PaymentEvent {
  if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new WebhookSignatureError('invalid');
  const object = (event.data?.object ?? {}) as {
    id?: unknown;
    object?: unknown;
    payment_status?: unknown;
    amount_total?: unknown;
    currency?: unknown;
    payment_intent?: unknown;
  };
  const isSession = event.type.startsWith('checkout.session.') && typeof object.id === 'string';
  return {
    id: event.id,
    type: event.type,
    sessionId: isSession ? (object.id as string) : null,
    created: Number(event.created),
    paymentStatus: isSession && typeof object.payment_status === 'string' ? object.payment_status : null,
    amountTotal: isSession && typeof object.amount_total === 'number' && Number.isFinite(object.amount_total) ? object.amount_total : null,
    currency: isSession && typeof object.currency === 'string' ? object.currency.toUpperCase() : null,
    paymentIntentId: isSession ? idOf(object.payment_intent) : null,
    refunds: eventRefunds(event.type, object),
  };
}

/** An id given as a string or as an expanded object ({ id }). */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
}

const REFUND_OBJECT_EVENTS: readonly string[] = [REFUND_EVENTS.created, REFUND_EVENTS.updated, REFUND_EVENTS.failed, REFUND_EVENTS.chargeRefundUpdated];

/**
 * Stripe's refund statuses: pending and requires_action are still in flight; succeeded, failed and
 * canceled are final. Anything else (null, a future value) is read as pending: only a final word moves money.
 */
export function refundStatusOf(status: unknown): RefundEventStatus {
  return status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'pending';
}

function refundOf(value: unknown): EventRefund | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as { id?: unknown; object?: unknown; status?: unknown; amount?: unknown; payment_intent?: unknown; metadata?: { bookingId?: unknown } | null };
  if (typeof r.id !== 'string' || (r.object !== undefined && r.object !== 'refund')) return null;
  return {
    id: r.id,
    status: refundStatusOf(r.status),
    amountCents: typeof r.amount === 'number' && Number.isFinite(r.amount) ? r.amount : null,
    paymentIntentId: idOf(r.payment_intent),
    bookingId: typeof r.metadata?.bookingId === 'string' ? r.metadata.bookingId : null,
  };
}

/**
 * The refunds an event reports: refund.* carries a refund object; charge.refunded a charge whose
 * `refunds.data[]` lists them (absent on recent Stripe API versions, which do not expand it: then
 * none, and refund.updated carries the news).
 */
function eventRefunds(type: string, object: unknown): EventRefund[] {
  if (REFUND_OBJECT_EVENTS.includes(type)) {
    const refund = refundOf(object);
    return refund ? [refund] : [];
  }
  if (type === REFUND_EVENTS.chargeRefunded) {
    const list = (object as { refunds?: { data?: unknown } }).refunds?.data;
    return Array.isArray(list) ? list.flatMap((r) => refundOf(r) ?? []) : [];
  }
  return [];
}
