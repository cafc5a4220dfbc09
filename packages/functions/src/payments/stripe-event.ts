import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from './provider';

/** Oldest signature timestamp accepted (seconds): Stripe's default, against replays of captured requests. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

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
  return normaliseEvent(event);
}

/** The fields the payment rules use, from a verified Stripe(-shaped) event. */
export function normaliseEvent(event: Pick<Stripe.Event, 'id' | 'type' | 'created' | 'data'>): PaymentEvent {
  if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new WebhookSignatureError('invalid');
  const object = (event.data?.object ?? {}) as { id?: unknown; object?: unknown; payment_status?: unknown };
  const isSession = event.type.startsWith('checkout.session.') && typeof object.id === 'string';
  return {
    id: event.id,
    type: event.type,
    sessionId: isSession ? (object.id as string) : null,
    created: Number(event.created),
    paymentStatus: isSession && typeof object.payment_status === 'string' ? object.payment_status : null,
  };
}
