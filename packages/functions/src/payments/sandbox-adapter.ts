import * as logs from './logs';
import type { Db } from '../db/db';
import {
  BALANCE_PAGE_SIZE,
  checkoutExpiry,
  type Checkout,
  type CheckoutContext,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from './provider';
import { insertSandboxSession, listSandboxBalanceTransactions } from './sandbox.repo';
import { toBalanceTransaction } from './sandbox-balance';
import { createSandboxRefund, settleSandboxRefund, type SettleDeps } from './sandbox-refunds';
import { newSandboxId, type DeliveryOptions } from './sandbox-webhook';
import { verifyStripeSignedEvent, type VerifyOptions } from './stripe-event';

/** The HTTP functions the sandbox uses (names exported from src/index.ts). */
export const SANDBOX_PAGE_FUNCTION = 'sandboxCheckout';
export const WEBHOOK_FUNCTION = 'paymentWebhook';

export const sandboxPageUrl = (functionsBaseUrl: string, sessionId: string): string =>
  `${functionsBaseUrl}/${SANDBOX_PAGE_FUNCTION}?session=${encodeURIComponent(sessionId)}`;
export const webhookUrl = (functionsBaseUrl: string): string => `${functionsBaseUrl}/${WEBHOOK_FUNCTION}`;

export interface SandboxOptions {
  /** Used when createCheckout or refund is given no connection, and by a refund's follow-up (after the caller's commit). */
  db: () => Db;
  /** Signs and verifies the sandbox's webhook events (config SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
  functionsBaseUrl: string;
  now?: () => Date;
  verify?: VerifyOptions;
  /** How the refund events are posted (tests: a fetch into the webhook handler, a short backoff). */
  delivery?: DeliveryOptions;
  /** The pause before a refund succeeds and its events go out (ms). */
  refundDelayMs?: number;
  /** How long to look for a refund's commit (tests: briefly). */
  refundPoll?: Pick<SettleDeps, 'attempts' | 'pollMs'>;
  /**
   * Runs a refund's follow-up after refund() has returned (default: fire and forget, which the local
   * emulator lets finish after the response); tests keep the promise to wait for it.
   */
  background?: (task: () => Promise<unknown>) => void;
}

/** A card refund is in flight for a moment: long enough for the caller to commit its refunds row. */
export const SANDBOX_REFUND_DELAY_MS = 1_000;

const inBackground = (task: () => Promise<unknown>): void => {
  void task().catch((e: unknown) => logs.sandboxRefundFollowUpFailed(e));
};

let announced = false;

/**
 * LOCAL payment sandbox, labelled as such everywhere: a hosted test checkout page (sandbox.http.ts)
 * with test cards, which sends correctly signed, Stripe-shaped webhook events to paymentWebhook.
 * No card data is kept and no money moves.
 */
export function sandboxProvider(options: SandboxOptions): PaymentProvider {
  if (!announced) {
    announced = true;
    logs.sandboxAdapterSelected();
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
    async refund(req: RefundRequest, context?: CheckoutContext): Promise<ProviderRefund> {
      // In the caller's transaction, like checkouts: the sandbox's refund exists exactly when our refunds row does.
      const { refund, created } = await createSandboxRefund(context?.conn ?? options.db(), req);
      if (created) {
        const delay = options.refundDelayMs ?? SANDBOX_REFUND_DELAY_MS;
        (options.background ?? inBackground)(async () => {
          await new Promise((r) => setTimeout(r, delay));
          return settleSandboxRefund(
            {
              db: options.db,
              webhookUrl: webhookUrl(options.functionsBaseUrl),
              webhookSecret: options.webhookSecret,
              now,
              delivery: options.delivery,
              ...options.refundPoll,
            },
            refund.id,
          );
        });
      }
      // Like a card refund at Stripe: in flight until refund.updated says it succeeded (the same answer for the same key).
      return { id: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    },
    async listBalanceTransactions(q) {
      const page = await listSandboxBalanceTransactions(options.db(), q, BALANCE_PAGE_SIZE);
      return { transactions: page.rows.map(toBalanceTransaction), hasMore: page.hasMore };
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeSignedEvent(rawBody, signatureHeader, options.webhookSecret, options.verify);
    },
  };
}
