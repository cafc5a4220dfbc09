/** @jest-environment node */
// The punctuality guarantee's jobs (issue [K] 4) against PGlite with a fixed `now`: a late arrival is
// refunded once through the real refund path (refundBooking over a fake provider), an on-time arrival
// and a pay-the-driver booking are not, and a driver who has not set off 60 minutes before pickup
// alerts the admins once.
import type { Db } from '../../db/db';
import type { PaymentProvider } from '../../payments/provider';
import { refundBooking } from '../../payments/refunds.service';
import type { SelfServiceDeps } from '../../bookings/self-service/deps';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking, insertDriver, outboxByKey } from '../../test-kit/messaging-fixtures';
import { company } from '@rides/domain/company';
import { formatMoney } from '@rides/i18n/format';
import { alertLateStarts, applyPunctualityGuarantee, lateStartAlertKey, punctualityMailKey } from '../punctuality-jobs';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

/** Monday 23 November 2026, 20:00 in Paris (winter, UTC+1). */
const NOW = new Date('2026-11-23T19:00:00Z');
const MIN = 60_000;
const minutesFromNow = (m: number) => new Date(NOW.getTime() + m * MIN);

const pg = usePglite();
let db: Db;
const providerCalls: string[] = [];
const provider: PaymentProvider = {
  name: 'stripe',
  local: false,
  async createCheckout() {
    throw new Error('not used');
  },
  async refund(req) {
    providerCalls.push(req.idempotencyKey);
    return { id: `re_${req.idempotencyKey}`, status: 'succeeded' };
  },
  async listBalanceTransactions() {
    return { transactions: [], hasMore: false };
  },
  verifyWebhook() {
    throw new Error('not used');
  },
};
const refund: SelfServiceDeps['refund'] = (trx, r) => refundBooking(trx, provider, r);

beforeAll(async () => {
  db = pg.db;
  await insertDriver(db, { id: 'd1', fullName: 'Jean Martin', phone: '+33611111111' });
  await insertDriver(db, { id: 'd2', fullName: 'Marco Rossi', phone: '+393331234567', language: 'it' });
}, 60_000);
beforeEach(async () => {
  providerCalls.length = 0;
  await db.deleteFrom('outbox').execute();
  // Each test's rides only: earlier tests' rides are set aside (already applied and alerted).
  await db.updateTable('bookings').set({ guarantee_applied_at: NOW, late_start_alerted_at: NOW }).execute();
});

/** A confirmed booking paid online by card (105 EUR), its payment on file, picked up `pickupMinutes` from now. */
async function cardRide(pickupMinutes: number, over: Record<string, unknown> = {}) {
  const b = await insertBooking(db, {
    pickup_at: minutesFromNow(pickupMinutes),
    payment_method: 'card',
    payment_status: 'paid',
    total_cents: 10500,
    ride_status: 'arrived',
    driver_id: 'd1',
    assigned_at: minutesFromNow(-24 * 60),
    language: 'en',
    ...over,
  });
  await db
    .insertInto('payments')
    .values({ booking_id: b.id, provider: 'stripe', session_id: `cs_${b.id}`, status: 'paid', amount_cents: 10500, provider_payment_id: `pi_${b.id}` })
    .execute();
  return b;
}

const arrive = (bookingId: string, at: Date) =>
  db
    .insertInto('ride_events')
    .values({ booking_id: bookingId, at, actor: 'driver', actor_id: 'd1', actor_name: 'Jean Martin', action: 'arrive', from_status: 'en_route', to_status: 'arrived', driver_id: 'd1', driver_name: 'Jean Martin', reason: null, lat: null, lng: null })
    .execute();

const refundsOf = (bookingId: string) => db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).execute();
const eventsOf = (bookingId: string, action: 'guarantee_refund' | 'late_start_alert') =>
  db.selectFrom('ride_events').selectAll().where('booking_id', '=', bookingId).where('action', '=', action).execute();
const bookingOf = (id: string) => db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the punctuality guarantee', () => {
  it('a late arrival triggers the guarantee refund once: half of what was paid, back to the card, with its event and the apology in the booking’s language', async () => {
    // Pickup 19:20 Paris; the driver arrived at 19:37, 17 minutes late (the grace is 15).
    const late = await cardRide(-40, { language: 'fr' });
    await arrive(late.id, minutesFromNow(-23));

    expect(await applyPunctualityGuarantee(db, NOW, refund)).toBe(1);
    // A second run, five minutes later: nothing more.
    expect(await applyPunctualityGuarantee(db, minutesFromNow(5), refund)).toBe(0);

    const refunds = await refundsOf(late.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: 5250, reason: 'punctuality', status: 'succeeded', idempotency_key: `punctuality:${late.id}:${(await db.selectFrom('payments').select('id').where('booking_id', '=', late.id).executeTakeFirstOrThrow()).id}` });
    expect(providerCalls).toHaveLength(1);
    const b = await bookingOf(late.id);
    expect(b.guarantee_applied_at).toEqual(NOW);
    expect(b.refunded_cents).toBe(5250);
    expect(b.payment_status).toBe('paid');

    const events = await eventsOf(late.id, 'guarantee_refund');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: 'system', from_status: 'arrived', to_status: 'arrived', driver_id: 'd1', driver_name: 'Jean Martin' });
    expect(events[0]!.reason).toContain('€52.50');

    const mails = [...(await outboxByKey(db)).values()];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ dedupe_key: punctualityMailKey(late.id), purpose: 'punctuality-guarantee', booking_id: late.id, recipient: 'ada@example.com' });
    const payload = mails[0]!.payload as { subject: string; text: string };
    expect(payload.subject).toBe(`Toutes nos excuses : ${formatMoney(5250, 'fr')} remboursés pour votre trajet ${late.reference}`);
    expect(payload.text).toContain('15 minutes');
    expect(payload.text).toContain('50 %');
    expect(payload.text).toContain('sur la carte avec laquelle vous avez payé');
    expect(payload.text).toContain(company().supportEmail);
  });

  it('refunds a ride whose driver has not arrived at all once the grace is over, not before', async () => {
    const noShowDriver = await cardRide(-14, { ride_status: 'en_route', language: 'it' });
    expect(await applyPunctualityGuarantee(db, NOW, refund)).toBe(0);
    expect(await applyPunctualityGuarantee(db, minutesFromNow(1), refund)).toBe(0); // exactly pickup + 15: not yet
    expect(await applyPunctualityGuarantee(db, minutesFromNow(2), refund)).toBe(1);
    expect((await refundsOf(noShowDriver.id)).map((r) => r.amount_cents)).toEqual([5250]);
    const mail = (await outboxByKey(db)).get(punctualityMailKey(noShowDriver.id))!;
    expect((mail.payload as { subject: string }).subject).toBe(`Ci scusiamo: ${formatMoney(5250, 'it')} rimborsati per la sua corsa ${noShowDriver.reference}`);
  });

  it('refunds nothing for an on-time arrival, a pay-the-driver booking, a cancelled ride or a confirmed no-show', async () => {
    const onTime = await cardRide(-40);
    await arrive(onTime.id, minutesFromNow(-25)); // pickup + 15 exactly: on time
    const cash = await insertBooking(db, { pickup_at: minutesFromNow(-40), ride_status: 'en_route', driver_id: 'd1', assigned_at: minutesFromNow(-600) });
    const cancelled = await cardRide(-40, { ride_status: 'cancelled', driver_id: null });
    const noShow = await cardRide(-90, { ride_status: 'no_show' });
    await arrive(noShow.id, minutesFromNow(-60));

    expect(await applyPunctualityGuarantee(db, NOW, refund)).toBe(0);
    for (const b of [onTime, cash, cancelled, noShow]) {
      expect(await refundsOf(b.id)).toEqual([]);
      expect(await eventsOf(b.id, 'guarantee_refund')).toEqual([]);
      expect((await bookingOf(b.id)).guarantee_applied_at).toBeNull();
    }
    expect(providerCalls).toEqual([]);
    expect((await outboxByKey(db)).size).toBe(0);
  });

  it('caps the refund by what is still refundable', async () => {
    const partly = await cardRide(-40, { ride_status: 'en_route' });
    await refund(db, { bookingId: partly.id, amountCents: 8500, reason: 'price-difference', idempotencyKey: `earlier:${partly.id}`, now: minutesFromNow(-600) });
    expect(await applyPunctualityGuarantee(db, NOW, refund)).toBe(1);
    expect((await refundsOf(partly.id)).map((r) => [r.reason, r.amount_cents])).toEqual([
      ['price-difference', 8500],
      ['punctuality', 2000],
    ]);
  });
});

describe('the late-start alert', () => {
  it('alerts the admins once about a ride not en route 60 minutes before pickup, naming the free backup drivers', async () => {
    const assigned = await insertBooking(db, { pickup_at: minutesFromNow(55), ride_status: 'assigned', driver_id: 'd1', assigned_at: minutesFromNow(-600) });
    const unassigned = await insertBooking(db, { pickup_at: minutesFromNow(60), ride_status: 'unassigned', driver_id: null });
    const tooEarly = await insertBooking(db, { pickup_at: minutesFromNow(61), ride_status: 'assigned', driver_id: 'd2', assigned_at: minutesFromNow(-600) });
    const enRoute = await insertBooking(db, {
      pickup_at: minutesFromNow(30),
      ride_status: 'en_route',
      driver_id: 'd2',
      assigned_at: minutesFromNow(-600),
      busy: `[${minutesFromNow(0).toISOString()},${minutesFromNow(120).toISOString()})`,
    });

    expect(await alertLateStarts(db, NOW)).toBe(2);
    expect(await alertLateStarts(db, NOW)).toBe(0);

    for (const b of [assigned, unassigned]) {
      expect(await eventsOf(b.id, 'late_start_alert')).toHaveLength(1);
      expect((await bookingOf(b.id)).late_start_alerted_at).toEqual(NOW);
    }
    expect((await eventsOf(assigned.id, 'late_start_alert'))[0]).toMatchObject({ actor: 'system', from_status: 'assigned', to_status: 'assigned', driver_name: 'Jean Martin' });
    for (const b of [tooEarly, enRoute]) {
      expect(await eventsOf(b.id, 'late_start_alert')).toEqual([]);
      expect((await bookingOf(b.id)).late_start_alerted_at).toBeNull();
    }

    const rows = await outboxByKey(db);
    expect(rows.size).toBe(2);
    const mail = rows.get(lateStartAlertKey(assigned.id))!;
    expect(mail).toMatchObject({ purpose: 'late-start-alert', booking_id: assigned.id, recipient: company().supportEmail });
    const payload = mail.payload as { subject: string; text: string };
    expect(payload.subject).toBe(`[Driver not on the way] ${assigned.reference} at 20:55: find a backup driver`);
    // Marco Rossi's own ride (en route, 20:30) overlaps; the current driver is not a backup.
    expect(payload.text).not.toContain('- Marco Rossi');
    expect(payload.text).not.toContain('- Jean Martin');
    const other = rows.get(lateStartAlertKey(unassigned.id))!.payload as { text: string };
    expect(other.text).toContain('no driver assigned');

    // A minute later the next ride is 60 minutes away: its alert, once.
    expect(await alertLateStarts(db, minutesFromNow(1))).toBe(1);
    expect(await alertLateStarts(db, minutesFromNow(6))).toBe(0);
    expect(await eventsOf(tooEarly.id, 'late_start_alert')).toHaveLength(1);
  });

  it('lists a free driver as a backup', async () => {
    await insertDriver(db, { id: 'd3', fullName: 'Chloé Dubois', phone: '+33622222222' });
    const b = await insertBooking(db, { pickup_at: minutesFromNow(50), ride_status: 'assigned', driver_id: 'd1', assigned_at: minutesFromNow(-600) });
    expect(await alertLateStarts(db, NOW)).toBe(1);
    const text = ((await outboxByKey(db)).get(lateStartAlertKey(b.id))!.payload as { text: string }).text;
    expect(text).toContain('- Chloé Dubois (+33622222222)');
  });
});
