/** @jest-environment node */
// Refunds against real SQL (in-process PGlite, all migrations), over a fake provider that behaves like
// Stripe's idempotency (the same key returns the same refund): amounts spread over the payments, a
// double click or a retry refunds once, too much is refused, and refund events move our refunds.
import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { CHECKOUT_EVENTS, type PaymentEvent, type PaymentProvider, type ProviderRefund, type RefundRequest } from '../provider';
import { handlePaymentEvent, startCardPayment, startChangePayment } from '../payments.service';
import { paidCents, refundableCents, refundBooking, RefundTooLargeError } from '../refunds.service';
import { usePglite } from '../../test-kit/pglite';
import { insertAwaitingChange, insertCardBooking } from '../../test-kit/payment-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const t = usePglite();

/** Stripe-like: one refund per idempotency key; `status` is what a new refund is answered with. */
function fakeProvider(status: ProviderRefund['status'] = 'pending') {
  const calls: RefundRequest[] = [];
  const byKey = new Map<string, ProviderRefund>();
  let n = 0;
  const provider: PaymentProvider = {
    name: 'stripe',
    local: false,
    async createCheckout() {
      const id = `cs_fake_${randomUUID()}`;
      return { sessionId: id, url: `https://pay.example/${id}` };
    },
    async refund(req) {
      calls.push(req);
      const known = byKey.get(req.idempotencyKey);
      if (known) return known;
      const made = { id: `re_fake_${++n}_${randomUUID().slice(0, 8)}`, status };
      byKey.set(req.idempotencyKey, made);
      return made;
    },
    async listBalanceTransactions() {
      return { transactions: [], hasMore: false };
    },
    verifyWebhook() {
      throw new Error('not used');
    },
  };
  return { provider, calls };
}

let eventNo = 0;
const event = (type: string, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
  id: `evt_refunds_${++eventNo}`,
  type,
  sessionId: null,
  created: Math.floor(Date.now() / 1000),
  paymentStatus: null,
  amountTotal: null,
  currency: null,
  ...over,
});
const noHook = async () => undefined;

/** A confirmed card booking paid 75 EUR through payment intent pi_…; optionally a paid change's difference too. */
async function paidBooking(provider: PaymentProvider, changeCents = 0) {
  const b = await insertCardBooking(t.db);
  const url = await startCardPayment(t.db, provider, { id: b.id, reference: b.reference, totalCents: 7500, bookerEmail: 'ada@example.com', description: 'd', expiresAt: new Date() });
  const sessionId = url.split('/').pop()!;
  const paymentIntent = `pi_test_${randomUUID().replace(/-/g, '')}`;
  await handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, { sessionId, paymentStatus: 'paid', amountTotal: 7500, currency: 'EUR', paymentIntentId: paymentIntent }), noHook);
  if (changeCents > 0) {
    const changeId = await insertAwaitingChange(t.db, b.id);
    const changeUrl = await startChangePayment(t.db, provider, { bookingId: b.id, changeId, reference: b.reference, amountCents: changeCents, bookerEmail: 'a@b.c', description: 'd', expiresAt: new Date() });
    const changeSession = changeUrl.split('/').pop()!;
    await handlePaymentEvent(
      t.db,
      event(CHECKOUT_EVENTS.completed, { sessionId: changeSession, paymentStatus: 'paid', amountTotal: changeCents, currency: 'EUR', paymentIntentId: `${paymentIntent}_change` }),
      noHook,
      { onChangePaid: noHook },
    );
  }
  const payments = await t.db.selectFrom('payments').select(['id', 'purpose']).where('booking_id', '=', b.id).orderBy('id').execute();
  return { ...b, sessionId, paymentIntent, bookingPaymentId: payments[0]!.id, changePaymentId: payments[1]?.id };
}

const booking = (id: string) => t.db.selectFrom('bookings').select(['payment_status', 'refunded_cents', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const payment = (id: string) => t.db.selectFrom('payments').select(['refunded_cents', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const refundsOf = (bookingId: string) => t.db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
const refund = (conn: typeof t.db, provider: PaymentProvider, bookingId: string, amountCents: number, idempotencyKey = randomUUID()) =>
  refundBooking(conn, provider, { bookingId, amountCents, reason: 'cancellation', idempotencyKey, now: new Date() });

describe('refundBooking', () => {
  it('refunds a paid booking in full through its payment intent, and the booking becomes refunded', async () => {
    const { provider, calls } = fakeProvider();
    const b = await paidBooking(provider);
    const key = randomUUID();
    const result = await t.db.transaction().execute((trx) => refund(trx, provider, b.id, 7500, key));
    expect(result.refundedCents).toBe(7500);
    expect(calls).toEqual([
      {
        providerPaymentId: b.paymentIntent,
        sessionId: b.sessionId,
        amountCents: 7500,
        currency: 'EUR',
        idempotencyKey: `${key}:${b.bookingPaymentId}`,
        metadata: { bookingId: b.id, reference: b.reference },
      },
    ]);
    await expect(refundsOf(b.id)).resolves.toMatchObject([
      { payment_id: b.bookingPaymentId, amount_cents: 7500, status: 'pending', reason: 'cancellation', provider: 'stripe', provider_refund_id: result.refunds[0]!.provider_refund_id },
    ]);
    await expect(payment(b.bookingPaymentId)).resolves.toMatchObject({ refunded_cents: 7500, status: 'paid' });
    await expect(booking(b.id)).resolves.toMatchObject({ payment_status: 'refunded', refunded_cents: 7500 });
    await expect(refundableCents(t.db, b.id)).resolves.toBe(0);
    await expect(paidCents(t.db, b.id)).resolves.toBe(7500);
  });

  it('a double click or a retry with the same key refunds once', async () => {
    const { provider, calls } = fakeProvider();
    const b = await paidBooking(provider);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      t.db.transaction().execute((trx) => refund(trx, provider, b.id, 6000, key)),
      t.db.transaction().execute((trx) => refund(trx, provider, b.id, 6000, key)),
    ]);
    const third = await refund(t.db, provider, b.id, 6000, key);
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    await expect(refundsOf(b.id)).resolves.toHaveLength(1);
    await expect(booking(b.id)).resolves.toMatchObject({ payment_status: 'paid', refunded_cents: 6000 });
  });

  it('an attempt rolled back after the provider refunded is recorded by the retry: the provider gives the same refund back', async () => {
    const { provider, calls } = fakeProvider();
    const b = await paidBooking(provider);
    const key = randomUUID();
    const failed = t.db.transaction().execute(async (trx) => {
      await refund(trx, provider, b.id, 7500, key);
      throw new Error('the cancellation failed after the refund');
    });
    await expect(failed).rejects.toThrow('after the refund');
    await expect(refundsOf(b.id)).resolves.toEqual([]);
    const retried = await t.db.transaction().execute((trx) => refund(trx, provider, b.id, 7500, key));
    expect(calls.map((c) => c.idempotencyKey)).toEqual([`${key}:${b.bookingPaymentId}`, `${key}:${b.bookingPaymentId}`]);
    const rows = await refundsOf(b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.provider_refund_id).toBe(retried.refunds[0]!.provider_refund_id);
    await expect(booking(b.id)).resolves.toMatchObject({ refunded_cents: 7500 });
  });

  it('spreads the amount over the payments, newest (the change’s difference) first', async () => {
    const { provider, calls } = fakeProvider();
    const b = await paidBooking(provider, 3000);
    await expect(paidCents(t.db, b.id)).resolves.toBe(10500);
    const key = randomUUID();
    const result = await refund(t.db, provider, b.id, 5000, key);
    expect(result.refundedCents).toBe(5000);
    expect(calls.map((c) => [c.providerPaymentId, c.amountCents, c.idempotencyKey])).toEqual([
      [`${b.paymentIntent}_change`, 3000, `${key}:${b.changePaymentId}`],
      [b.paymentIntent, 2000, `${key}:${b.bookingPaymentId}`],
    ]);
    await expect(payment(b.changePaymentId!)).resolves.toMatchObject({ refunded_cents: 3000 });
    await expect(payment(b.bookingPaymentId)).resolves.toMatchObject({ refunded_cents: 2000 });
    await expect(refundableCents(t.db, b.id)).resolves.toBe(5500);
    // Then the rest: the booking's payment only, and everything paid is now refunded.
    await refund(t.db, provider, b.id, 5500);
    await expect(booking(b.id)).resolves.toMatchObject({ payment_status: 'refunded', refunded_cents: 10500 });
  });

  it('a refund of one named payment goes back to that payment only, never to another of the booking', async () => {
    const { provider, calls } = fakeProvider();
    const b = await paidBooking(provider, 3000);
    await refundBooking(t.db, provider, { bookingId: b.id, amountCents: 3000, reason: 'price-difference', idempotencyKey: randomUUID(), paymentId: b.bookingPaymentId, now: new Date() });
    expect(calls.map((c) => c.providerPaymentId)).toEqual([b.paymentIntent]);
    await expect(payment(b.bookingPaymentId)).resolves.toMatchObject({ refunded_cents: 3000 });
    await expect(payment(b.changePaymentId!)).resolves.toMatchObject({ refunded_cents: 0 });
    // More than that payment holds is refused, even though the booking holds more in all.
    const tooMuch = await refundBooking(t.db, provider, { bookingId: b.id, amountCents: 3001, reason: 'admin', idempotencyKey: randomUUID(), paymentId: b.changePaymentId, now: new Date() }).catch(
      (e: unknown) => e,
    );
    expect(tooMuch).toMatchObject({ refundableCents: 3000 });
  });

  it('refuses more than is refundable, and does nothing for 0', async () => {
    const { provider, calls } = fakeProvider();
    const b = await paidBooking(provider);
    await refund(t.db, provider, b.id, 6000);
    const tooMuch = await refund(t.db, provider, b.id, 1501).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(RefundTooLargeError);
    expect(tooMuch).toMatchObject({ requestedCents: 1501, refundableCents: 1500 });
    await expect(refund(t.db, provider, b.id, 0)).resolves.toEqual({ refundedCents: 0, refunds: [] });
    expect(calls).toHaveLength(1);
    await expect(booking(b.id)).resolves.toMatchObject({ refunded_cents: 6000 });
    const unpaid = await insertCardBooking(t.db);
    await expect(refund(t.db, provider, unpaid.id, 100)).rejects.toMatchObject({ refundableCents: 0 });
  });

  it('a refund the provider fails at once is kept as failed and gives nothing back', async () => {
    const { provider } = fakeProvider('failed');
    const b = await paidBooking(provider);
    const result = await refund(t.db, provider, b.id, 7500);
    expect(result.refundedCents).toBe(0);
    await expect(refundsOf(b.id)).resolves.toMatchObject([{ status: 'failed', amount_cents: 7500 }]);
    await expect(booking(b.id)).resolves.toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    await expect(refundableCents(t.db, b.id)).resolves.toBe(7500);
  });
});

describe('refund events', () => {
  const refundEvent = (type: string, refunds: PaymentEvent['refunds']) => event(type, { refunds });

  it('refund.updated succeeded moves our refund to succeeded, once', async () => {
    const { provider } = fakeProvider();
    const b = await paidBooking(provider);
    const { refunds } = await refund(t.db, provider, b.id, 7500);
    const e = refundEvent('refund.updated', [{ id: refunds[0]!.provider_refund_id!, status: 'succeeded', amountCents: 7500, paymentIntentId: b.paymentIntent, bookingId: null }]);
    await expect(handlePaymentEvent(t.db, e, noHook)).resolves.toBe('refund-succeeded');
    await expect(handlePaymentEvent(t.db, e, noHook)).resolves.toBe('duplicate');
    await expect(refundsOf(b.id)).resolves.toMatchObject([{ status: 'succeeded' }]);
    await expect(booking(b.id)).resolves.toMatchObject({ payment_status: 'refunded', refunded_cents: 7500 });
  });

  it('a failed refund gives its amount back to the payment and the booking, and is logged for an admin', async () => {
    const { provider } = fakeProvider();
    const b = await paidBooking(provider);
    const { refunds } = await refund(t.db, provider, b.id, 7500);
    const id = refunds[0]!.provider_refund_id!;
    await expect(handlePaymentEvent(t.db, refundEvent('refund.failed', [{ id, status: 'failed', amountCents: 7500, paymentIntentId: null, bookingId: null }]), noHook)).resolves.toBe('refund-failed');
    await expect(refundsOf(b.id)).resolves.toMatchObject([{ status: 'failed' }]);
    await expect(payment(b.bookingPaymentId)).resolves.toMatchObject({ refunded_cents: 0 });
    await expect(booking(b.id)).resolves.toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(`refund ${id} (7500 cents, cancellation) of booking ${b.id} failed at the provider`));
    // Final: a later "succeeded" does not revive it; the money can be refunded again.
    await expect(handlePaymentEvent(t.db, refundEvent('refund.updated', [{ id, status: 'succeeded', amountCents: 7500, paymentIntentId: null, bookingId: null }]), noHook)).resolves.toBe('no-change');
    await expect(refundableCents(t.db, b.id)).resolves.toBe(7500);
  });

  it('never downgrades a succeeded refund; a canceled one in charge.refunded gives its amount back', async () => {
    const { provider } = fakeProvider();
    const b = await paidBooking(provider);
    const first = (await refund(t.db, provider, b.id, 5000)).refunds[0]!.provider_refund_id!;
    const second = (await refund(t.db, provider, b.id, 2500)).refunds[0]!.provider_refund_id!;
    const charge = refundEvent('charge.refunded', [
      { id: first, status: 'succeeded', amountCents: 5000, paymentIntentId: b.paymentIntent, bookingId: null },
      { id: second, status: 'canceled', amountCents: 2500, paymentIntentId: b.paymentIntent, bookingId: null },
      { id: 're_not_ours', status: 'succeeded', amountCents: 1, paymentIntentId: b.paymentIntent, bookingId: null },
    ]);
    await expect(handlePaymentEvent(t.db, charge, noHook)).resolves.toBe('refund-failed');
    await expect(refundsOf(b.id)).resolves.toMatchObject([{ status: 'succeeded' }, { status: 'canceled' }]);
    await expect(booking(b.id)).resolves.toMatchObject({ payment_status: 'paid', refunded_cents: 5000 });
    const late = refundEvent('refund.failed', [{ id: first, status: 'failed', amountCents: 5000, paymentIntentId: null, bookingId: null }]);
    await expect(handlePaymentEvent(t.db, late, noHook)).resolves.toBe('no-change');
    await expect(refundsOf(b.id)).resolves.toMatchObject([{ status: 'succeeded' }, { status: 'canceled' }]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(`refund ${first} of booking ${b.id} reported failed by event ${late.id} after it succeeded`));
  });

  it('ignores a refund it does not know without recording the event, so a later delivery applies it', async () => {
    const e = refundEvent('refund.updated', [{ id: 're_unknown', status: 'succeeded', amountCents: 100, paymentIntentId: null, bookingId: null }]);
    await expect(handlePaymentEvent(t.db, e, noHook)).resolves.toBe('ignored');
    await expect(t.db.selectFrom('payment_events').select('event_id').where('event_id', '=', e.id).executeTakeFirst()).resolves.toBeUndefined();
    // One we asked for (our booking in its metadata) whose row is not committed yet: "not now", so Stripe
    // retries (it never sends a 2xx answer again); nothing recorded.
    const early = refundEvent('refund.updated', [{ id: 're_not_committed', status: 'succeeded', amountCents: 100, paymentIntentId: null, bookingId: '42' }]);
    await expect(handlePaymentEvent(t.db, early, noHook)).resolves.toBe('refund-not-recorded-yet');
    await expect(t.db.selectFrom('payment_events').select('event_id').where('event_id', '=', early.id).executeTakeFirst()).resolves.toBeUndefined();
    // charge.refunded without its refunds listed (recent API versions): recorded and ignored.
    const bare = refundEvent('charge.refunded', []);
    await expect(handlePaymentEvent(t.db, bare, noHook)).resolves.toBe('ignored');
    await expect(handlePaymentEvent(t.db, bare, noHook)).resolves.toBe('duplicate');
  });
});
