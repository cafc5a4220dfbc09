/** @jest-environment node */
// SMS and WhatsApp through the outbox against PGlite: queued with what they are about, dispatched by
// channel, the provider's id and status recorded, and Twilio's delivery reports applied.
import { logger } from 'firebase-functions';
import { config, type Config } from '../../config';
import type { Db } from '../../db/db';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { deliverDue, enqueue, MAX_ATTEMPTS, type Senders } from '../../mail/outbox.service';
import { usePglite } from '../../test-kit/pglite';
import { MessagingError, MessagingNotConfiguredError, type MessagingProvider, type TextMessage } from '../provider';
import { handleStatusCallback } from '../status-callback.http';
import { twilioSignature } from '../twilio-signature';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
}, 60_000);
beforeEach(async () => {
  await db.deleteFrom('outbox').execute();
  jest.mocked(logger.error).mockClear();
});

const soon = () => new Date(Date.now() + 1000);
const row = (key: string) => db.selectFrom('outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow();

/** A provider that records what it sends; `fail` decides the outcome of each send. */
function fakeProvider(name: string, fail?: (m: TextMessage) => Error | null): MessagingProvider & { sent: TextMessage[] } {
  const sent: TextMessage[] = [];
  let n = 0;
  return {
    name,
    local: false,
    sent,
    async send(m) {
      const e = fail?.(m);
      if (e) throw e;
      sent.push(m);
      return { providerMessageId: `${name}-${++n}`, status: 'queued' };
    },
  };
}

function senders(providers: Record<string, MessagingProvider>, configured = 'twilio'): Senders & { mails: MailMessage[]; calls: Array<[string, string | undefined]> } {
  const mails: MailMessage[] = [];
  const calls: Array<[string, string | undefined]> = [];
  const mailer: Mailer = { name: 'smtp', local: false, send: async (m) => void mails.push(m) };
  return {
    mailer,
    mails,
    calls,
    statusCallbackUrl: 'https://functions.example/messagingStatus',
    messaging: (channel, forced) => {
      calls.push([channel, forced]);
      const p = providers[forced ?? configured];
      if (!p) throw new MessagingNotConfiguredError(`${channel} through "${forced ?? configured}" needs TWILIO_AUTH_TOKEN`);
      return p;
    },
  };
}

describe('the outbox with SMS and WhatsApp', () => {
  it('queues a text message once per key, with what it is about', async () => {
    const m = { dedupeKey: 'test:admin-1:a', channel: 'sms' as const, payload: { to: '+33612345678', text: 'Hello' }, purpose: 'test', createdBy: 'admin-1' };
    expect(await enqueue(db, m)).toBe(true);
    expect(await enqueue(db, m)).toBe(false);
    expect(await row('test:admin-1:a')).toMatchObject({ channel: 'sms', recipient: '+33612345678', purpose: 'test', created_by: 'admin-1', booking_id: null, status: 'pending' });
  });

  it('refuses a payload that could never be sent (not E.164, empty text)', async () => {
    await expect(enqueue(db, { dedupeKey: 'k', channel: 'sms', payload: { to: '0612345678', text: 'x' } })).rejects.toThrow();
    await expect(enqueue(db, { dedupeKey: 'k', channel: 'whatsapp', payload: { to: '+33612345678', text: '' } })).rejects.toThrow();
  });

  it('sends each message through its channel and records the provider, its id and status', async () => {
    await enqueue(db, { dedupeKey: 'k-mail', channel: 'email', payload: { to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' } });
    await enqueue(db, { dedupeKey: 'k-sms', channel: 'sms', payload: { to: '+33612345678', text: 'By SMS' } });
    await enqueue(db, { dedupeKey: 'k-wa', channel: 'whatsapp', payload: { to: '+33612345678', text: 'By WhatsApp' } });
    const twilio = fakeProvider('twilio');
    const out = senders({ twilio });
    expect(await deliverDue(db, out, soon())).toEqual({ claimed: 3, sent: 3, retrying: 0, failed: 0 });

    expect(out.mails.map((m) => m.to)).toEqual(['ada@example.com']);
    expect(twilio.sent).toEqual(
      expect.arrayContaining([
        { channel: 'sms', to: '+33612345678', text: 'By SMS', key: 'k-sms', statusCallbackUrl: 'https://functions.example/messagingStatus' },
        { channel: 'whatsapp', to: '+33612345678', text: 'By WhatsApp', key: 'k-wa', statusCallbackUrl: 'https://functions.example/messagingStatus' },
      ]),
    );
    expect(await row('k-sms')).toMatchObject({ status: 'sent', provider: 'twilio', provider_message_id: expect.stringMatching(/^twilio-\d$/), delivery_status: 'queued' });
    expect(await row('k-mail')).toMatchObject({ status: 'sent', provider: 'smtp', provider_message_id: null });
    // Sent once: a later run sends nothing again.
    expect(await deliverDue(db, out, new Date(Date.now() + 24 * 3600_000))).toMatchObject({ claimed: 0 });
    expect(twilio.sent).toHaveLength(2);
  });

  it('sends through the provider the payload names (an admin’s test through ClickSend)', async () => {
    await enqueue(db, { dedupeKey: 'k-forced', channel: 'sms', payload: { to: '+33612345678', text: 'Via ClickSend', provider: 'clicksend' } });
    const clicksend = fakeProvider('clicksend');
    const out = senders({ twilio: fakeProvider('twilio'), clicksend });
    await deliverDue(db, out, soon());
    expect(out.calls).toEqual([['sms', 'clicksend']]);
    expect(clicksend.sent).toHaveLength(1);
    expect(await row('k-forced')).toMatchObject({ status: 'sent', provider: 'clicksend' });
  });

  it('gives up at once on a permanent refusal (an invalid number), and retries anything else', async () => {
    await enqueue(db, { dedupeKey: 'k-bad-number', channel: 'sms', payload: { to: '+33600000000', text: 'x' } });
    await enqueue(db, { dedupeKey: 'k-busy', channel: 'sms', payload: { to: '+33612345678', text: 'x' } });
    const twilio = fakeProvider('twilio', (m) =>
      m.to === '+33600000000'
        ? new MessagingError('twilio: 400 (error 21211): invalid To', { provider: 'twilio', status: 400, code: 21211, permanent: true })
        : new MessagingError('twilio: 429 (error 20429): Too Many Requests', { provider: 'twilio', status: 429, code: 20429, permanent: false }),
    );
    expect(await deliverDue(db, senders({ twilio }), soon())).toEqual({ claimed: 2, sent: 0, retrying: 1, failed: 1 });
    expect(await row('k-bad-number')).toMatchObject({ status: 'failed', attempts: 1, last_error: 'twilio: 400 (error 21211): invalid To' });
    expect(await row('k-busy')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(logger.error).toHaveBeenCalledWith('mail: outbox message failed for good', expect.objectContaining({ dedupeKey: 'k-bad-number' }));
    expect(MAX_ATTEMPTS).toBeGreaterThan(1);
  });

  it('keeps a message whose channel is not configured pending (fixed by a deploy), without stopping e-mail', async () => {
    await enqueue(db, { dedupeKey: 'k-unconfigured', channel: 'whatsapp', payload: { to: '+33612345678', text: 'x' } });
    await enqueue(db, { dedupeKey: 'k-mail-2', channel: 'email', payload: { to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' } });
    const out = senders({});
    expect(await deliverDue(db, out, soon())).toMatchObject({ claimed: 2, sent: 1, retrying: 1 });
    expect(await row('k-unconfigured')).toMatchObject({ status: 'pending', last_error: expect.stringContaining('TWILIO_AUTH_TOKEN') });
  });
});

describe('Twilio delivery reports (messagingStatus)', () => {
  const URL_ = 'https://europe-west9-rides.cloudfunctions.net/messagingStatus';
  const cfg: Config = { ...config(), twilioAccountSid: 'AC1', twilioAuthToken: 'report-token', messagingStatusUrl: URL_ };
  const report = (fields: Record<string, string>, token = 'report-token') => {
    const params = new URLSearchParams({ AccountSid: 'AC1', ApiVersion: '2010-04-01', From: '+33700000001', To: '+33612345678', ...fields });
    const signature = twilioSignature(token, URL_, params);
    return { method: 'POST', header: (h: string) => (h.toLowerCase() === 'x-twilio-signature' ? signature : undefined), rawBody: Buffer.from(params.toString()) };
  };
  const call = (req: ReturnType<typeof report>, c: Config = cfg) => handleStatusCallback(req, { cfg: c, db });

  beforeEach(async () => {
    await enqueue(db, { dedupeKey: 'k-reported', channel: 'sms', payload: { to: '+33612345678', text: 'x' } });
    await deliverDue(db, senders({ twilio: fakeProvider('twilio') }), soon());
  });

  it('records a verified report on the message, and never lets a late report hide a later status', async () => {
    expect(await call(report({ MessageSid: 'twilio-1', MessageStatus: 'delivered' }))).toEqual({ status: 200, body: '' });
    expect((await row('k-reported')).delivery_status).toBe('delivered');
    await call(report({ MessageSid: 'twilio-1', MessageStatus: 'sent' }));
    expect((await row('k-reported')).delivery_status).toBe('delivered');
    await call(report({ MessageSid: 'twilio-1', MessageStatus: 'read' }));
    expect((await row('k-reported')).delivery_status).toBe('read');
  });

  it('keeps the error code of an undelivered message', async () => {
    await call(report({ MessageSid: 'twilio-1', MessageStatus: 'undelivered', ErrorCode: '30003' }));
    expect((await row('k-reported')).delivery_status).toBe('undelivered (error 30003)');
  });

  it('refuses a tampered or unsigned report, and one for another account', async () => {
    const tampered = report({ MessageSid: 'twilio-1', MessageStatus: 'sent' });
    tampered.rawBody = Buffer.from(tampered.rawBody.toString().replace('sent', 'failed'));
    expect((await call(tampered)).status).toBe(403);
    expect((await call(report({ MessageSid: 'twilio-1', MessageStatus: 'failed' }, 'guessed-token'))).status).toBe(403);
    expect((await call({ ...report({ MessageSid: 'twilio-1', MessageStatus: 'failed' }), header: () => undefined })).status).toBe(403);
    expect((await call(report({ MessageSid: 'twilio-1', MessageStatus: 'failed', AccountSid: 'AC2' }))).status).toBe(403);
    expect((await row('k-reported')).delivery_status).toBe('queued');
  });

  it('acknowledges a report for an unknown message, answers 405 to a GET and 503 when not configured', async () => {
    expect(await call(report({ MessageSid: 'SM-unknown', MessageStatus: 'delivered' }))).toEqual({ status: 200, body: '' });
    expect((await call({ ...report({ MessageSid: 'twilio-1', MessageStatus: 'sent' }), method: 'GET' })).status).toBe(405);
    expect((await call(report({ MessageSid: 'twilio-1', MessageStatus: 'sent' }), { ...cfg, messagingStatusUrl: null })).status).toBe(503);
  });
});
