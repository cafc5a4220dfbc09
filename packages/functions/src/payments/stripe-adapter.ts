import Stripe from 'stripe';
import { checkoutExpiry, type Checkout, type CheckoutRequest, type PaymentProvider } from './provider';
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
  const metadata = { bookingId: req.bookingId, reference: req.reference };
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
    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeSignedEvent(rawBody, signatureHeader, options.webhookSecret, options.verify);
    },
  };
}
