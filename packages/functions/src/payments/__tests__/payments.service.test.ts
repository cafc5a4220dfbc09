/** @jest-environment node */
// The payment rules against real SQL (in-process PGlite, all migrations): checkouts, webhook events
// in any order and any number of times, expiry.
import { CHECKOUT_EVENTS, type PaymentEvent } from '../provider';
import { expireUnpaidBookings, handlePaymentEvent, startCardPayment, BookingNotPayableError, type OnPaid } from '../payments.service';
import { sandboxProvider } from '../sandbox-adapter';
import { manageToken } from '../../bookings/manage-token';
import { logger } from 'firebase-functions';
import type { SandboxTables } from '../../db/schema-sandbox';
import { usePglite } from '../../test-kit/pglite';
import { insertCardBooking } from '../../test-kit/payment-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const t = usePglite();

const provider = () => sandboxProvider({ db: () => t.db, webhookSecret: 'whsec_test', functionsBaseUrl: 'http://fn.test/p/r' });

let eventNo = 0;
const event = (type: string, sessionId: string | null, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
  id: `evt_test_${++eventNo}`,
  type,
  sessionId,
  created: Math.floor(Date.now() / 1000),
  paymentStatus: type === CHECKOUT_EVENTS.completed ? 'paid' : null,
  amountTotal: 7500,
  currency: 'EUR',
  ...over,
});

async function cardBookingWithCheckout(over: Parameters<typeof insertCardBooking>[1] = {}) {
  const booking = await insertCardBooking(t.db, over);
  const url = await startCardPayment(t.db, provider(), {
    id: booking.id,
    reference: booking.reference,
    totalCents: 7500,
    bookerEmail: 'ada@example.com',
    description: 'CDG T2E -> Paris 8e',
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  const sessionId = new URL(url).searchParams.get('session')!;
  return { ...booking, url, sessionId };
}

const bookingRow = (id: string) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentRow = (sessionId: string) => t.db.selectFrom('payments').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
const recorder = () => {
  const calls: string[] = [];
  const onPaid: OnPaid = async (_trx, bookingId) => {
    calls.push(bookingId);
  };
  return { calls, onPaid };
};

describe('startCardPayment', () => {
  it('opens a checkout, records an open payment and returns the hosted page', async () => {
    const b = await cardBookingWithCheckout();
    expect(b.url).toBe(`http://fn.test/p/r/sandboxCheckout?session=${b.sessionId}`);
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ booking_id: b.id, provider: 'local-sandbox', status: 'open', amount_cents: 7500 });
    const session = await t.db
      .withTables<SandboxTables>()
      .selectFrom('sandbox_checkout_sessions')
      .selectAll()
      .where('id', '=', b.sessionId)
      .executeTakeFirstOrThrow();
    const query = `ref=${b.reference}&token=${manageToken(b.reference)}`;
    expect(session).toMatchObject({ booking_id: b.id, client_reference_id: b.reference, amount_cents: 7500, status: 'open' });
    expect(session.success_url).toMatch(new RegExp(`/payment-success\\?${query.replace(/[?]/g, '\\?')}$`));
    expect(session.cancel_url).toMatch(/\/payment-canceled\?ref=/);
  });

  it('opens a new session each time (pay again after cancel) and works inside the caller’s transaction', async () => {
    // On PGlite a second connection waits for an open transaction: the sandbox must write with the caller's.
    const b = await cardBookingWithCheckout();
    const again = await t.db.transaction().execute((trx) =>
      startCardPayment(trx, provider(), { id: b.id, reference: b.reference, totalCents: 7500, bookerEmail: 'a@b.c', description: 'd', expiresAt: new Date() }),
    );
    expect(again).not.toBe(b.url);
    const rows = await t.db.selectFrom('payments').select('status').where('booking_id', '=', b.id).execute();
    expect(rows).toEqual([{ status: 'open' }, { status: 'open' }]);
  });

  it('refuses a booking that is already paid or cancelled', async () => {
    const b = await cardBookingWithCheckout();
    await handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId), recorder().onPaid);
    const pay = (id: string) => startCardPayment(t.db, provider(), { id, reference: 'PT-X', totalCents: 1, bookerEmail: 'a@b.c', description: 'd', expiresAt: new Date() });
    await expect(pay(b.id)).rejects.toMatchObject({ reason: 'already-paid' });
    const cancelled = await insertCardBooking(t.db, { status: 'cancelled' });
    await expect(pay(cancelled.id)).rejects.toBeInstanceOf(BookingNotPayableError);
  });
});

describe('handlePaymentEvent', () => {
  it('fulfils once when the same completed event is replayed 10 times', async () => {
    const b = await cardBookingWithCheckout();
    const { calls, onPaid } = recorder();
    const e = event(CHECKOUT_EVENTS.completed, b.sessionId);
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) outcomes.push(await handlePaymentEvent(t.db, e, onPaid, { provider: 'local-sandbox' }));
    expect(outcomes).toEqual(['confirmed', ...Array(9).fill('duplicate')]);
    expect(calls).toEqual([b.id]);
    // The money taken (0019's trigger) is counted once too.
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid', expires_at: null, paid_cents: 7500 });
    expect((await bookingRow(b.id)).paid_at).toBeInstanceOf(Date);
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'paid' });
  });

  it('keeps the provider’s payment id (what a refund refers to) when the payment is paid', async () => {
    const b = await cardBookingWithCheckout();
    await handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId, { paymentIntentId: 'pi_local_0123456789abcdef0123456789abcdef' }), recorder().onPaid);
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'paid', provider_payment_id: 'pi_local_0123456789abcdef0123456789abcdef' });
  });

  it('never downgrades a paid payment: expired after completed changes nothing', async () => {
    const b = await cardBookingWithCheckout();
    const { calls, onPaid } = recorder();
    await handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId), onPaid);
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.expired, b.sessionId), onPaid)).resolves.toBe('no-change');
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.asyncFailed, b.sessionId), onPaid)).resolves.toBe('no-change');
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'paid' });
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(calls).toHaveLength(1);
  });

  it('honours a payment that arrives after the booking expired', async () => {
    const b = await cardBookingWithCheckout({ expiresAt: new Date(Date.now() - 1000) });
    expect(await expireUnpaidBookings(t.db, new Date())).toBeGreaterThanOrEqual(1);
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'expired' });
    const { calls, onPaid } = recorder();
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.expired, b.sessionId), onPaid)).resolves.toBe('payment-expired');
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId), onPaid)).resolves.toBe('confirmed');
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'paid' });
    expect(calls).toEqual([b.id]);
  });

  it('confirms once when two sessions of one booking are both paid', async () => {
    const b = await cardBookingWithCheckout();
    const second = await startCardPayment(t.db, provider(), { id: b.id, reference: b.reference, totalCents: 7500, bookerEmail: 'a@b.c', description: 'd', expiresAt: new Date() });
    const { calls, onPaid } = recorder();
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId), onPaid)).resolves.toBe('confirmed');
    const secondSession = new URL(second).searchParams.get('session')!;
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.asyncSucceeded, secondSession), onPaid)).resolves.toBe('already-paid');
    expect(calls).toEqual([b.id]);
    await expect(paymentRow(secondSession)).resolves.toMatchObject({ status: 'paid' });
    // Both were taken (the second is to refund): the booking's money says so until the refund.
    await expect(bookingRow(b.id)).resolves.toMatchObject({ paid_cents: 15_000 });
    expect(jest.mocked(logger.error)).toHaveBeenCalledWith(expect.stringContaining('paid twice'));
  });

  it('waits for a delayed payment: completed but unpaid, then async success', async () => {
    const b = await cardBookingWithCheckout();
    const { calls, onPaid } = recorder();
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId, { paymentStatus: 'unpaid' }), onPaid)).resolves.toBe('awaiting-payment');
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid', paid_cents: 0 });
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.asyncSucceeded, b.sessionId), onPaid)).resolves.toBe('confirmed');
    expect(calls).toEqual([b.id]);
    await expect(bookingRow(b.id)).resolves.toMatchObject({ paid_cents: 7500 });
  });

  it('marks an open payment failed or expired, and leaves the booking alone', async () => {
    const b = await cardBookingWithCheckout();
    const { onPaid } = recorder();
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.asyncFailed, b.sessionId), onPaid)).resolves.toBe('payment-failed');
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'failed' });
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.expired, b.sessionId), onPaid)).resolves.toBe('no-change');
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', paid_cents: 0 });
  });

  it('records money for a cancelled booking without confirming it', async () => {
    const b = await cardBookingWithCheckout();
    await t.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', b.id).execute();
    const { calls, onPaid } = recorder();
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId), onPaid)).resolves.toBe('paid-after-cancel');
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'cancelled', payment_status: 'paid' });
    expect(calls).toEqual([]);
  });

  it('ignores an unknown session without recording the event, so a later retry is applied', async () => {
    const { onPaid } = recorder();
    const e = event(CHECKOUT_EVENTS.completed, 'cs_unknown');
    await expect(handlePaymentEvent(t.db, e, onPaid)).resolves.toBe('ignored');
    await expect(t.db.selectFrom('payment_events').select('event_id').where('event_id', '=', e.id).executeTakeFirst()).resolves.toBeUndefined();
  });

  it('records and ignores event types it does not act on', async () => {
    const { onPaid } = recorder();
    const e = event('charge.succeeded', null);
    await expect(handlePaymentEvent(t.db, e, onPaid)).resolves.toBe('ignored');
    await expect(handlePaymentEvent(t.db, e, onPaid)).resolves.toBe('duplicate');
  });

  it('rolls everything back when onPaid fails, so the provider’s retry confirms', async () => {
    const b = await cardBookingWithCheckout();
    const e = event(CHECKOUT_EVENTS.completed, b.sessionId);
    await expect(handlePaymentEvent(t.db, e, async () => Promise.reject(new Error('mail down')))).rejects.toThrow('mail down');
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'open' });
    const { calls, onPaid } = recorder();
    await expect(handlePaymentEvent(t.db, e, onPaid)).resolves.toBe('confirmed');
    expect(calls).toEqual([b.id]);
  });
});

describe('handlePaymentEvent checks what it fulfils', () => {
  const eventRow = (id: string) => t.db.selectFrom('payment_events').selectAll().where('event_id', '=', id).executeTakeFirst();

  it('a 1-cent payment does not confirm the booking: recorded, flagged for an admin, logged', async () => {
    const b = await cardBookingWithCheckout();
    const { calls, onPaid } = recorder();
    const e = event(CHECKOUT_EVENTS.completed, b.sessionId, { amountTotal: 1 });
    await expect(handlePaymentEvent(t.db, e, onPaid)).resolves.toBe('amount-mismatch');
    expect(calls).toEqual([]);
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid', paid_at: null });
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'open', mismatch: 'amount 1, expected 7500' });
    expect((await paymentRow(b.sessionId)).mismatch_at).toBeInstanceOf(Date);
    await expect(eventRow(e.id)).resolves.toMatchObject({ amount_cents: 1, currency: 'EUR', problem: 'amount 1, expected 7500' });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('does not match its checkout (amount 1, expected 7500): NOT confirmed'));
    // The same event again changes nothing; an async_payment_succeeded with the same wrong amount neither.
    await expect(handlePaymentEvent(t.db, e, onPaid)).resolves.toBe('duplicate');
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.asyncSucceeded, b.sessionId, { amountTotal: 1 }), onPaid)).resolves.toBe('amount-mismatch');
    expect(calls).toEqual([]);
  });

  it('a payment in another currency (or without amount or currency) does not confirm', async () => {
    const { calls, onPaid } = recorder();
    const usd = await cardBookingWithCheckout();
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, usd.sessionId, { currency: 'USD' }), onPaid)).resolves.toBe('amount-mismatch');
    await expect(paymentRow(usd.sessionId)).resolves.toMatchObject({ status: 'open', mismatch: 'currency USD, expected EUR' });
    const bare = await cardBookingWithCheckout();
    await expect(
      handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, bare.sessionId, { amountTotal: null, currency: null }), onPaid),
    ).resolves.toBe('amount-mismatch');
    await expect(paymentRow(bare.sessionId)).resolves.toMatchObject({ mismatch: 'amount missing, expected 7500; currency missing, expected EUR' });
    await expect(bookingRow(usd.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
    await expect(bookingRow(bare.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
    expect(calls).toEqual([]);
  });

  it('a mismatched event never downgrades a payment already paid with the right amount', async () => {
    const b = await cardBookingWithCheckout();
    const { calls, onPaid } = recorder();
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.completed, b.sessionId), onPaid)).resolves.toBe('confirmed');
    await expect(handlePaymentEvent(t.db, event(CHECKOUT_EVENTS.asyncSucceeded, b.sessionId, { amountTotal: 1 }), onPaid)).resolves.toBe('amount-mismatch');
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'paid' });
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(calls).toEqual([b.id]);
  });

  it('refuses an event dated more than 5 minutes in the future, records nothing; 4 minutes of skew is fine', async () => {
    const b = await cardBookingWithCheckout();
    const { calls, onPaid } = recorder();
    const now = new Date();
    const future = event(CHECKOUT_EVENTS.completed, b.sessionId, { created: Math.floor(now.getTime() / 1000) + 30 * 86_400 });
    await expect(handlePaymentEvent(t.db, future, onPaid, { now })).rejects.toMatchObject({ name: 'WebhookSignatureError', problem: 'future-dated' });
    await expect(eventRow(future.id)).resolves.toBeUndefined();
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
    expect(calls).toEqual([]);
    const skewed = event(CHECKOUT_EVENTS.completed, b.sessionId, { created: Math.floor(now.getTime() / 1000) + 240 });
    await expect(handlePaymentEvent(t.db, skewed, onPaid, { now })).resolves.toBe('confirmed');
  });

  it('the normal event (right amount, EUR) still confirms, recorded without a problem', async () => {
    const b = await cardBookingWithCheckout();
    const { calls, onPaid } = recorder();
    const e = event(CHECKOUT_EVENTS.completed, b.sessionId);
    await expect(handlePaymentEvent(t.db, e, onPaid)).resolves.toBe('confirmed');
    expect(calls).toEqual([b.id]);
    await expect(paymentRow(b.sessionId)).resolves.toMatchObject({ status: 'paid', mismatch: null });
    await expect(eventRow(e.id)).resolves.toMatchObject({ amount_cents: 7500, currency: 'EUR', problem: null });
  });
});

describe('expireUnpaidBookings', () => {
  it('expires only unpaid card bookings whose time is up', async () => {
    const now = new Date();
    const late = await insertCardBooking(t.db, { expiresAt: new Date(now.getTime() - 60_000) });
    const early = await insertCardBooking(t.db, { expiresAt: new Date(now.getTime() + 60_000) });
    const n = await expireUnpaidBookings(t.db, now);
    expect(n).toBeGreaterThanOrEqual(1);
    await expect(bookingRow(late.id)).resolves.toMatchObject({ status: 'expired' });
    await expect(bookingRow(early.id)).resolves.toMatchObject({ status: 'pending_payment' });
    await expect(expireUnpaidBookings(t.db, now)).resolves.toBe(0);
  });
});
