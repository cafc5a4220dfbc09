import { logger } from 'firebase-functions';
import type { Db } from '../db/db';
import { checkoutExpiry, type Checkout, type CheckoutContext, type CheckoutRequest, type PaymentProvider } from './provider';
import { insertSandboxSession } from './sandbox.repo';
import { newSandboxId } from './sandbox-webhook';
import { verifyStripeSignedEvent, type VerifyOptions } from './stripe-event';

/** The HTTP functions the sandbox uses (names exported from src/index.ts). */
export const SANDBOX_PAGE_FUNCTION = 'sandboxCheckout';
export const WEBHOOK_FUNCTION = 'paymentWebhook';

export const sandboxPageUrl = (functionsBaseUrl: string, sessionId: string): string =>
  `${functionsBaseUrl}/${SANDBOX_PAGE_FUNCTION}?session=${encodeURIComponent(sessionId)}`;
export const webhookUrl = (functionsBaseUrl: string): string => `${functionsBaseUrl}/${WEBHOOK_FUNCTION}`;

export interface SandboxOptions {
  /** Used when createCheckout is given no connection. */
  db: () => Db;
  /** Signs and verifies the sandbox's webhook events (config SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
  functionsBaseUrl: string;
  now?: () => Date;
  verify?: VerifyOptions;
}

let announced = false;

/**
 * LOCAL payment sandbox, labelled as such everywhere: a hosted test checkout page (sandbox.http.ts)
 * with test cards, which sends correctly signed, Stripe-shaped webhook events to paymentWebhook.
 * No card data is kept and no money moves.
 */
export function sandboxProvider(options: SandboxOptions): PaymentProvider {
  if (!announced) {
    announced = true;
    logger.warn('payments: LOCAL SANDBOX adapter (no real payments)');
  }
  const now = options.now ?? (() => new Date());
  return {
    name: 'local-sandbox',
    local: true,
    async createCheckout(req: CheckoutRequest, context?: CheckoutContext): Promise<Checkout> {
      const id = newSandboxId('cs_local_');
      // In the caller's transaction when there is one: the session exists exactly when its payment row does.
      await insertSandboxSession(context?.conn ?? options.db(), {
        id,
        bookingId: req.bookingId,
        reference: req.reference,
        amountCents: req.amountCents,
        currency: req.currency,
        description: req.description,
        customerEmail: req.customerEmail,
        successUrl: req.successUrl,
        cancelUrl: req.cancelUrl,
        // The same window as Stripe's, so both adapters behave alike.
        expiresAt: checkoutExpiry(req.expiresAt, now()),
      });
      return { sessionId: id, url: sandboxPageUrl(options.functionsBaseUrl, id) };
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeSignedEvent(rawBody, signatureHeader, options.webhookSecret, options.verify);
    },
  };
}
