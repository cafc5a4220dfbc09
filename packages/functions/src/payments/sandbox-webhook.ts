import { createHmac, randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import type { SandboxSession } from './sandbox.repo';

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

/** A checkout.session.* event about a sandbox session, as Stripe would write it. */
export function sandboxCheckoutEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  s: SandboxSession,
  now: Date,
): { id: string; payload: string } {
  const id = newSandboxId('evt_local_');
  const paid = type === 'checkout.session.completed';
  const event = {
    id,
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
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
        livemode: false,
      },
    },
  };
  return { id, payload: JSON.stringify(event) };
}

export interface DeliveryOptions {
  fetch?: typeof fetch;
  attempts?: number;
  /** First pause between attempts; doubles each time. */
  backoffMs?: number;
  timeoutMs?: number;
}

/** Posts the event until the endpoint answers 2xx (each attempt freshly signed). True when delivered. */
export async function deliverSandboxEvent(
  url: string,
  event: { id: string; payload: string },
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
      if (res.ok) return true;
      logger.warn(`payments sandbox: webhook ${event.id} answered ${res.status} (attempt ${attempt}/${attempts})`);
    } catch (e) {
      logger.warn(`payments sandbox: webhook ${event.id} not delivered (attempt ${attempt}/${attempts}): ${(e as Error).message}`);
    }
    if (attempt < attempts) {
      await new Promise((r) => setTimeout(r, pause));
      pause *= 2;
    }
  }
  logger.error(`payments sandbox: webhook ${event.id} to ${url} failed after ${attempts} attempts`);
  return false;
}
