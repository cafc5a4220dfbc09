import type { Kysely } from 'kysely';
import * as logs from './logs';
import type { Database } from '../db/schema';
import { RefundRefusedByProviderError, type RefundRequest } from './provider';
import { recordSandboxRefund } from './sandbox-balance';
import {
  findSandboxRefund,
  findSandboxRefundByKey,
  findSandboxSessionByIntent,
  insertSandboxRefund,
  lockSandboxPayment,
  markSandboxRefundSucceeded,
  sandboxRefundedCents,
  sandboxRefundsOfIntent,
  type SandboxRefund,
} from './sandbox.repo';
import { deliverSandboxEvent, newSandboxId, sandboxChargeId, sandboxChargeRefundedEvent, sandboxRefundEvent, type DeliveryOptions, type SandboxEvent } from './sandbox-webhook';

/**
 * Refunds in the LOCAL sandbox, as Stripe makes them: a refund of (part of) a paid sandbox payment,
 * idempotent on its key, refused beyond what the payment still holds, answered 'pending' like a card
 * refund in flight; it succeeds a moment later and refund.updated and charge.refunded go to
 * paymentWebhook, signed like the sandbox's checkout events. No money moves.
 */
type Conn = Kysely<Database>;

const euros = (cents: number): string => `€${(cents / 100).toFixed(2)}`;

/**
 * Records the refund with the caller's connection (in the caller's transaction: on the local PGlite a
 * second connection would wait for it). `created` is false when the key had made it already.
 */
export async function createSandboxRefund(conn: Conn, req: RefundRequest): Promise<{ refund: SandboxRefund; created: boolean }> {
  if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) {
    throw new RefundRefusedByProviderError('parameter_invalid_integer', `Invalid positive integer: amount ${req.amountCents}`);
  }
  const payment = await lockSandboxPayment(conn, req.providerPaymentId, req.sessionId);
  if (!payment || payment.status !== 'paid' || !payment.payment_intent) {
    throw new RefundRefusedByProviderError('resource_missing', `No such payment_intent: '${req.providerPaymentId ?? `of ${req.sessionId}`}' (LOCAL sandbox)`);
  }
  const pi = payment.payment_intent;
  // After the payment's lock: a double click waits for the first refund and finds it.
  const earlier = await findSandboxRefundByKey(conn, req.idempotencyKey);
  if (earlier) {
    if (earlier.payment_intent !== pi || earlier.amount_cents !== req.amountCents) {
      throw new RefundRefusedByProviderError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    return { refund: earlier, created: false };
  }
  const left = payment.amount_cents - (await sandboxRefundedCents(conn, pi));
  if (left <= 0) throw new RefundRefusedByProviderError('charge_already_refunded', `Charge ${sandboxChargeId(pi)} has already been refunded.`);
  if (req.amountCents > left) {
    throw new RefundRefusedByProviderError(
      'amount_too_large',
      `Refund amount (${euros(req.amountCents)}) is greater than unrefunded amount on charge (${euros(left)})`,
    );
  }
  const refund = await insertSandboxRefund(conn, {
    id: newSandboxId('re_local_'),
    paymentIntent: pi,
    amountCents: req.amountCents,
    currency: payment.currency,
    idempotencyKey: req.idempotencyKey,
    metadata: { bookingId: req.metadata.bookingId, reference: req.metadata.reference, ...(req.metadata.refundRowId ? { refundRowId: req.metadata.refundRowId } : {}) },
  });
  await recordSandboxRefund(conn, { refundId: refund.id, amountCents: refund.amount_cents, currency: refund.currency });
  logs.sandboxRefundCreated(refund.id, refund.amount_cents, pi);
  return { refund, created: true };
}

export interface SettleDeps {
  /** A connection of its own: the refund is settled after the caller's transaction. */
  db: () => Conn;
  webhookUrl: string;
  webhookSecret: string;
  now: () => Date;
  delivery?: DeliveryOptions;
  /** Looks for the committed refund this many times, the pause doubling from pollMs. */
  attempts?: number;
  pollMs?: number;
}

/** An answer that applied the event; a 503 or 'ignored' means our refunds row was not there yet: send it again. */
async function applied(res: Response): Promise<boolean> {
  if (!res.ok) return false;
  const body = (await res.json().catch(() => ({}))) as { outcome?: unknown };
  return body.outcome !== 'ignored';
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The refund once its caller's transaction has committed; undefined if it never appears (rolled back). */
async function committed(deps: SettleDeps, id: string): Promise<SandboxRefund | undefined> {
  const attempts = deps.attempts ?? 5;
  let wait = deps.pollMs ?? 300;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const refund = await findSandboxRefund(deps.db(), id);
    if (refund) return refund;
    if (attempt < attempts) {
      await pause(wait);
      wait *= 2;
    }
  }
  return undefined;
}

/**
 * The refund succeeds: once it is committed, it is marked succeeded and refund.updated then
 * charge.refunded are delivered (each retried with backoff until applied). A refund whose caller
 * rolled back never appears: nothing is sent. True when both events were applied.
 */
export async function settleSandboxRefund(deps: SettleDeps, refundId: string): Promise<boolean> {
  const seen = await committed(deps, refundId);
  if (!seen) {
    logs.sandboxRefundNeverCommitted(refundId);
    return false;
  }
  const refund = (await markSandboxRefundSucceeded(deps.db(), refundId)) ?? seen;
  const session = await findSandboxSessionByIntent(deps.db(), refund.payment_intent);
  if (!session?.payment_intent) return false;
  const send = (event: SandboxEvent, accept?: DeliveryOptions['accept']) =>
    deliverSandboxEvent(deps.webhookUrl, event, deps.webhookSecret, { ...deps.delivery, ...(accept ? { accept } : {}) });
  // refund.updated is sent again until our refunds row has taken it; charge.refunded only reports.
  const updated = await send(sandboxRefundEvent(refund, deps.now()), applied);
  const all = await sandboxRefundsOfIntent(deps.db(), refund.payment_intent);
  const charge = await send(sandboxChargeRefundedEvent({ ...session, payment_intent: session.payment_intent }, all, deps.now()));
  if (updated && charge) logs.sandboxRefundSettled(refund.id);
  else logs.sandboxRefundEventsNotApplied(refund.id);
  return updated && charge;
}
