import { onRequest } from 'firebase-functions/v2/https';
import * as logs from './logs';
import type { IncomingHttpHeaders } from 'node:http';
import { config } from '../config';
import { db, type Db } from '../db/db';
import { WebhookSignatureError, type PaymentProvider } from './provider';
import { handlePaymentEvent, type OnChangePaid, type OnPaid } from './payments.service';
import type { PaymentEventOutcome } from './payment-event-outcome';
import { paymentProvider } from './select-provider';

export interface WebhookRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received: the signature is over them, never over re-serialised JSON. */
  rawBody?: Buffer;
}

export interface WebhookDeps {
  provider: () => PaymentProvider;
  db: () => Db;
  onPaid: OnPaid;
  /** Applies a change whose price difference is paid (in the payment's transaction). */
  onChangePaid?: OnChangePaid;
  /** After the commit of a payment that confirmed a booking or paid a change: deliver what they queued now. Must not throw. */
  afterConfirmed?: () => Promise<void>;
  now?: () => Date;
}

export interface WebhookAnswer {
  status: number;
  body: { received: true; outcome: PaymentEventOutcome } | { error: string };
}

/**
 * The provider's webhook: POST only; signature verified on the raw body with the configured provider
 * (Stripe's secret, or the sandbox's when the sandbox is the provider); 400 without details when it
 * does not hold or the signature or event is dated more than 5 minutes ahead; 200 when handled or
 * already handled (an amount mismatch too: recorded and flagged, retrying would not change it); 500 on
 * our failure so the provider retries.
 */
export async function handleWebhook(req: WebhookRequest, deps: WebhookDeps): Promise<WebhookAnswer> {
  if (req.method !== 'POST') return { status: 405, body: { error: 'method not allowed' } };
  const signature = req.headers['stripe-signature'];
  try {
    const provider = deps.provider();
    const event = provider.verifyWebhook(req.rawBody ?? Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    const outcome = await handlePaymentEvent(deps.db(), event, deps.onPaid, { provider: provider.name, now: deps.now?.(), onChangePaid: deps.onChangePaid });
    logs.webhookHandled(event.id, event.type, outcome, provider.local);
    if (outcome === 'confirmed' || outcome === 'change-paid') await deps.afterConfirmed?.().catch((e: unknown) => logs.afterConfirmationFailed(e));
    // A refund of ours whose row is not committed yet: not a 2xx, so the provider delivers it again.
    if (outcome === 'refund-not-recorded-yet') return { status: 503, body: { error: 'retry later' } };
    return { status: 200, body: { received: true, outcome } };
  } catch (e) {
    if (e instanceof WebhookSignatureError) {
      logs.webhookRefused(e.problem);
      return { status: 400, body: { error: 'invalid signature' } };
    }
    logs.webhookFailed(e);
    return { status: 500, body: { error: 'internal' } };
  }
}

/**
 * The paymentWebhook HTTP function. The wiring gives `onPaid` (queues the confirmation e-mail in the
 * payment's transaction), `onChangePaid` (applies a paid change, same transaction) and
 * `afterConfirmed` (delivers what they queued right after the commit).
 */
export function makePaymentWebhook(hooks: { onPaid: OnPaid; onChangePaid: OnChangePaid; afterConfirmed?: () => Promise<void> }) {
  return onRequest({ region: config().region, invoker: 'public', maxInstances: 20, timeoutSeconds: 60 }, async (req, res) => {
    const answer = await handleWebhook(req, { provider: paymentProvider, db, ...hooks });
    res.status(answer.status).set('Cache-Control', 'no-store');
    if (answer.status === 405) res.set('Allow', 'POST');
    res.json(answer.body);
  });
}
