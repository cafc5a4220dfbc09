/** @jest-environment node */
// Issue [O] 2: every move of a booking's, a payment's and a change's status is written by its
// lifecycle's repo function with a status_events row (real SQL: in-process PGlite, all migrations).
import { sql } from 'kysely';
import { CHECKOUT_EVENTS } from '../provider';
import { expireUnpaidBookings, handlePaymentEvent, startCardPayment } from '../payments.service';
import { sandboxProvider } from '../sandbox-adapter';
import { supersedeUnpaidChanges } from '../../jobs/booking-changes-jobs';
import { appendStatusEvents, moveWithEvents } from '../../db/status-events';
import { BOOKING_TRANSITIONS } from '@rides/domain/booking-lifecycle';
import { usePglite } from '../../test-kit/pglite';
import { insertAwaitingChange, insertCardBooking } from '../../test-kit/payment-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const t = usePglite();

const eventsOf = (bookingId: string) =>
  t.db
    .selectFrom('status_events')
    .select(['entity', 'action', 'from_status', 'to_status', 'actor'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();

it('a paid checkout moves the payment, the booking and its payment status, one event each', async () => {
  const booking = await insertCardBooking(t.db);
  const provider = sandboxProvider({ db: () => t.db, webhookSecret: 'whsec_test', functionsBaseUrl: 'http://fn.test/p/r' });
  const url = await startCardPayment(t.db, provider, {
    id: booking.id,
    reference: booking.reference,
    totalCents: 7500,
    bookerEmail: 'ada@example.com',
    description: 'CDG -> Paris',
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  const sessionId = new URL(url).searchParams.get('session')!;
  const paid = { id: `evt_status_${booking.id}`, type: CHECKOUT_EVENTS.completed, sessionId, created: Math.floor(Date.now() / 1000), paymentStatus: 'paid', amountTotal: 7500, currency: 'EUR' };
  await expect(handlePaymentEvent(t.db, paid, async () => undefined)).resolves.toBe('confirmed');
  await expect(handlePaymentEvent(t.db, { ...paid, id: `${paid.id}_again` }, async () => undefined)).resolves.toBe('already-paid');
  await expect(eventsOf(booking.id)).resolves.toEqual([
    { entity: 'payment', action: 'pay', from_status: 'open', to_status: 'paid', actor: 'provider' },
    { entity: 'booking', action: 'confirm', from_status: 'pending_payment', to_status: 'confirmed', actor: 'provider' },
    { entity: 'booking_payment', action: 'pay', from_status: 'unpaid', to_status: 'paid', actor: 'provider' },
  ]);
});

it('the expiry job and the stale-change job each leave one event per row they moved, none when nothing moves', async () => {
  const now = new Date();
  const late = await insertCardBooking(t.db, { expiresAt: new Date(now.getTime() - 60_000) });
  const changeId = await insertAwaitingChange(t.db, late.id);
  await sql`update booking_changes set created_at = ${new Date(now.getTime() - 86_400_000)} where id = ${changeId}`.execute(t.db);
  await expireUnpaidBookings(t.db, now);
  await supersedeUnpaidChanges(t.db, now);
  await expireUnpaidBookings(t.db, now);
  await supersedeUnpaidChanges(t.db, now);
  await expect(eventsOf(late.id)).resolves.toEqual([
    { entity: 'booking', action: 'expire', from_status: 'pending_payment', to_status: 'expired', actor: 'system' },
    { entity: 'change', action: 'supersede', from_status: 'awaiting_payment', to_status: 'superseded', actor: 'system' },
  ]);
});

it('keeps events as written, and refuses an actor the table does not name', async () => {
  const booking = await insertCardBooking(t.db, { expiresAt: new Date(Date.now() - 60_000) });
  await expireUnpaidBookings(t.db, new Date());
  await expect(t.db.updateTable('status_events').set({ actor: 'admin' }).where('booking_id', '=', booking.id).execute()).rejects.toThrow(/never changed/);
  const expire = BOOKING_TRANSITIONS.find((x) => x.action === 'expire')!;
  await expect(
    appendStatusEvents(t.db, [{ entity: 'booking', transition: expire, bookingId: booking.id, entityId: booking.id, from: 'pending_payment', actor: 'booker' }], new Date()),
  ).rejects.toThrow(/not done by booker/);
});

it('a status write and its event stand or fall together, also when the caller holds no transaction', async () => {
  const booking = await insertCardBooking(t.db, { expiresAt: new Date(Date.now() - 60_000) });
  const expire = BOOKING_TRANSITIONS.find((x) => x.action === 'expire')!;
  // The event is refused (an actor the table does not name) after the write had moved the row: the write is undone.
  await expect(
    moveWithEvents(
      t.db,
      (db) => db.updateTable('bookings').set({ status: 'expired' }).where('id', '=', booking.id).executeTakeFirst(),
      [{ entity: 'booking', transition: expire, bookingId: booking.id, entityId: booking.id, from: 'pending_payment', actor: 'booker' }],
      new Date(),
    ),
  ).rejects.toThrow(/not done by booker/);
  await expect(t.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).resolves.toEqual({ status: 'pending_payment' });
  await expect(eventsOf(booking.id)).resolves.toEqual([]);
});
