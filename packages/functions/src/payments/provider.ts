import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Card payments go through this interface (ARCHITECTURE: third parties behind an interface). Two
 * adapters: Stripe Checkout (stripe-adapter.ts) and the LOCAL sandbox (sandbox-adapter.ts), which
 * serves a hosted test checkout page and sends Stripe-shaped, Stripe-signed webhook events.
 */
export interface CheckoutRequest {
  bookingId: string;
  /** The booking reference (PT-XXXXXX): Stripe's client_reference_id. */
  reference: string;
  amountCents: number;
  currency: 'EUR';
  /** One line shown on the checkout page, e.g. "Transfer CDG T2E -> Paris 8e, 12 May 14:30". */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the booking is released; the session ends then or at the provider's minimum (see checkoutExpiry). */
  expiresAt: Date;
  /** Set when the checkout is for a change's price difference (kept in the provider's metadata). */
  changeId?: string | null;
}

/**
 * The caller's connection or transaction. An adapter that keeps its state in our database (the local
 * sandbox) writes with it: on the local PGlite a second connection would wait for the caller's open
 * transaction, which waits for the checkout. Stripe ignores it.
 */
export interface CheckoutContext {
  conn: Kysely<Database>;
}

export interface Checkout {
  sessionId: string;
  /** Where to send the person to pay (the provider's hosted page). */
  url: string;
}

/** The events the payment rules act on (Stripe's names; the sandbox sends the same). */
export const CHECKOUT_EVENTS = {
  completed: 'checkout.session.completed',
  asyncSucceeded: 'checkout.session.async_payment_succeeded',
  asyncFailed: 'checkout.session.async_payment_failed',
  expired: 'checkout.session.expired',
} as const;

/** The refund events the payment rules act on (Stripe's names; the sandbox sends refund.updated and charge.refunded). */
export const REFUND_EVENTS = {
  created: 'refund.created',
  updated: 'refund.updated',
  failed: 'refund.failed',
  chargeRefunded: 'charge.refunded',
  /** Stripe's older name for refund.updated, still sent to endpoints that subscribe to it. */
  chargeRefundUpdated: 'charge.refund.updated',
} as const;

/** A refund's state at the provider, as our refunds table keeps it. */
export type RefundEventStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

/** One refund reported by an event (a refund object, or one of a charge's refunds.data[]). */
export interface EventRefund {
  /** The provider's refund id (re_…, re_local_…): our refunds.provider_refund_id. */
  id: string;
  status: RefundEventStatus;
  amountCents: number | null;
  paymentIntentId: string | null;
  /** metadata.bookingId: set on every refund we ask for (refundBooking); absent on one made in the provider's dashboard. */
  bookingId: string | null;
}

/** A verified webhook event, normalised from Stripe's event. */
export interface PaymentEvent {
  /** Provider event id (evt_…): webhook deliveries are deduplicated on it. */
  id: string;
  type: string;
  /** data.object.id for checkout.session.* events, else null. */
  sessionId: string | null;
  /** Unix seconds when the provider created the event. */
  created: number;
  /**
   * data.object.payment_status of a checkout session ('paid', 'unpaid', 'no_payment_required'),
   * else null. A `completed` session is 'unpaid' while a delayed payment method is still pending.
   */
  paymentStatus: string | null;
  /** data.object.amount_total of a checkout session (smallest currency unit), else null. */
  amountTotal: number | null;
  /** data.object.currency of a checkout session, upper case ('EUR'), else null. */
  currency: string | null;
  /** data.object.payment_intent of a checkout session (pi_…, pi_local_…): what a refund refers to. Absent: none. */
  paymentIntentId?: string | null;
  /** The refunds a refund.* or charge.refunded event reports. Absent: none. */
  refunds?: EventRefund[];
}

/** What to refund: one provider payment (or the payment of a checkout session), in part or in full. */
export interface RefundRequest {
  /** The provider's payment (Stripe payment intent pi_…, sandbox pi_local_…); null: looked up from sessionId. */
  providerPaymentId: string | null;
  /** The checkout session the payment was made through. */
  sessionId: string;
  amountCents: number;
  currency: 'EUR';
  /** The provider returns the same refund for the same key: a retry refunds once. */
  idempotencyKey: string;
  metadata: { bookingId: string; reference: string; refundRowId?: string };
}

/** The provider's refund: its id (our refunds.provider_refund_id) and state when created. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * The provider refused the refund (e.g. `amount_too_large`: more than the payment's unrefunded
 * amount; `idempotency_error`: the key was used for another refund; `resource_missing`). Retrying
 * the same request would not change the answer.
 */
export class RefundRefusedByProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RefundRefusedByProviderError';
  }
}

/** One entry of the provider's balance (Stripe's balance transaction), normalised. */
export interface BalanceTransaction {
  /** txn_…, txn_local_…. */
  id: string;
  /** charge: a payment taken; refund: money given back; other: payouts, fees, adjustments (nothing of ours to match). */
  type: 'charge' | 'refund' | 'other';
  /** Signed cents, as the provider reports them: a charge is positive, a refund negative. */
  amountCents: number;
  feeCents: number;
  netCents: number;
  /** Upper case ('EUR'). */
  currency: string;
  /**
   * What it matches in our tables: for a charge the provider's payment (payments.provider_payment_id:
   * Stripe's payment intent pi_…, the sandbox's pi_local_…), for a refund the refund (refunds.provider_refund_id).
   */
  sourceId: string | null;
  created: Date;
}

export interface BalanceTransactionQuery {
  /** Inclusive. */
  createdFrom: Date;
  /** Exclusive. */
  createdTo: Date;
  /** The last transaction of the previous page (newest first, as Stripe lists). */
  startingAfter?: string;
}

export interface BalanceTransactionPage {
  transactions: BalanceTransaction[];
  hasMore: boolean;
}

/** The provider's page size for balance transactions (Stripe's maximum). */
export const BALANCE_PAGE_SIZE = 100;

export interface PaymentProvider {
  readonly name: 'stripe' | 'local-sandbox';
  /** True for the local sandbox: no real money moves. */
  readonly local: boolean;
  createCheckout(req: CheckoutRequest, context?: CheckoutContext): Promise<Checkout>;
  /**
   * Refunds (part of) a payment. Idempotent on req.idempotencyKey: the same key returns the same
   * refund. Its final state arrives later by webhook (refund.updated, charge.refunded).
   */
  refund(req: RefundRequest, context?: CheckoutContext): Promise<ProviderRefund>;
  /** One page of the provider's balance transactions created in the window, newest first (reconciliation). */
  listBalanceTransactions(q: BalanceTransactionQuery): Promise<BalanceTransactionPage>;
  /** Verifies the signature over the exact raw body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

export type SignatureProblem = 'missing' | 'invalid' | 'future-dated';

/**
 * A webhook whose signature is missing, wrong, too old, or whose body is not an event; or whose
 * signature timestamp or event date lies more than the tolerance in the future. Answer 400.
 */
export class WebhookSignatureError extends Error {
  constructor(readonly problem: SignatureProblem) {
    super(`payment webhook signature ${problem}`);
    this.name = 'WebhookSignatureError';
  }
}

/** Stripe refuses a Checkout Session expiring sooner than 30 minutes or later than 24 hours after creation. */
export const MIN_CHECKOUT_MINUTES = 30;
export const MAX_CHECKOUT_HOURS = 24;

/**
 * The session's end: the booking's expiry, kept inside the provider's window (one minute of margin
 * for the time the request takes). A session may therefore outlive its booking by a little; a payment
 * in that gap is honoured (see PAYMENTS.md).
 */
export function checkoutExpiry(bookingExpiresAt: Date, now: Date): Date {
  const min = now.getTime() + (MIN_CHECKOUT_MINUTES + 1) * 60_000;
  const max = now.getTime() + MAX_CHECKOUT_HOURS * 3_600_000 - 60_000;
  return new Date(Math.min(max, Math.max(min, bookingExpiresAt.getTime())));
}
