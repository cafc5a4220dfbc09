/** @jest-environment node */
// Paying a change's price difference: a checkout for the difference recorded as a 'change' payment;
// once paid, the change hook runs (once) instead of confirming the booking again.
import { logger } from 'firebase-functions';
import { CHECKOUT_EVENTS, type PaymentEvent } from '../provider';
import { handlePaymentEvent, startCardPayment, startChangePayment, type OnChangePaid } from '../payments.service';
import { sandboxProvider } from '../sandbox-adapter';
import type { SandboxTables } from '../../db/schema-sandbox';
import { usePglite } from '../../test-kit/pglite';
import { insertAwaitingChange, insertCardBooking } from '../../test-kit/payment-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const t = usePglite();

const provider = () => sandboxProvider({ db: () => t.db, webhookSecret: 'whsec_test', functionsBaseUrl: 'http://fn.test/p/r' });
const noOnPaid = async () => undefined;
const sessionOf = (url: string) => new URL(url).searchParams.get('session')!;

let eventNo = 0;
const paid = (sessionId: string, amountTotal: number, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
  id: `evt_change_${++eventNo}`,
  type: CHECKOUT_EVENTS.completed,
  sessionId,
  created: Math.floor(Date.now() / 1000),
  paymentStatus: 'paid',
  amountTotal,
  currency: 'EUR',
  ...over,
});

function changeHook() {
  const calls: Parameters<OnChangePaid>[1][] = [];
  const onChangePaid: OnChangePaid = async (_trx, p) => void calls.push(p);
  return { calls, onChangePaid };
}

/** A confirmed, paid card booking (75 EUR) with a modify waiting for 30 EUR more. */
async function bookingWithChange() {
  const b = await insertCardBooking(t.db);
  const url = await startCardPayment(t.db, provider(), { id: b.id, reference: b.reference, totalCents: 7500, bookerEmail: 'ada@example.com', description: 'd', expiresAt: new Date() });
  await handlePaymentEvent(t.db, paid(sessionOf(url), 7500), noOnPaid);
  const changeId = await insertAwaitingChange(t.db, b.id);
  const start = () =>
    startChangePayment(t.db, provider(), {
      bookingId: b.id,
      changeId,
      reference: b.reference,
      amountCents: 3000,
      bookerEmail: 'ada@example.com',
      description: 'Change: van instead of sedan',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
  return { ...b, changeId, start };
}

const bookingRow = (id: string) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentRow = (sessionId: string) => t.db.selectFrom('payments').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();

describe('startChangePayment', () => {
  it('opens a checkout for the difference and records a change payment, returning to the booking marked with the change', async () => {
    const b = await bookingWithChange();
    const url = await b.start();
    const sessionId = sessionOf(url);
    await expect(paymentRow(sessionId)).resolves.toMatchObject({ booking_id: b.id, purpose: 'change', change_id: b.changeId, status: 'open', amount_cents: 3000 });
    const session = await t.db.withTables<SandboxTables>().selectFrom('sandbox_checkout_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ amount_cents: 3000, description: 'Change: van instead of sedan', client_reference_id: b.reference });
    expect(session.success_url).toMatch(new RegExp(`/payment-success\\?ref=${b.reference}&token=[^&]+&change=${b.changeId}$`));
    expect(session.cancel_url).toMatch(new RegExp(`/payment-canceled\\?ref=${b.reference}&token=[^&]+&change=${b.changeId}$`));
  });

  it('refuses a cancelled booking and an amount that is not a positive number of cents', async () => {
    const b = await bookingWithChange();
    await t.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', b.id).execute();
    await expect(b.start()).rejects.toMatchObject({ reason: 'cancelled' });
    await expect(
      startChangePayment(t.db, provider(), { bookingId: b.id, changeId: b.changeId, reference: b.reference, amountCents: 0, bookerEmail: 'a@b.c', description: 'd', expiresAt: new Date() }),
    ).rejects.toBeInstanceOf(RangeError);
  });
});

describe('a paid change payment', () => {
  it('runs the change hook once, leaves the booking’s own payment alone, and keeps the payment id', async () => {
    const b = await bookingWithChange();
    const sessionId = sessionOf(await b.start());
    const before = await bookingRow(b.id);
    const { calls, onChangePaid } = changeHook();
    const onPaid = jest.fn(noOnPaid);
    const e = paid(sessionId, 3000, { paymentIntentId: 'pi_local_change' });
    await expect(handlePaymentEvent(t.db, e, onPaid, { onChangePaid })).resolves.toBe('change-paid');
    await expect(handlePaymentEvent(t.db, e, onPaid, { onChangePaid })).resolves.toBe('duplicate');
    await expect(handlePaymentEvent(t.db, paid(sessionId, 3000, { type: CHECKOUT_EVENTS.asyncSucceeded }), onPaid, { onChangePaid })).resolves.toBe('already-paid');
    const payment = await paymentRow(sessionId);
    expect(calls).toEqual([{ changeId: b.changeId, bookingId: b.id, paymentId: payment.id, amountCents: 3000 }]);
    expect(onPaid).not.toHaveBeenCalled();
    expect(payment).toMatchObject({ status: 'paid', provider_payment_id: 'pi_local_change' });
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid', paid_at: before.paid_at });
  });

  it('a wrong amount applies nothing (flagged like any payment)', async () => {
    const b = await bookingWithChange();
    const sessionId = sessionOf(await b.start());
    const { calls, onChangePaid } = changeHook();
    await expect(handlePaymentEvent(t.db, paid(sessionId, 7500), noOnPaid, { onChangePaid })).resolves.toBe('amount-mismatch');
    expect(calls).toEqual([]);
    await expect(paymentRow(sessionId)).resolves.toMatchObject({ status: 'open', mismatch: 'amount 7500, expected 3000' });
  });

  it('two checkouts of one change both paid: applied once, the second logged to refund', async () => {
    const b = await bookingWithChange();
    const first = sessionOf(await b.start());
    const second = sessionOf(await b.start());
    const { calls, onChangePaid } = changeHook();
    await expect(handlePaymentEvent(t.db, paid(first, 3000), noOnPaid, { onChangePaid })).resolves.toBe('change-paid');
    await expect(handlePaymentEvent(t.db, paid(second, 3000), noOnPaid, { onChangePaid })).resolves.toBe('already-paid');
    expect(calls).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(`change ${b.changeId} was already paid by another checkout: refund this payment`));
  });

  it('money for a change of a booking cancelled meanwhile is recorded, not applied', async () => {
    const b = await bookingWithChange();
    const sessionId = sessionOf(await b.start());
    await t.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', b.id).execute();
    const { calls, onChangePaid } = changeHook();
    await expect(handlePaymentEvent(t.db, paid(sessionId, 3000), noOnPaid, { onChangePaid })).resolves.toBe('paid-after-cancel');
    expect(calls).toEqual([]);
    await expect(paymentRow(sessionId)).resolves.toMatchObject({ status: 'paid' });
  });

  it('a failing hook (or none wired) rolls the payment back, so the provider’s retry applies it', async () => {
    const b = await bookingWithChange();
    const sessionId = sessionOf(await b.start());
    const e = paid(sessionId, 3000);
    await expect(handlePaymentEvent(t.db, e, noOnPaid)).rejects.toThrow('no onChangePaid hook');
    await expect(handlePaymentEvent(t.db, e, noOnPaid, { onChangePaid: async () => Promise.reject(new Error('driver busy')) })).rejects.toThrow('driver busy');
    await expect(paymentRow(sessionId)).resolves.toMatchObject({ status: 'open' });
    const { calls, onChangePaid } = changeHook();
    await expect(handlePaymentEvent(t.db, e, noOnPaid, { onChangePaid })).resolves.toBe('change-paid');
    expect(calls).toHaveLength(1);
  });
});
