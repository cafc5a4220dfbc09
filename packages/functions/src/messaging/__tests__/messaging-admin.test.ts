/** @jest-environment node */
// The admin's messaging tools against PGlite: status without secrets, test messages (forced adapter,
// hourly limit), driver broadcasts (recipients, confirmation, limit) and the list of sends.
import { BROADCASTS_PER_HOUR, TEST_MESSAGES_PER_HOUR } from '@rides/contracts/messaging';
import { config, type Config } from '../../config';
import type { Db } from '../../db/db';
import type { TextPayload } from '../../mail/outbox.service';
import { usePglite } from '../../test-kit/pglite';
import { messagingStatusOf, personalised, previewBroadcast, sendBroadcast, sendTest, sentMessages, type MessagingAdminDeps } from '../messaging-admin.service';
import { insertDriver, insertUser, outboxByKey } from '../../test-kit/messaging-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
  await insertDriver(db, { id: 'd-jean', fullName: 'Jean Martin', phone: '+33611111111' });
  await insertDriver(db, { id: 'd-zoe', fullName: 'Zoé Durand', phone: '+33622222222', email: null });
  await insertDriver(db, { id: 'd-away', fullName: 'Away Driver', phone: '+33633333333', active: false });
  // A profile left behind without the driver role (role removed) is not a recipient.
  await insertUser(db, { id: 'ex-driver', fullName: 'Former Driver' });
  await db.insertInto('driver_profiles').values({ user_id: 'ex-driver', phone: '+33644444444', languages: ['en'], vehicle_type: 'van', vehicle_make: 'VW', vehicle_model: 'T6', plate: 'ZZ-999-ZZ' }).execute();
}, 60_000);
beforeEach(() => db.deleteFrom('outbox').execute());

const deps = (over: Partial<Config> = {}): MessagingAdminDeps & { kicks: number } => {
  const d = { db, cfg: { ...config(), ...over }, mailer: { name: 'smtp (local capture)', local: true }, now: () => new Date(), kicks: 0, afterCommit: async () => void d.kicks++ };
  return d;
};
const refusal = (reason: string, extra: object = {}) => expect.objectContaining({ details: expect.objectContaining({ reason, ...extra }) });

describe('getMessagingStatus', () => {
  it('names adapters and what they miss, masks the sender, and never returns a secret', () => {
    const cfg = { ...config(), smsProvider: 'twilio', twilioAccountSid: 'AC-secret-sid', twilioAuthToken: 'tok-secret', twilioSmsFrom: '+33700000001', clicksendApiKey: 'cs-secret' };
    const status = messagingStatusOf(cfg, { name: 'smtp (local capture)', local: true });
    expect(status.sms).toEqual({ provider: 'twilio', local: false, configured: true, sender: '+33 7•• •• •• 01', missing: [] });
    expect(status.whatsapp).toEqual({ provider: 'local', local: true, configured: true, sender: null, missing: [] });
    expect(status.smsAdapters).toEqual([
      { provider: 'twilio', configured: true, missing: [] },
      { provider: 'clicksend', configured: false, missing: ['CLICKSEND_USERNAME'] },
      { provider: 'local', configured: true, missing: [] },
    ]);
    const json = JSON.stringify(status);
    for (const secret of ['tok-secret', 'cs-secret', cfg.smtpUrl]) expect(json).not.toContain(secret);
    expect(messagingStatusOf({ ...cfg, environment: 'production' }, { name: 'smtp (local capture)', local: true }).email).toMatchObject({ configured: false, missing: ['SMTP_URL'] });
  });
});

describe('sendTestMessage', () => {
  it('queues the test through the outbox with the forced adapter in the payload, delivers it, and answers the row', async () => {
    const d = deps();
    const sent = await sendTest(d, 'admin-1', { channel: 'sms', to: '+33612345678', text: 'Test via local', provider: 'local' });
    expect(sent).toMatchObject({ channel: 'sms', to: '+33612345678', purpose: 'test', status: 'pending' });
    expect(d.kicks).toBe(1);
    const [row] = (await outboxByKey(db)).values();
    expect(row).toMatchObject({ purpose: 'test', created_by: 'admin-1', recipient: '+33612345678' });
    expect(row!.payload as TextPayload).toEqual({ to: '+33612345678', text: 'Test via local', provider: 'local' });
    await sendTest(d, 'admin-1', { channel: 'email', to: 'ops@example.com', text: 'Mail <test>' });
    const email = [...(await outboxByKey(db)).values()].find((r) => r.channel === 'email')!;
    expect(email.payload).toMatchObject({ to: 'ops@example.com', subject: 'Test message — Paris Private Transfers', html: expect.stringContaining('Mail &lt;test&gt;') });
  });

  it('refuses an adapter that is not configured, naming what is missing', async () => {
    await expect(sendTest(deps(), 'admin-1', { channel: 'sms', to: '+33612345678', text: 'x', provider: 'clicksend' })).rejects.toEqual(
      refusal('provider-not-configured', { missing: ['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY'] }),
    );
    await expect(sendTest(deps({ whatsappProvider: 'twilio' }), 'admin-1', { channel: 'whatsapp', to: '+33612345678', text: 'x' })).rejects.toEqual(refusal('provider-not-configured'));
    expect((await outboxByKey(db)).size).toBe(0);
  });

  it(`allows ${TEST_MESSAGES_PER_HOUR} tests an hour per admin`, async () => {
    const d = deps();
    for (let i = 0; i < TEST_MESSAGES_PER_HOUR; i++) await sendTest(d, 'admin-1', { channel: 'sms', to: '+33612345678', text: `Test ${i}` });
    const refused = await sendTest(d, 'admin-1', { channel: 'sms', to: '+33612345678', text: 'one too many' }).catch((e: unknown) => e);
    expect(refused).toEqual(expect.objectContaining({ code: 'resource-exhausted' }));
    expect(refused).toEqual(refusal('rate-limited', { retryAfterMs: expect.any(Number) }));
    expect((refused as { details: { retryAfterMs: number } }).details.retryAfterMs).toBeGreaterThan(3_500_000);
    // Another admin has their own hour; an hour later the first may send again.
    await expect(sendTest(d, 'admin-2', { channel: 'sms', to: '+33612345678', text: 'x' })).resolves.toBeTruthy();
    const later = { ...d, now: () => new Date(Date.now() + 3_601_000) };
    await expect(sendTest(later, 'admin-1', { channel: 'sms', to: '+33612345678', text: 'x' })).resolves.toBeTruthy();
  });
});

describe('driver broadcasts', () => {
  it('greet each driver by first name in their own language', () => {
    expect(personalised('Nouvelles règles à CDG.', 'Jean Dupont', 'fr')).toBe('Bonjour Jean,\nNouvelles règles à CDG.');
    expect(personalised('New rules.', null, null)).toBe('Hello,\nNew rules.');
  });

  it('previews the active drivers a channel reaches and the message as they read it', async () => {
    expect(await previewBroadcast(deps(), { channel: 'sms', text: 'New airport rules from Monday.' })).toEqual({
      recipients: 2,
      sample: [
        { name: 'Jean Martin', to: '+33611111111' },
        { name: 'Zoé Durand', to: '+33622222222' },
      ],
      rendered: 'Hello Jean,\nNew airport rules from Monday.',
    });
    expect((await previewBroadcast(deps(), { channel: 'email', text: 'x' })).recipients).toBe(1); // Zoé has no e-mail address
  });

  it('sends one personalised message per driver, once the admin confirmed the count', async () => {
    const d = deps();
    await expect(sendBroadcast(d, 'admin-1', { channel: 'whatsapp', text: 'Hi all', confirm: true, expectedRecipients: 3 })).rejects.toEqual(
      refusal('recipients-changed', { recipients: 2 }),
    );
    expect(await sendBroadcast(d, 'admin-1', { channel: 'whatsapp', text: 'Hi all', confirm: true, expectedRecipients: 2 })).toEqual({ queued: 2 });
    const rows = [...(await outboxByKey(db)).values()];
    expect(rows.map((r) => [r.channel, r.recipient, (r.payload as TextPayload).text, r.purpose, r.created_by])).toEqual(
      expect.arrayContaining([
        ['whatsapp', '+33611111111', 'Hello Jean,\nHi all', 'broadcast', 'admin-1'],
        ['whatsapp', '+33622222222', 'Hello Zoé,\nHi all', 'broadcast', 'admin-1'],
      ]),
    );
    expect(rows[0]!.dedupe_key).toMatch(/^broadcast:[0-9a-f-]{36}:d-(jean|zoe):whatsapp$/);
  });

  it(`allows ${BROADCASTS_PER_HOUR} broadcasts an hour per admin, whatever their size`, async () => {
    const d = deps();
    for (let i = 0; i < BROADCASTS_PER_HOUR; i++) await sendBroadcast(d, 'admin-1', { channel: 'sms', text: `B${i}`, confirm: true, expectedRecipients: 2 });
    await expect(sendBroadcast(d, 'admin-1', { channel: 'sms', text: 'again', confirm: true, expectedRecipients: 2 })).rejects.toEqual(refusal('rate-limited'));
    expect((await outboxByKey(db)).size).toBe(BROADCASTS_PER_HOUR * 2);
  });

  it('refuses a broadcast nobody would receive', async () => {
    await db.updateTable('driver_profiles').set({ active: false }).execute();
    try {
      await expect(sendBroadcast(deps(), 'admin-1', { channel: 'sms', text: 'x', confirm: true, expectedRecipients: 1 })).rejects.toEqual(refusal('no-recipients'));
    } finally {
      await db.updateTable('driver_profiles').set({ active: true }).where('user_id', 'in', ['d-jean', 'd-zoe', 'ex-driver']).execute();
    }
  });
});

describe('listSentMessages', () => {
  it('lists the latest sends, newest first, by purpose', async () => {
    const d = deps();
    await sendTest(d, 'admin-1', { channel: 'sms', to: '+33612345678', text: 'first' });
    await sendBroadcast(d, 'admin-1', { channel: 'sms', text: 'all', confirm: true, expectedRecipients: 2 });
    const all = await sentMessages(d, { limit: 50 });
    expect(all.messages.map((m) => m.purpose)).toEqual(['broadcast', 'broadcast', 'test']);
    expect((await sentMessages(d, { purpose: 'test', limit: 50 })).messages).toEqual([expect.objectContaining({ purpose: 'test', to: '+33612345678', channel: 'sms' })]);
  });
});
