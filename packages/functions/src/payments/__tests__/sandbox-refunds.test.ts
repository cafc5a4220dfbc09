/** @jest-environment node */
// The LOCAL sandbox refunds like Stripe: the paid session has a payment intent, a refund is answered
// pending, then refund.updated and charge.refunded arrive signed so that Stripe's own code accepts
// them, and our refund becomes succeeded. End to end in process: real SQL (PGlite), real signatures.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { handleWebhook, type WebhookDeps } from '../webhook.http';
import { sandboxProvider } from '../sandbox-adapter';
import { deliverSandboxEvent } from '../sandbox-webhook';
import { createSandboxRefund, settleSandboxRefund } from '../sandbox-refunds';
import { submitSandboxCheckout, type SandboxDeps } from '../sandbox.service';
import { startCardPayment } from '../payments.service';
import { refundBooking } from '../refunds.service';
import { RefundRefusedByProviderError, type RefundRequest } from '../provider';
import type { SandboxTables } from '../../db/schema-sandbox';
import { usePglite } from '../../test-kit/pglite';
import { insertCardBooking } from '../../test-kit/payment-fixtures';
import { sandboxFeeCents } from '../sandbox-balance';
import { reconciliationOf } from '../../billing/reconciliation.service';
import { parisDates } from '../../billing/paris-range';
import { parisLocal } from '@rides/domain/paris-time';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const SECRET = 'whsec_sandbox_refund_test';
const BASE = 'http://fn.test/demo/europe-west9';

const t = usePglite();

/** What reached paymentWebhook: the event as Stripe's own code verified it, and our answer. */
const received: { event: Stripe.Event; outcome: unknown }[] = [];
/** Runs after each answer (a test simulates a commit there). */
let afterAnswer: ((outcome: unknown) => Promise<void>) | null = null;
const webhookDeps = (): WebhookDeps => ({ provider, db: () => t.db, onPaid: async () => undefined });

const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  expect(String(url)).toBe(`${BASE}/paymentWebhook`);
  const headers = Object.fromEntries(new Headers(init?.headers).entries()) as IncomingHttpHeaders;
  const body = String(init?.body);
  // Stripe's own verification accepts what the sandbox sends.
  const event = Stripe.webhooks.constructEvent(body, String(headers['stripe-signature']), SECRET);
  const answer = await handleWebhook({ method: 'POST', headers, rawBody: Buffer.from(body) }, webhookDeps());
  const outcome = 'outcome' in answer.body ? answer.body.outcome : answer.body.error;
  received.push({ event, outcome });
  await afterAnswer?.(outcome);
  return new Response(JSON.stringify(answer.body), { status: answer.status });
}) as typeof fetch;

/** The refunds' follow-ups, kept to wait for them once the caller has committed. */
let followUps: Promise<unknown>[] = [];
const delivery = { fetch: fakeFetch, backoffMs: 1 };
function provider() {
  return sandboxProvider({
    db: () => t.db,
    webhookSecret: SECRET,
    functionsBaseUrl: BASE,
    delivery,
    refundDelayMs: 0,
    refundPoll: { attempts: 2, pollMs: 1 },
    background: (task) => void followUps.push(task()),
  });
}

beforeEach(() => {
  received.length = 0;
  afterAnswer = null;
  followUps = [];
});

const pageDeps = (): SandboxDeps => ({
  db: t.db,
  webhookUrl: `${BASE}/paymentWebhook`,
  webhookSecret: SECRET,
  now: () => new Date(),
  deliver: (url, event, secret) => deliverSandboxEvent(url, event, secret, delivery),
});

/** A card booking paid on the sandbox page with 4242 4242 4242 4242. */
async function paidBooking() {
  const b = await insertCardBooking(t.db);
  const url = await startCardPayment(t.db, provider(), { id: b.id, reference: b.reference, totalCents: 7500, bookerEmail: 'ada@example.com', description: 'd', expiresAt: new Date(Date.now() + 30 * 60_000) });
  const sessionId = new URL(url).searchParams.get('session')!;
  await expect(submitSandboxCheckout(pageDeps(), sessionId, 'pay', '4242 4242 4242 4242')).resolves.toMatchObject({ kind: 'redirect' });
  const payment = await t.db.selectFrom('payments').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
  return { ...b, sessionId, payment };
}

const sandboxRefunds = (paymentIntent: string) =>
  t.db.withTables<SandboxTables>().selectFrom('sandbox_refunds').selectAll().where('payment_intent', '=', paymentIntent).execute();
const ourRefunds = (bookingId: string) => t.db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).execute();
const refund = (bookingId: string, amountCents: number, idempotencyKey: string) =>
  t.db.transaction().execute((trx) => refundBooking(trx, provider(), { bookingId, amountCents, reason: 'cancellation', idempotencyKey, now: new Date() }));

describe('LOCAL sandbox refunds', () => {
  it('a paid session carries its payment intent in checkout.session.completed, kept on our payment', async () => {
    const b = await paidBooking();
    const completed = received.find((r) => r.event.type === 'checkout.session.completed')!;
    const pi = (completed.event.data.object as { payment_intent?: string }).payment_intent;
    expect(pi).toMatch(/^pi_local_[0-9a-f]{32}$/);
    expect(completed.outcome).toBe('confirmed');
    expect(b.payment).toMatchObject({ status: 'paid', provider_payment_id: pi });
  });

  it('refunds pending, then sends refund.updated and charge.refunded that Stripe’s code verifies, and our refund succeeds', async () => {
    const b = await paidBooking();
    received.length = 0;
    const result = await refund(b.id, 7500, randomUUID());
    expect(result.refunds).toMatchObject([{ status: 'pending', provider: 'local-sandbox', amount_cents: 7500 }]);
    const refundId = result.refunds[0]!.provider_refund_id!;
    expect(refundId).toMatch(/^re_local_[0-9a-f]{32}$/);
    await Promise.all(followUps);
    expect(received.map((r) => [r.event.type, r.outcome])).toEqual([
      ['refund.updated', 'refund-succeeded'],
      ['charge.refunded', 'no-change'],
    ]);
    expect(received[0]!.event.data.object).toMatchObject({ object: 'refund', id: refundId, status: 'succeeded', amount: 7500, currency: 'eur', payment_intent: b.payment.provider_payment_id });
    expect(received[1]!.event.data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 7500,
      refunded: true,
      payment_intent: b.payment.provider_payment_id,
      refunds: { data: [{ id: refundId, status: 'succeeded' }] },
    });
    await expect(ourRefunds(b.id)).resolves.toMatchObject([{ provider_refund_id: refundId, status: 'succeeded' }]);
    await expect(sandboxRefunds(b.payment.provider_payment_id!)).resolves.toMatchObject([{ id: refundId, status: 'succeeded', amount_cents: 7500 }]);
  });

  it('the same idempotency key gives the same refund and no second one; more than the unrefunded amount is refused', async () => {
    const b = await paidBooking();
    const pi = b.payment.provider_payment_id!;
    const request: RefundRequest = { providerPaymentId: pi, sessionId: b.sessionId, amountCents: 6000, currency: 'EUR', idempotencyKey: randomUUID(), metadata: { bookingId: b.id, reference: b.reference } };
    const first = await provider().refund(request, { conn: t.db });
    await expect(provider().refund(request, { conn: t.db })).resolves.toEqual(first);
    await expect(sandboxRefunds(pi)).resolves.toHaveLength(1);
    const tooMuch = await provider()
      .refund({ ...request, idempotencyKey: randomUUID(), amountCents: 2000 }, { conn: t.db })
      .catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(RefundRefusedByProviderError);
    expect(tooMuch).toMatchObject({ code: 'amount_too_large', message: 'Refund amount (€20.00) is greater than unrefunded amount on charge (€15.00)' });
    // Found by its session when our payment has no payment id; another amount under the same key is refused.
    await expect(provider().refund({ ...request, providerPaymentId: null, idempotencyKey: randomUUID(), amountCents: 1500 }, { conn: t.db })).resolves.toMatchObject({ status: 'pending' });
    await expect(provider().refund({ ...request, amountCents: 100 }, { conn: t.db })).rejects.toMatchObject({ code: 'idempotency_error' });
    await expect(provider().refund({ ...request, idempotencyKey: randomUUID(), amountCents: 1 }, { conn: t.db })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    await Promise.all(followUps);
  });

  it('an event arriving before our refunds row is committed is answered 503, unrecorded, and the retry applies it', async () => {
    const b = await paidBooking();
    const pi = b.payment.provider_payment_id!;
    const key = randomUUID();
    // The provider's refund exists (committed), ours not yet.
    const { refund: made } = await createSandboxRefund(t.db, { providerPaymentId: pi, sessionId: b.sessionId, amountCents: 7500, currency: 'EUR', idempotencyKey: key, metadata: { bookingId: b.id, reference: b.reference } });
    received.length = 0;
    afterAnswer = async (outcome) => {
      if (outcome !== 'retry later') return;
      afterAnswer = null;
      // The caller commits its refunds row now.
      await t.db
        .insertInto('refunds')
        .values({ booking_id: b.id, payment_id: b.payment.id, provider: 'local-sandbox', provider_refund_id: made.id, amount_cents: 7500, status: 'pending', reason: 'cancellation', idempotency_key: key })
        .execute();
    };
    const deps = { db: () => t.db, webhookUrl: `${BASE}/paymentWebhook`, webhookSecret: SECRET, now: () => new Date(), delivery };
    await expect(settleSandboxRefund(deps, made.id)).resolves.toBe(true);
    expect(received.map((r) => [r.event.type, r.outcome])).toEqual([
      ['refund.updated', 'retry later'], // 503: the provider delivers it again
      ['refund.updated', 'refund-succeeded'],
      ['charge.refunded', 'no-change'],
    ]);
    await expect(ourRefunds(b.id)).resolves.toMatchObject([{ provider_refund_id: made.id, status: 'succeeded' }]);
  });

  it('a refund whose caller rolled back never succeeds and sends nothing', async () => {
    const b = await paidBooking();
    received.length = 0;
    const key = randomUUID();
    const rolledBack = t.db.transaction().execute(async (trx) => {
      await refundBooking(trx, provider(), { bookingId: b.id, amountCents: 7500, reason: 'cancellation', idempotencyKey: key, now: new Date() });
      throw new Error('cancel failed');
    });
    await expect(rolledBack).rejects.toThrow('cancel failed');
    await expect(sandboxRefunds(b.payment.provider_payment_id!)).resolves.toEqual([]);
    await expect(Promise.all(followUps)).resolves.toEqual([false]);
    expect(received).toEqual([]);
    followUps = [];
    // The retry with the same key refunds (once) and succeeds.
    await refund(b.id, 7500, key);
    await Promise.all(followUps);
    await expect(ourRefunds(b.id)).resolves.toMatchObject([{ status: 'succeeded', amount_cents: 7500 }]);
  });
});

describe('LOCAL sandbox balance (issue [F]: reconciliation)', () => {
  const balance = (source: string) => t.db.withTables<SandboxTables>().selectFrom('sandbox_balance_transactions').selectAll().where('source', '=', source).execute();

  it('keeps a balance transaction per charge (with its stated fee) and per refund, which reconcile with our rows', async () => {
    const b = await paidBooking();
    const pi = b.payment.provider_payment_id!;
    expect(await balance(pi)).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^txn_local_[0-9a-f]{32}$/), type: 'charge', amount_cents: 7500, fee_cents: sandboxFeeCents(7500), net_cents: 7500 - 138, currency: 'EUR' }),
    ]);
    const result = await refund(b.id, 2500, randomUUID());
    await Promise.all(followUps);
    const refundId = result.refunds[0]!.provider_refund_id!;
    expect(await balance(refundId)).toEqual([expect.objectContaining({ type: 'refund', amount_cents: -2500, fee_cents: 0, net_cents: -2500 })]);

    const today = parisLocal(new Date()).date;
    const r = await reconciliationOf(t.db, provider(), parisDates(today, today));
    expect(r.items.filter((i) => i.reference === b.reference || i.providerId === pi || i.providerId === refundId)).toEqual([]);
    expect(r.matched.count).toBeGreaterThanOrEqual(2);
    // Every payment this file made went through the sandbox: none of ours is missing there or differs.
    expect(r.items.filter((i) => i.problem !== 'unknown-to-us')).toEqual([]);
  });
});
