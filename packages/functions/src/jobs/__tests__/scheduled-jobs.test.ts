/** @jest-environment node */
// The periodic jobs against PGlite with a fixed `now`: which rides get which reminders, that a second
// run queues nothing, and the expiry of unpaid card bookings with their ride event.
import type { Db } from '../../db/db';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking, insertDriver, outboxByKey } from '../../test-kit/messaging-fixtures';
import { runScheduledJobs } from '../scheduled-jobs';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

/** Monday 23 November 2026, 20:00 in Paris (winter, UTC+1). */
const NOW = new Date('2026-11-23T19:00:00Z');
const LONG_AGO = new Date('2026-11-01T10:00:00Z');
const H = 3_600_000;
const inHours = (h: number) => new Date(NOW.getTime() + h * H);

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
  await insertDriver(db, { id: 'd1', fullName: 'Jean Martin', phone: '+33611111111' });
  await insertDriver(db, { id: 'd2', fullName: 'Marco Rossi', phone: '+393331234567', language: 'it' });
}, 60_000);
beforeEach(() => db.deleteFrom('outbox').execute());

const ride = (pickupAt: Date, over: Record<string, unknown> = {}) =>
  insertBooking(db, { pickup_at: pickupAt, ride_status: 'assigned', driver_id: 'd1', assigned_at: LONG_AGO, ...over });
const keysOf = async (bookingId: string) => [...(await outboxByKey(db)).keys()].filter((k) => k.startsWith(`ride:${bookingId}:`)).sort();

describe('reminders', () => {
  it('queues each due reminder once: the driver’s 24 h and 2 h, the traveller’s from 18:00 the evening before', async () => {
    const tomorrow = await ride(inHours(22)); // Tuesday 18:00 Paris
    const soon = await ride(inHours(1.5), { driver_id: 'd2' }); // tonight 21:30 Paris
    const justAssigned = await ride(inHours(13), { assigned_at: inHours(-1) }); // assigned after both moments
    const started = await ride(inHours(1.2), { ride_status: 'en_route' });
    const unassigned = await ride(inHours(22), { ride_status: 'unassigned', driver_id: null, assigned_at: null });
    const unpaid = await ride(inHours(22), { status: 'pending_payment', payment_method: 'card', payment_status: 'unpaid', expires_at: inHours(1) });
    const farAway = await ride(inHours(40));
    const cancelled = await ride(inHours(5), { ride_status: 'cancelled', driver_id: null });

    const report = await runScheduledJobs(db, NOW);

    const iso = (_b: { id: string }, h: number) => inHours(h).toISOString();
    expect(await keysOf(tomorrow.id)).toEqual(
      [
        `ride:${tomorrow.id}:reminder:driver-24h:d1:${iso(tomorrow, 22)}:email`,
        `ride:${tomorrow.id}:reminder:driver-24h:d1:${iso(tomorrow, 22)}:sms`,
        `ride:${tomorrow.id}:reminder:traveller:${iso(tomorrow, 22)}:booker:email`,
        `ride:${tomorrow.id}:reminder:traveller:${iso(tomorrow, 22)}:traveller:sms`,
      ].sort(),
    );
    expect(await keysOf(soon.id)).toEqual(
      [
        `ride:${soon.id}:reminder:driver-2h:d2:${iso(soon, 1.5)}:email`,
        `ride:${soon.id}:reminder:driver-2h:d2:${iso(soon, 1.5)}:sms`,
        `ride:${soon.id}:reminder:traveller:${iso(soon, 1.5)}:booker:email`,
        `ride:${soon.id}:reminder:traveller:${iso(soon, 1.5)}:traveller:sms`,
      ].sort(),
    );
    expect(await keysOf(started.id)).toEqual([`ride:${started.id}:reminder:traveller:${iso(started, 1.2)}:booker:email`, `ride:${started.id}:reminder:traveller:${iso(started, 1.2)}:traveller:sms`]);
    for (const none of [justAssigned, unassigned, unpaid, farAway, cancelled]) expect(await keysOf(none.id)).toEqual([]);
    expect(report.reminders).toBe(10);

    const rows = await outboxByKey(db);
    const driverMail = rows.get(`ride:${soon.id}:reminder:driver-2h:d2:${iso(soon, 1.5)}:email`)!;
    expect(driverMail).toMatchObject({ purpose: 'reminder-driver-2h', booking_id: soon.id, recipient: 'd2@example.com' });
    expect((driverMail.payload as { subject: string }).subject).toBe(`Corsa ${soon.reference} tra 2 ore, alle 21:30`);
    const travellerMail = rows.get(`ride:${tomorrow.id}:reminder:traveller:${iso(tomorrow, 22)}:booker:email`)!;
    expect(travellerMail).toMatchObject({ purpose: 'reminder-traveller', recipient: 'ada@example.com' });
    expect((travellerMail.payload as { subject: string }).subject).toBe(`Demain : votre transfert ${tomorrow.reference} à 18:00`);

    // Five minutes later: nothing new.
    expect(await runScheduledJobs(db, new Date(NOW.getTime() + 5 * 60_000))).toMatchObject({ reminders: 0 });
    expect((await outboxByKey(db)).size).toBe(10);
  });

  it('gives a changed pickup time or a new driver its own reminder', async () => {
    const b = await ride(inHours(20));
    await runScheduledJobs(db, NOW);
    expect(await keysOf(b.id)).toHaveLength(4);
    await db.updateTable('bookings').set({ pickup_at: inHours(21) }).where('id', '=', b.id).execute();
    await runScheduledJobs(db, NOW);
    expect(await keysOf(b.id)).toHaveLength(8);
    await db.updateTable('bookings').set({ driver_id: 'd2' }).where('id', '=', b.id).execute();
    await runScheduledJobs(db, NOW);
    // The new driver gets their reminder; the traveller's is per pickup time, already sent.
    expect((await keysOf(b.id)).filter((k) => k.includes(':d2:'))).toHaveLength(2);
    expect(await keysOf(b.id)).toHaveLength(10);
  });

  it('reminds the traveller with their own e-mail, in the booking’s language, on their phone', async () => {
    const b = await ride(inHours(22), { traveller_name: 'Grace Hopper', traveller_email: 'grace@example.com', traveller_phone: '+33698765432', language: 'en' });
    await runScheduledJobs(db, NOW);
    const rows = await outboxByKey(db);
    const at = inHours(22).toISOString();
    expect(rows.get(`ride:${b.id}:reminder:traveller:${at}:traveller:email`)).toMatchObject({ recipient: 'grace@example.com' });
    expect(rows.get(`ride:${b.id}:reminder:traveller:${at}:traveller:sms`)).toMatchObject({ recipient: '+33698765432' });
    expect(rows.has(`ride:${b.id}:reminder:traveller:${at}:booker:email`)).toBe(false);
  });
});

describe('unpaid card bookings', () => {
  const card = { payment_method: 'card', payment_status: 'unpaid', ride_status: 'unassigned', driver_id: null, assigned_at: null };

  it('expires those past their time and leaves the others; their ride stays unassigned, off the board, for a late payment', async () => {
    const due = await insertBooking(db, { ...card, status: 'pending_payment', expires_at: new Date(NOW.getTime() - 60_000), pickup_at: inHours(48) });
    const waiting = await insertBooking(db, { ...card, status: 'pending_payment', expires_at: new Date(NOW.getTime() + 30 * 60_000), pickup_at: inHours(48) });

    expect(await runScheduledJobs(db, NOW)).toMatchObject({ expired: 1 });

    const state = (id: string) => db.selectFrom('bookings').select(['status', 'ride_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await state(due.id)).toEqual({ status: 'expired', ride_status: 'unassigned' });
    expect(await state(waiting.id)).toEqual({ status: 'pending_payment', ride_status: 'unassigned' });

    // Idempotent: a second run changes nothing.
    expect(await runScheduledJobs(db, new Date(NOW.getTime() + 5 * 60_000))).toMatchObject({ expired: 0 });
  });
});
