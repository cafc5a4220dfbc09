/** @jest-environment node */
// Web push through the outbox against PGlite (issue [M] 3): the driver's devices get the ride's notice
// beside the e-mail and SMS, one row per device, in the driver's language; a token the push service
// says is gone forgets the device; the devices are the driver's own.
import type { Db } from '../../db/db';
import { deliverDue, type PushPayload, type Senders } from '../../mail/outbox.service';
import { usePglite } from '../../test-kit/pglite';
import { MessagingError } from '../../messaging/provider';
import { enqueueRideMessages } from '../../messaging/ride-messages';
import { insertBooking, insertDriver, outboxByKey } from '../../test-kit/messaging-fixtures';
import { deleteOwnPushDevice, keepNewestPushDevices, pushDevicesOf, savePushDevice } from '../push-devices.repo';
import type { PushMessage, PushProvider } from '../provider';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
const now = new Date('2026-07-01T08:00:00Z');
const TOKEN_PHONE = 'fcm-token-phone-0123456789abcdef';
const TOKEN_LAPTOP = 'fcm-token-laptop-0123456789abcdef';

beforeAll(async () => {
  db = pg.db;
  await insertDriver(db, { id: 'd-fr', fullName: 'Jean Martin', language: 'fr' });
  await insertDriver(db, { id: 'd-en', fullName: 'Amy Lee' });
}, 60_000);
beforeEach(async () => {
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('push_devices').execute();
});

const assign = (bookingId: string, over: { kind?: 'assigned' | 'reassigned' | 'unassigned' | 'handed_back'; driverId?: string | null; previousDriverId?: string | null; eventId?: string } = {}) =>
  db.transaction().execute((trx) =>
    enqueueRideMessages(trx, { bookingId, eventId: over.eventId ?? '7', kind: over.kind ?? 'assigned', driverId: over.driverId === undefined ? 'd-fr' : over.driverId, previousDriverId: over.previousDriverId ?? null, reason: null }),
  );
const pushRows = async () => [...(await outboxByKey(db)).values()].filter((r) => r.channel === 'push');

function fakePush(fail?: (m: PushMessage) => Error | null): PushProvider & { sent: PushMessage[] } {
  const sent: PushMessage[] = [];
  return {
    name: 'fcm',
    sent,
    async send(m) {
      const e = fail?.(m);
      if (e) throw e;
      sent.push(m);
      return { providerMessageId: `projects/p/messages/${sent.length}`, status: 'accepted' };
    },
  };
}
const senders = (push: PushProvider): Senders => ({ mailer: { name: 'smtp', local: false, send: async () => {} }, messaging: () => ({ name: 'twilio', local: false, send: async () => ({ providerMessageId: 'SM1', status: 'queued' }) }), push: () => push });

describe('a ride pushed to the driver', () => {
  it("queues the new job to each of the driver's devices, in the driver's language, with no traveller's name or phone", async () => {
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_PHONE, label: 'Chrome on Android' }, now);
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_LAPTOP, label: 'Firefox on Linux' }, now);
    await savePushDevice(db, 'd-en', { provider: 'fcm', token: 'fcm-token-other-driver-0123456789', label: '' }, now);
    const b = await insertBooking(db, { traveller_name: 'Grace Hopper', traveller_phone: '+33698765432' });
    await assign(b.id);
    const rows = await pushRows();
    expect(rows).toHaveLength(2);
    const payloads = rows.map((r) => r.payload as PushPayload);
    expect(payloads.map((p) => p.token).sort()).toEqual([TOKEN_LAPTOP, TOKEN_PHONE].sort());
    expect(payloads.every((p) => p.userId === 'd-fr')).toBe(true);
    const notice = payloads[0]!.notice;
    expect(notice.title).toBe(`Nouvelle course ${b.reference}`);
    expect(notice.url).toBe(`/driver/scheduled#ride-${b.id}`);
    expect(notice.tag).toBe(`ride-${b.id}`);
    expect(notice.body).toMatch(/→/);
    expect(JSON.stringify(notice)).not.toMatch(/Grace|698765432/);
    expect(rows.map((r) => r.purpose)).toEqual(['driver-job', 'driver-job']);
    expect(rows.map((r) => r.recipient).sort()).toEqual(['Chrome on Android', 'Firefox on Linux']);
    // The e-mail and SMS are queued as before, beside one push per device.
    const keys = [...(await outboxByKey(db)).keys()].filter((k) => k.includes(':driver-job:d-fr:'));
    expect(keys.map((k) => k.replace(/^.*:driver-job:d-fr:/, '').replace(/push:\d+$/, 'push')).sort()).toEqual(['email', 'push', 'push', 'sms']);
  });

  it('tells the previous driver the ride was taken off them, and queues nothing for a driver without a device', async () => {
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_PHONE, label: '' }, now);
    const b = await insertBooking(db);
    await assign(b.id, { kind: 'reassigned', driverId: 'd-en', previousDriverId: 'd-fr', eventId: '8' });
    const rows = await pushRows();
    expect(rows).toHaveLength(1);
    const p = rows[0]!.payload as PushPayload;
    expect(p.userId).toBe('d-fr');
    expect(p.notice.title).toBe(`Course ${b.reference} retirée`);
    expect(p.notice.url).toBe('/driver/scheduled');
    expect(rows[0]!.purpose).toBe('ride-removed');
  });

  it('pushes nothing for a hand-back: the driver did it themselves', async () => {
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_PHONE, label: '' }, now);
    const b = await insertBooking(db);
    await assign(b.id, { kind: 'handed_back', driverId: null, previousDriverId: 'd-fr', eventId: '9' });
    expect(await pushRows()).toHaveLength(0);
  });
});

describe('delivering pushes', () => {
  it('sends each device its notice and records what the push service answered', async () => {
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_PHONE, label: 'Chrome on Android' }, now);
    const b = await insertBooking(db);
    await assign(b.id);
    const push = fakePush();
    await deliverDue(db, senders(push), new Date(Date.now() + 1000));
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]).toMatchObject({ token: TOKEN_PHONE, userId: 'd-fr', label: 'Chrome on Android' });
    const [row] = await pushRows();
    expect(row).toMatchObject({ status: 'sent', provider: 'fcm', provider_message_id: 'projects/p/messages/1', delivery_status: 'accepted' });
  });

  it('forgets a device whose token is gone, and keeps one that failed for a while', async () => {
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_PHONE, label: '' }, now);
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_LAPTOP, label: '' }, now);
    const b = await insertBooking(db);
    await assign(b.id);
    const push = fakePush((m) =>
      m.token === TOKEN_PHONE
        ? new MessagingError('fcm: 404 (UNREGISTERED)', { provider: 'fcm', status: 404, code: 'UNREGISTERED', permanent: true })
        : new MessagingError('fcm: 503 (UNAVAILABLE)', { provider: 'fcm', status: 503, code: 'UNAVAILABLE', permanent: false }),
    );
    const report = await deliverDue(db, senders(push), new Date(Date.now() + 1000));
    expect(report).toMatchObject({ failed: 1, retrying: 1 });
    expect((await pushDevicesOf(db, 'd-fr')).map((d) => d.token)).toEqual([TOKEN_LAPTOP]);
  });

  it('never sends a token through another push service than the one it came from', async () => {
    await savePushDevice(db, 'd-fr', { provider: 'local', token: 'local-0b9f3c55-6d7e-4d1a-9f0e-2a1b3c4d5e6f', label: '' }, now);
    const b = await insertBooking(db);
    await assign(b.id);
    const push = fakePush();
    await deliverDue(db, senders(push), new Date(Date.now() + 1000));
    expect(push.sent).toHaveLength(0);
    expect((await pushRows())[0]).toMatchObject({ status: 'failed' });
  });

  it('tells no device that turned notifications off, or went to someone else, after the notice was queued', async () => {
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_PHONE, label: '' }, now);
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_LAPTOP, label: '' }, now);
    const b = await insertBooking(db);
    await assign(b.id);
    await deleteOwnPushDevice(db, 'd-fr', TOKEN_LAPTOP);
    await savePushDevice(db, 'd-en', { provider: 'fcm', token: TOKEN_PHONE, label: '' }, now);
    const push = fakePush();
    await deliverDue(db, senders(push), new Date(Date.now() + 1000));
    expect(push.sent).toEqual([]);
    expect((await pushRows()).map((r) => [r.status, r.last_error])).toEqual([
      ['failed', 'the device no longer gets notifications for this person'],
      ['failed', 'the device no longer gets notifications for this person'],
    ]);
  });
});

describe('the devices', () => {
  it('moves a token to the person who registers it last, and removes only the caller’s own', async () => {
    await savePushDevice(db, 'd-fr', { provider: 'fcm', token: TOKEN_PHONE, label: 'Chrome on Android' }, now);
    await savePushDevice(db, 'd-en', { provider: 'fcm', token: TOKEN_PHONE, label: 'Chrome on Android' }, now);
    expect(await pushDevicesOf(db, 'd-fr')).toEqual([]);
    expect((await pushDevicesOf(db, 'd-en')).map((d) => d.token)).toEqual([TOKEN_PHONE]);
    expect(await deleteOwnPushDevice(db, 'd-fr', TOKEN_PHONE)).toBe(false);
    expect(await pushDevicesOf(db, 'd-en')).toHaveLength(1);
    expect(await deleteOwnPushDevice(db, 'd-en', TOKEN_PHONE)).toBe(true);
    expect(await pushDevicesOf(db, 'd-en')).toEqual([]);
  });

  it("keeps a person's most recently registered devices only", async () => {
    for (let i = 0; i < 4; i++) await savePushDevice(db, 'd-fr', { provider: 'fcm', token: `fcm-token-number-${i}-0123456789`, label: '' }, new Date(now.getTime() + i * 1000));
    await keepNewestPushDevices(db, 'd-fr', 2);
    expect((await pushDevicesOf(db, 'd-fr')).map((d) => d.token)).toEqual(['fcm-token-number-2-0123456789', 'fcm-token-number-3-0123456789']);
  });
});
