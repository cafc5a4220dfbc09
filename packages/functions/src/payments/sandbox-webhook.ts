import { createHmac, randomBytes } from 'node:crypto';
import * as logs from './logs';
import type { SandboxRefund, SandboxSession } from './sandbox.repo';

/**
 * The LOCAL sandbox's webhook events: Stripe-shaped JSON, signed exactly like Stripe signs
 * (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), posted to the same
 * paymentWebhook endpoint Stripe would call, and retried like Stripe retries (here: a few times).
 */
export const SANDBOX_API_VERSION = 'local-sandbox';

export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export const newSandboxId = (prefix: string): string => `${prefix}${randomBytes(16).toString('hex')}`;

export interface SandboxEvent {
  id: string;
  payload: string;
}

/** The event envelope Stripe wraps every object in. */
function envelope(type: string, object: Record<string, unknown>, now: Date): SandboxEvent {
  const id = newSandboxId('evt_local_');
  const event = {
    id,
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  return { id, payload: JSON.stringify(event) };
}

/** A checkout.session.* event about a sandbox session, as Stripe would write it. */
export function sandboxCheckoutEvent(type: 'checkout.session.completed' | 'checkout.session.expired', s: SandboxSession, now: Date): SandboxEvent {
  const paid = type === 'checkout.session.completed';
  return envelope(
    type,
    {
      id: s.id,
      object: 'checkout.session',
      mode: 'payment',
      status: paid ? 'complete' : 'expired',
      payment_status: paid ? 'paid' : 'unpaid',
      amount_total: s.amount_cents,
      currency: s.currency.toLowerCase(),
      customer_email: s.customer_email,
      client_reference_id: s.client_reference_id,
      metadata: { bookingId: s.booking_id, reference: s.client_reference_id },
      expires_at: Math.floor(s.expires_at.getTime() / 1000),
      payment_intent: paid ? s.payment_intent : null,
      livemode: false,
    },
    now,
  );
}

/** The sandbox's charge id for a payment (Stripe: one charge per card payment intent). */
export const sandboxChargeId = (paymentIntent: string): string => paymentIntent.replace(/^pi_local_/, 'ch_local_');

/** A sandbox refund as Stripe's refund object. */
export function sandboxRefundObject(r: SandboxRefund): Record<string, unknown> {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount_cents,
    currency: r.currency.toLowerCase(),
    charge: sandboxChargeId(r.payment_intent),
    payment_intent: r.payment_intent,
    reason: 'requested_by_customer',
    status: r.status,
    metadata: r.metadata ?? {},
    created: Math.floor(r.created_at.getTime() / 1000),
  };
}

/** refund.updated: the refund's new state, as Stripe sends it. */
export function sandboxRefundEvent(r: SandboxRefund, now: Date): SandboxEvent {
  return envelope('refund.updated', sandboxRefundObject(r), now);
}

/** charge.refunded: the payment's charge with what is refunded and its refunds (refunds.data[]). */
export function sandboxChargeRefundedEvent(s: SandboxSession & { payment_intent: string }, refunds: readonly SandboxRefund[], now: Date): SandboxEvent {
  const refunded = refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount_cents, 0);
  const charge = sandboxChargeId(s.payment_intent);
  return envelope(
    'charge.refunded',
    {
      id: charge,
      object: 'charge',
      amount: s.amount_cents,
      amount_captured: s.amount_cents,
      amount_refunded: refunded,
      currency: s.currency.toLowerCase(),
      paid: true,
      captured: true,
      refunded: refunded >= s.amount_cents,
      status: 'succeeded',
      payment_intent: s.payment_intent,
      metadata: { bookingId: s.booking_id, reference: s.client_reference_id },
      refunds: { object: 'list', data: refunds.map(sandboxRefundObject), has_more: false, total_count: refunds.length, url: `/v1/charges/${charge}/refunds` },
      livemode: false,
    },
    now,
  );
}

export interface DeliveryOptions {
  fetch?: typeof fetch;
  attempts?: number;
  /** First pause between attempts; doubles each time. */
  backoffMs?: number;
  timeoutMs?: number;
  /** Whether an answer means "applied" (default: any 2xx); otherwise the event is sent again. */
  accept?: (res: Response) => Promise<boolean>;
}

/** Posts the event until the endpoint answers 2xx (each attempt freshly signed). True when delivered. */
export async function deliverSandboxEvent(
  url: string,
  event: SandboxEvent,
  secret: string,
  options: DeliveryOptions = {},
): Promise<boolean> {
  const send = options.fetch ?? fetch;
  const attempts = options.attempts ?? 4;
  let pause = options.backoffMs ?? 300;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(event.payload, secret, Math.floor(Date.now() / 1000)),
          'user-agent': 'rides-local-payment-sandbox',
        },
        body: event.payload,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (options.accept ? await options.accept(res) : res.ok) return true;
      logs.sandboxWebhookNotAccepted(event.id, res.status, res.ok, attempt, attempts);
    } catch (e) {
      logs.sandboxWebhookNotDelivered(event.id, attempt, attempts, e);
    }
    if (attempt < attempts) {
      await new Promise((r) => setTimeout(r, pause));
      pause *= 2;
    }
  }
  logs.sandboxWebhookGaveUp(event.id, url, attempts);
  return false;
}
