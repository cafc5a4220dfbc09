import Stripe from 'stripe';
import {
  BALANCE_PAGE_SIZE,
  checkoutExpiry,
  type BalanceTransaction,
  RefundRefusedByProviderError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from './provider';
import { verifyStripeSignedEvent, type VerifyOptions } from './stripe-event';

export interface StripeAdapterOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass Stripe.createFetchHttpClient(fakeFetch): no network. */
  httpClient?: Stripe.HttpClient;
  maxNetworkRetries?: number;
  now?: () => Date;
  verify?: VerifyOptions;
}

/** The Checkout Session a booking pays through: one line, card only, in the person's language. */
export function checkoutSessionParams(req: CheckoutRequest, now: Date): Stripe.Checkout.SessionCreateParams {
  const metadata: Record<string, string> = { bookingId: req.bookingId, reference: req.reference };
  if (req.changeId) metadata.changeId = req.changeId;
  return {
    mode: 'payment',
    allowed_payment_method_types: ['card'],
    submit_type: 'book',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: req.currency.toLowerCase(),
          unit_amount: req.amountCents,
          product_data: { name: req.description },
        },
      },
    ],
    customer_email: req.customerEmail,
    client_reference_id: req.reference,
    metadata,
    payment_intent_data: { metadata, description: req.description },
    success_url: req.successUrl,
    cancel_url: req.cancelUrl,
    expires_at: Math.floor(checkoutExpiry(req.expiresAt, now).getTime() / 1000),
    locale: 'auto',
  };
}

/** The Refund Stripe is asked for (POST /v1/refunds): part or all of one payment intent. */
export function refundParams(req: RefundRequest, paymentIntent: string): Stripe.RefundCreateParams {
  const metadata: Record<string, string> = { bookingId: req.metadata.bookingId, reference: req.metadata.reference };
  if (req.metadata.refundRowId) metadata.refundRowId = req.metadata.refundRowId;
  return { payment_intent: paymentIntent, amount: req.amountCents, reason: 'requested_by_customer', metadata };
}

/**
 * Stripe's refund status, for the refunds row: pending and requires_action are in flight (their end
 * arrives by refund.updated); canceled at creation counts as failed (no money moves).
 */
export function providerRefundStatus(status: string | null | undefined): ProviderRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

const CHARGE_TYPES = new Set(['charge', 'payment']);
const REFUND_TYPES = new Set(['refund', 'payment_refund']);

/**
 * A Stripe balance transaction as reconciliation reads it. Listed with `expand[]=data.source`, a charge's
 * source is the Charge, whose payment intent is what our payments row keeps; a refund's source is the
 * Refund, whose id our refunds row keeps.
 */
export function balanceTransactionOf(t: Stripe.BalanceTransaction): BalanceTransaction {
  const source = t.source;
  const type = CHARGE_TYPES.has(t.type) ? 'charge' : REFUND_TYPES.has(t.type) ? 'refund' : 'other';
  let sourceId: string | null = typeof source === 'string' ? source : (source?.id ?? null);
  if (type === 'charge' && source && typeof source !== 'string' && source.object === 'charge') {
    const pi = (source as Stripe.Charge).payment_intent;
    sourceId = (typeof pi === 'string' ? pi : pi?.id) ?? sourceId;
  }
  return {
    id: t.id,
    type,
    amountCents: t.amount,
    feeCents: t.fee,
    netCents: t.net,
    currency: t.currency.toUpperCase(),
    sourceId,
    created: new Date(t.created * 1000),
  };
}

/** Real card payments with Stripe Checkout (hosted page); events arrive at the paymentWebhook function. */
export function stripeProvider(options: StripeAdapterOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    appInfo: { name: 'rides-paris-functions' },
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const now = options.now ?? (() => new Date());
  return {
    name: 'stripe',
    local: false,
    async createCheckout(req: CheckoutRequest): Promise<Checkout> {
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(req, now()));
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async refund(req: RefundRequest): Promise<ProviderRefund> {
      try {
        const paymentIntent = req.providerPaymentId ?? (await sessionPaymentIntent(stripe, req.sessionId));
        const refund = await stripe.refunds.create(refundParams(req, paymentIntent), { idempotencyKey: req.idempotencyKey });
        return { id: refund.id, status: providerRefundStatus(refund.status) };
      } catch (e) {
        // Stripe's "no" (amount_too_large, charge_already_refunded, idempotency_error…) is final; a network or API failure is not.
        if (e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeIdempotencyError) {
          throw new RefundRefusedByProviderError(e.code ?? e.type, e.message);
        }
        throw e;
      }
    },
    async listBalanceTransactions(q) {
      // GET /v1/balance_transactions: newest first; Stripe's `created` is in seconds ([gte, lt)).
      const page = await stripe.balanceTransactions.list({
        created: { gte: Math.ceil(q.createdFrom.getTime() / 1000), lt: Math.ceil(q.createdTo.getTime() / 1000) },
        limit: BALANCE_PAGE_SIZE,
        expand: ['data.source'],
        ...(q.startingAfter ? { starting_after: q.startingAfter } : {}),
      });
      return { transactions: page.data.map(balanceTransactionOf), hasMore: page.has_more };
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeSignedEvent(rawBody, signatureHeader, options.webhookSecret, options.verify);
    },
  };
}

/** The payment intent a Checkout Session was paid with (payments made before provider_payment_id was kept). */
async function sessionPaymentIntent(stripe: Stripe, sessionId: string): Promise<string> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const pi = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!pi) throw new RefundRefusedByProviderError('resource_missing', `checkout session ${sessionId} has no payment intent to refund`);
  return pi;
}
