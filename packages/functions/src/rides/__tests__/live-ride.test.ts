/** @jest-environment node */
// The live "where is my driver" link (issue [K] 3) against real SQL (PGlite, every migration): the
// track token, the driver's shared position (own ride only, en route / arrived only, one kept every
// 15 s), the message with the link when the driver sets off, and the position gone once on board.
import type { Db } from '../../db/db';
import type { EmailPayload, TextPayload } from '../../mail/outbox.service';
import { documentToken, isTrackToken, manageToken, trackToken, trackUrl } from '../../bookings/manage-token';
import { usePglite } from '../../test-kit/pglite';
import { enqueueRideMessages } from '../../messaging/ride-messages';
import { insertBooking, insertDriver, insertUser, outboxByKey } from '../../test-kit/messaging-fixtures';
import { SUMMER_PICKUP } from '../../test-kit/mail-fixtures';
import { liveRideOf, shareRidePositionOf } from '../live-ride.service';
import { moveRide, type RideDeps } from '../ride.service';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
  await insertUser(db, { id: 'admin-1', roles: ['user', 'admin'] });
  await insertDriver(db, { id: 'driver-1', fullName: 'Jean Martin' });
  await insertDriver(db, { id: 'driver-2', fullName: 'Paul Other' });
}, 60_000);

const MIN = 60_000;
/** Each ride on its own day (one driver, no overlapping windows): the fixtures' 14 July 2025, 09:30 Paris, then a day later each. */
let day = 0;
let pickupAt = SUMMER_PICKUP;
/** The clock of the current ride's day: minutes relative to its pickup. */
const at = (minutes: number, seconds = 0) => new Date(pickupAt.getTime() + minutes * MIN + seconds * 1000);
const deps = (now: Date): RideDeps => ({ db, now: () => now, onMessageEvent: enqueueRideMessages, afterCommit: () => undefined });
const asDriver = (id = 'driver-1') => ({ kind: 'driver' as const, id });
const share = (rideId: string, now: Date, where = { lat: 48.95, lng: 2.45 }, driverId = 'driver-1') => shareRidePositionOf(db, driverId, { rideId, ...where, accuracy: 12 }, now);
const stored = (id: string) => db.selectFrom('ride_positions').selectAll().where('booking_id', '=', id).executeTakeFirst();

/** A confirmed booking (Paris 8e → CDG) with a traveller, its driver assigned two hours before pickup. */
async function assignedRide(language = 'en') {
  pickupAt = new Date(SUMMER_PICKUP.getTime() + day++ * 1440 * MIN);
  const b = await insertBooking(db, { pickup_at: pickupAt, language, traveller_name: 'Grace Hopper', traveller_email: 'grace@example.com', traveller_phone: '+33698765432' });
  await moveRide(deps(at(-120)), b.id, 'assign', { kind: 'admin', id: 'admin-1' }, { driverId: 'driver-1' });
  return { ...b, access: { reference: b.reference, token: trackToken(b.reference) } };
}

describe('the track token', () => {
  it('is an HMAC of its own purpose: never the manage or documents key, nor another booking’s or secret’s', () => {
    const token = trackToken('PT-ABC123', 'secret');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(isTrackToken('PT-ABC123', token, 'secret')).toBe(true);
    expect(token).not.toBe(manageToken('PT-ABC123', 'secret'));
    expect(isTrackToken('PT-ABC123', manageToken('PT-ABC123', 'secret'), 'secret')).toBe(false);
    expect(isTrackToken('PT-ABC123', documentToken('PT-ABC123', 'secret'), 'secret')).toBe(false);
    expect(isTrackToken('PT-ABC124', token, 'secret')).toBe(false);
    expect(isTrackToken('PT-ABC123', trackToken('PT-ABC123', 'other'), 'secret')).toBe(false);
    expect(isTrackToken('PT-ABC123', 'short', 'secret')).toBe(false);
    expect(trackUrl('PT-ABC123', 'https://example.com')).toBe(`https://example.com/track?ref=PT-ABC123&token=${trackToken('PT-ABC123')}`);
  });
});

describe('the live link', () => {
  it('shows the driver, vehicle and sign but no position before the driver sets off; a wrong token is not-found like an unknown reference', async () => {
    const r = await assignedRide();
    expect(await liveRideOf(db, r.access)).toMatchObject({
      reference: r.reference,
      status: 'assigned',
      pickup: { name: 'Paris 8e', lat: 48.87, lng: 2.31 },
      driver: { firstName: 'Jean', vehicle: { make: 'Peugeot', model: '508', colour: 'black', plate: 'AB-123-CD' } },
      signText: 'Grace Hopper',
      position: null,
      etaMinutes: null,
      live: false,
    });
    for (const token of [manageToken(r.reference), documentToken(r.reference), 'x'.repeat(43), trackToken(r.reference, 'another-secret')]) {
      await expect(liveRideOf(db, { reference: r.reference, token })).rejects.toMatchObject({ code: 'not-found' });
    }
    await expect(liveRideOf(db, { reference: 'PT-ZZZZZZ', token: trackToken('PT-ZZZZZZ') })).rejects.toMatchObject({ code: 'not-found' });
    // Nothing to share before setting off.
    await expect(share(r.id, at(-100))).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'wrong-status', status: 'assigned' } });
    expect(await stored(r.id)).toBeUndefined();
  });

  it('setting off queues "your driver is on the way" with the live link, by e-mail and SMS, in the booking’s language; only that message carries it', async () => {
    const r = await assignedRide('fr');
    await moveRide(deps(at(-60)), r.id, 'start', asDriver());
    const rows = await outboxByKey(db);
    const eventKeys = [...rows.keys()].filter((k) => k.startsWith(`ride:${r.id}:event:`) && k.includes(':driver-on-the-way:'));
    expect(eventKeys.map((k) => k.replace(/^ride:\d+:event:\d+:/, '')).sort()).toEqual([
      'driver-on-the-way:booker:email',
      'driver-on-the-way:traveller:email',
      'driver-on-the-way:traveller:sms',
    ]);
    const link = `http://localhost:5000/track?ref=${r.reference}&token=${trackToken(r.reference)}`;
    for (const key of eventKeys) {
      const row = rows.get(key)!;
      const body = row.channel === 'sms' ? (row.payload as TextPayload).text : (row.payload as EmailPayload).text;
      expect(body).toContain(link);
      expect(body).not.toContain(manageToken(r.reference));
      if (row.channel === 'email') expect((row.payload as EmailPayload).subject).toBe(`Votre chauffeur est en route : ${r.reference}`);
    }
    expect(rows.get(eventKeys.find((k) => k.endsWith(':sms'))!)).toMatchObject({ recipient: '+33698765432', purpose: 'driver-on-the-way' });
    // The assignment's messages, before, never carried it.
    const others = [...rows.entries()].filter(([k, row]) => row.booking_id === r.id && !k.includes(':driver-on-the-way:'));
    expect(others.length).toBeGreaterThan(0);
    for (const [, row] of others) expect(JSON.stringify(row.payload)).not.toContain('/track?');
  });

  it('keeps one position every 15 s from the ride’s own driver while en route and arrived, with the ETA; none once on board, and nothing stored', async () => {
    const r = await assignedRide();
    await moveRide(deps(at(-60)), r.id, 'start', asDriver());
    expect(await liveRideOf(db, r.access)).toMatchObject({ status: 'en_route', live: true, position: null, etaMinutes: null });

    // Another driver's call answers not-found, as an unknown ride.
    await expect(share(r.id, at(-59), undefined, 'driver-2')).rejects.toMatchObject({ code: 'not-found' });
    await expect(share('999999999', at(-59))).rejects.toMatchObject({ code: 'not-found' });

    expect(await share(r.id, at(-59))).toEqual({ kept: true, nextInSeconds: 15 });
    expect(await stored(r.id)).toMatchObject({ lat: 48.95, lng: 2.45, accuracy_m: 12 });
    const seen = await liveRideOf(db, r.access);
    expect(seen.position).toEqual({ lat: 48.95, lng: 2.45, at: at(-59).toISOString() });
    expect(seen.etaMinutes).toBeGreaterThan(10); // about 11 km from Paris 8e at city speed
    expect(seen.distanceMetres).toBeGreaterThan(10_000);

    // Within 15 s of the last kept one: accepted, not stored.
    expect(await share(r.id, at(-59, 5), { lat: 48.9, lng: 2.4 })).toEqual({ kept: false, nextInSeconds: 10 });
    expect(await stored(r.id)).toMatchObject({ lat: 48.95, lng: 2.45 });
    expect(await share(r.id, at(-59, 15), { lat: 48.88, lng: 2.32 })).toEqual({ kept: true, nextInSeconds: 15 });
    expect(await stored(r.id)).toMatchObject({ lat: 48.88, lng: 2.32 });
    expect((await liveRideOf(db, r.access)).etaMinutes).toBeLessThan(seen.etaMinutes!);

    await moveRide(deps(at(-5)), r.id, 'arrive', asDriver());
    expect(await share(r.id, at(-4), { lat: 48.87, lng: 2.31 })).toMatchObject({ kept: true });
    expect(await liveRideOf(db, r.access)).toMatchObject({ status: 'arrived', live: true, etaMinutes: 0, position: { lat: 48.87, lng: 2.31 } });

    await moveRide(deps(at(2)), r.id, 'board', asDriver());
    expect(await stored(r.id)).toBeUndefined();
    expect(await liveRideOf(db, r.access)).toMatchObject({
      status: 'on_board',
      live: false,
      position: null,
      etaMinutes: null,
      distanceMetres: null,
      driver: { firstName: 'Jean' },
      signText: 'Grace Hopper',
    });
    await expect(share(r.id, at(3))).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'wrong-status', status: 'on_board' } });
    expect(await stored(r.id)).toBeUndefined();
  });

  it('deletes the position when the ride is cancelled while the driver is on the way', async () => {
    const r = await assignedRide();
    await moveRide(deps(at(-60)), r.id, 'start', asDriver());
    await share(r.id, at(-59));
    expect(await stored(r.id)).toBeDefined();
    await moveRide(deps(at(-50)), r.id, 'cancel', { kind: 'admin', id: 'admin-1' }, { reason: 'Traveller stuck in customs' });
    expect(await stored(r.id)).toBeUndefined();
    expect(await liveRideOf(db, r.access)).toMatchObject({ status: 'cancelled', live: false, position: null, driver: null });
  });
});
