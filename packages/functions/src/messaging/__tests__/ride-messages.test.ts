/** @jest-environment node */
// enqueueRideMessages against PGlite: who gets what, in which language, keyed by the ride event.
import type { Db } from '../../db/db';
import type { EmailPayload, TextPayload } from '../../mail/outbox.service';
import { usePglite } from '../../test-kit/pglite';
import { enqueueRideMessages, type RideMessageEvent } from '../ride-messages';
import { insertBooking, insertDriver, outboxByKey } from '../../test-kit/messaging-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
  await insertDriver(db, { id: 'd-it', fullName: 'Marco Rossi', language: 'it', phone: '+393331234567' });
  await insertDriver(db, { id: 'd-en', fullName: 'Jean Martin', phone: '+33611111111' });
  await insertDriver(db, { id: 'd-bad-phone', fullName: 'Paul Bad', phone: '0611' });
}, 60_000);
beforeEach(() => db.deleteFrom('outbox').execute());

const withTraveller = { traveller_name: 'Grace Hopper', traveller_email: 'grace@example.com', traveller_phone: '+33698765432' };
const event = (bookingId: string, over: Partial<RideMessageEvent>): RideMessageEvent => ({
  bookingId,
  eventId: '101',
  kind: 'assigned',
  driverId: 'd-it',
  previousDriverId: null,
  reason: null,
  ...over,
});
const send = (e: RideMessageEvent) => db.transaction().execute((trx) => enqueueRideMessages(trx, e));
const mail = (row: { payload: unknown } | undefined) => row?.payload as EmailPayload;
const text = (row: { payload: unknown } | undefined) => row?.payload as TextPayload;

describe('enqueueRideMessages', () => {
  it('assigned: driver details to the booker and the traveller in the booking’s language, an SMS to the traveller, the job to the driver in theirs', async () => {
    const b = await insertBooking(db, withTraveller);
    await send(event(b.id, {}));
    const rows = await outboxByKey(db);
    const k = `ride:${b.id}:event:101`;
    expect([...rows.keys()].sort()).toEqual(
      [`${k}:driver-details:booker:email`, `${k}:driver-details:traveller:email`, `${k}:driver-details:traveller:sms`, `${k}:driver-job:d-it:email`, `${k}:driver-job:d-it:sms`].sort(),
    );
    for (const r of rows.values()) expect(r).toMatchObject({ booking_id: b.id, status: 'pending' });

    const booker = rows.get(`${k}:driver-details:booker:email`)!;
    expect(booker).toMatchObject({ channel: 'email', purpose: 'driver-details', recipient: 'ada@example.com' });
    expect(mail(booker).subject).toBe(`Votre chauffeur pour ${b.reference} : Marco`);
    expect(mail(booker).text).toContain('+393331234567');
    expect(mail(booker).text).toContain('AB-123-CD');
    expect(mail(booker).text).toContain(`/booking-confirmation?ref=${b.reference}&token=`);
    expect(mail(booker).text).toContain('/contact');

    const traveller = rows.get(`${k}:driver-details:traveller:email`)!;
    expect(traveller.recipient).toBe('grace@example.com');
    expect(mail(traveller).text).toMatch(/^Bonjour,$/m); // the traveller's name, typed at checkout, is never in a sentence
    expect(mail(traveller).text).not.toContain('token=');

    const sms = rows.get(`${k}:driver-details:traveller:sms`)!;
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+33698765432' });
    expect(text(sms).text).toContain('Marco');

    const job = rows.get(`${k}:driver-job:d-it:email`)!;
    expect(job).toMatchObject({ purpose: 'driver-job', recipient: 'd-it@example.com' });
    expect(mail(job).subject).toContain(`Nuova corsa ${b.reference}`);
    expect(mail(job).text).toContain('Grace Hopper');
    expect(mail(job).text).toContain('http://localhost:5000/driver/scheduled');
    expect(text(rows.get(`${k}:driver-job:d-it:sms`)).text).toContain('105');
  });

  it('queues an event’s messages once, and a new event’s again', async () => {
    const b = await insertBooking(db, withTraveller);
    await send(event(b.id, {}));
    await send(event(b.id, {}));
    expect((await outboxByKey(db)).size).toBe(5);
    await send(event(b.id, { eventId: '102' }));
    expect((await outboxByKey(db)).size).toBe(10);
  });

  it('reassigned: the new driver’s details and job, and "ride removed" with the reason to the previous driver', async () => {
    const b = await insertBooking(db, {});
    await send(event(b.id, { eventId: '7', kind: 'reassigned', driverId: 'd-en', previousDriverId: 'd-it', reason: 'Client asked for a van' }));
    const rows = await outboxByKey(db);
    const k = `ride:${b.id}:event:7`;
    expect(mail(rows.get(`${k}:driver-details:booker:email`)).subject).toBe(`Votre nouveau chauffeur pour ${b.reference} : Jean`);
    expect(text(rows.get(`${k}:driver-details:traveller:sms`))).toMatchObject({ to: '+33612345678' }); // no traveller: the booker's phone
    expect(mail(rows.get(`${k}:driver-job:d-en:email`)).subject).toContain(`New ride ${b.reference}`);
    const removed = rows.get(`${k}:ride-removed:d-it:email`)!;
    expect(removed.purpose).toBe('ride-removed');
    expect(mail(removed).subject).toBe(`Corsa ${b.reference} tolta dal tuo programma`);
    expect(mail(removed).text).toContain('Client asked for a van');
    expect(rows.has(`${k}:ride-removed:d-it:sms`)).toBe(true);
    expect(rows.has(`${k}:driver-details:traveller:email`)).toBe(false);
  });

  it('unassigned: "ride removed" to the driver, "we are arranging your driver" to the booker and traveller, no SMS to them', async () => {
    const b = await insertBooking(db, withTraveller);
    await send(event(b.id, { eventId: '8', kind: 'unassigned', driverId: null, previousDriverId: 'd-en', reason: 'Driver ill' }));
    const k = `ride:${b.id}:event:8`;
    expect([...(await outboxByKey(db)).keys()].sort()).toEqual(
      [`${k}:ride-removed:d-en:email`, `${k}:ride-removed:d-en:sms`, `${k}:driver-arranging:booker:email`, `${k}:driver-arranging:traveller:email`].sort(),
    );
    expect(mail((await outboxByKey(db)).get(`${k}:driver-arranging:booker:email`)).subject).toBe(`Votre transfert ${b.reference} : coordonnées du chauffeur à venir`);
  });

  it('handed_back: a confirmation to the driver who handed it back (e-mail only), "arranging" to the booker', async () => {
    const b = await insertBooking(db, {});
    await send(event(b.id, { eventId: '9', kind: 'handed_back', driverId: null, previousDriverId: 'd-en', reason: 'My car broke down' }));
    const rows = await outboxByKey(db);
    const k = `ride:${b.id}:event:9`;
    expect([...rows.keys()].sort()).toEqual([`${k}:hand-back-confirmed:d-en:email`, `${k}:driver-arranging:booker:email`].sort());
    expect(mail(rows.get(`${k}:hand-back-confirmed:d-en:email`)).subject).toBe(`Ride ${b.reference} handed back`);
  });

  it('cancelled by dispatch: "ride removed" to the driver who held it, nothing about a new driver to the booker', async () => {
    const b = await insertBooking(db, {});
    await send(event(b.id, { eventId: '12', kind: 'cancelled', driverId: null, previousDriverId: 'd-en', reason: 'Traveller called to cancel' }));
    const k = `ride:${b.id}:event:12`;
    expect([...(await outboxByKey(db)).keys()].sort()).toEqual([`${k}:ride-removed:d-en:email`, `${k}:ride-removed:d-en:sms`].sort());
  });

  it('rolls back with the ride change, and skips an SMS to a number that is not E.164 without failing it', async () => {
    const b = await insertBooking(db, {});
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueRideMessages(trx, event(b.id, {}));
        throw new Error('double booking');
      }),
    ).rejects.toThrow('double booking');
    expect((await outboxByKey(db)).size).toBe(0);

    await send(event(b.id, { driverId: 'd-bad-phone' }));
    const keys = [...(await outboxByKey(db)).keys()];
    expect(keys).toContain(`ride:${b.id}:event:101:driver-job:d-bad-phone:email`);
    expect(keys).not.toContain(`ride:${b.id}:event:101:driver-job:d-bad-phone:sms`);
  });
});
