/** @jest-environment node */
// The outbox's SQL against a real (PGlite) database. PGlite runs one transaction at a time, so two
// dispatchers racing for rows is tested on a Postgres server in outbox-concurrency.int.ts; here the
// lease is tested sequentially (a crashed sender's claim, then a later dispatcher).
import { logger } from 'firebase-functions';
import type { Db } from '../../db/db';
import { messageIdFor, type MailMessage, type Mailer } from '../mailer';
import { claimDue, markAttemptFailed } from '../outbox.repo';
import { deliverDue, enqueue, LEASE_MS, MAX_ATTEMPTS, retryDelayMs, type EmailPayload } from '../outbox.service';
import { confirmationKey, enqueueBookingConfirmation } from '../booking-confirmation';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking as insertBookingRow } from '../../test-kit/messaging-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

/** Records what it sends; fails the first `failures` sends. */
function fakeMailer(failures = 0): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  let left = failures;
  return {
    name: 'fake',
    local: true,
    sent,
    async send(m) {
      if (left-- > 0) throw new Error('421 4.7.0 try again later');
      sent.push(m);
    },
  };
}

const payload = (to = 'ada@example.com'): EmailPayload => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
}, 60_000);
beforeEach(async () => {
  await db.deleteFrom('outbox').execute();
  jest.mocked(logger.error).mockClear();
});

const row = (key: string) => db.selectFrom('outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow();
/** A moment safely after the database's now(), when freshly queued rows are due. */
const soon = () => new Date(Date.now() + 1000);

describe('enqueue', () => {
  it('queues a message once per dedupe key', async () => {
    expect(await enqueue(db, { dedupeKey: 'k1', channel: 'email', payload: payload() })).toBe(true);
    expect(await enqueue(db, { dedupeKey: 'k1', channel: 'email', payload: payload('other@example.com') })).toBe(false);
    const rows = await db.selectFrom('outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dedupe_key: 'k1', status: 'pending', attempts: 0, payload: payload() });
  });

  it('is part of the caller’s transaction: rolled back with it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, { dedupeKey: 'k-rolled-back', channel: 'email', payload: payload() });
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});

describe('deliverDue', () => {
  it('sends a due message once, with its Message-ID, and marks it sent', async () => {
    await enqueue(db, { dedupeKey: 'booking:1:confirmation:booker', channel: 'email', payload: payload() });
    const mailer = fakeMailer();
    const now = soon();
    expect(await deliverDue(db, mailer, now)).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(mailer.sent).toEqual([{ ...payload(), messageId: '<booking-1-confirmation-booker@rides.local>' }]);
    expect(await row('booking:1:confirmation:booker')).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent_at: expect.any(Date) });

    // A second run, even much later, sends nothing again.
    expect(await deliverDue(db, mailer, later(now, 24 * 3600_000))).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('backs off after a failure and retries later', async () => {
    await enqueue(db, { dedupeKey: 'k-retry', channel: 'email', payload: payload() });
    const now = soon();
    const flaky = fakeMailer(1);
    expect(await deliverDue(db, flaky, now)).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
    const failed = await row('k-retry');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 4.7.0 try again later' });
    expect(failed.next_attempt_at.getTime()).toBe(now.getTime() + retryDelayMs(1));

    expect(await deliverDue(db, flaky, later(now, retryDelayMs(1) - 1000))).toMatchObject({ claimed: 0 });
    expect(await deliverDue(db, flaky, later(now, retryDelayMs(1)))).toMatchObject({ claimed: 1, sent: 1 });
    expect(flaky.sent.map((m) => m.messageId)).toEqual([messageIdFor('k-retry')]);
    expect(await row('k-retry')).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, marks the message failed and logs an error`, async () => {
    await enqueue(db, { dedupeKey: 'k-broken', channel: 'email', payload: payload() });
    const broken = fakeMailer(Infinity);
    let now = soon();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverDue(db, broken, now);
      expect(report).toMatchObject(attempt < MAX_ATTEMPTS ? { claimed: 1, retrying: 1 } : { claimed: 1, failed: 1 });
      now = later(now, retryDelayMs(attempt));
    }
    expect(await row('k-broken')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(logger.error).toHaveBeenCalledWith('mail: outbox message failed for good', expect.objectContaining({ dedupeKey: 'k-broken' }));
    expect(await deliverDue(db, broken, later(now, 24 * 3600_000))).toMatchObject({ claimed: 0 });
  });

  it('fails a message whose payload can never be sent, without sending it', async () => {
    await db.insertInto('outbox').values({ dedupe_key: 'k-bad', channel: 'email', payload: JSON.stringify({ to: 'x' }) }).execute();
    const mailer = fakeMailer();
    expect(await deliverDue(db, mailer, soon())).toMatchObject({ claimed: 1, failed: 1 });
    expect(mailer.sent).toEqual([]);
    expect(await row('k-bad')).toMatchObject({ status: 'failed' });
  });

  it('sends at most `limit` per run, oldest first', async () => {
    for (const k of ['a', 'b', 'c']) await enqueue(db, { dedupeKey: `k-${k}`, channel: 'email', payload: payload() });
    const mailer = fakeMailer();
    expect(await deliverDue(db, mailer, soon(), 2)).toMatchObject({ claimed: 2, sent: 2 });
    expect(await deliverDue(db, mailer, soon(), 2)).toMatchObject({ claimed: 1, sent: 1 });
    expect(mailer.sent.map((m) => m.messageId).sort()).toEqual(['k-a', 'k-b', 'k-c'].map((k) => messageIdFor(k)).sort());
  });
});

describe('the lease (a sender that crashed after claiming)', () => {
  it('keeps a claimed row from everyone else until the lease ends, then delivers it once', async () => {
    await enqueue(db, { dedupeKey: 'k-lease', channel: 'email', payload: payload() });
    const now = soon();
    // A dispatcher claims the row and dies before sending or recording anything.
    const [claimed] = await claimDue(db, now, later(now, LEASE_MS), 20);
    expect(claimed).toMatchObject({ dedupeKey: 'k-lease', attempts: 1 });

    const mailer = fakeMailer();
    expect(await deliverDue(db, mailer, later(now, 1000))).toMatchObject({ claimed: 0 });
    expect(await deliverDue(db, mailer, later(now, LEASE_MS - 1000))).toMatchObject({ claimed: 0 });
    expect(await deliverDue(db, mailer, later(now, LEASE_MS))).toMatchObject({ claimed: 1, sent: 1 });
    expect(await deliverDue(db, mailer, later(now, 2 * LEASE_MS))).toMatchObject({ claimed: 0 });
    expect(mailer.sent).toHaveLength(1);
    expect(await row('k-lease')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('ignores a late failure report from an expired lease', async () => {
    await enqueue(db, { dedupeKey: 'k-late', channel: 'email', payload: payload() });
    const now = soon();
    const [stale] = await claimDue(db, now, later(now, LEASE_MS), 20);
    await deliverDue(db, fakeMailer(), later(now, LEASE_MS)); // the row came back and was sent
    await markAttemptFailed(db, stale!, 'timeout', { retryAt: later(now, LEASE_MS + 60_000) });
    expect(await row('k-late')).toMatchObject({ status: 'sent', last_error: null });
  });

  it(`fails a row whose senders kept dying (over ${MAX_ATTEMPTS} claims) instead of sending it forever`, async () => {
    await enqueue(db, { dedupeKey: 'k-crashy', channel: 'email', payload: payload() });
    let now = soon();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await claimDue(db, now, later(now, LEASE_MS), 20);
      now = later(now, LEASE_MS);
    }
    const mailer = fakeMailer();
    expect(await deliverDue(db, mailer, now)).toMatchObject({ claimed: 1, failed: 1 });
    expect(mailer.sent).toEqual([]);
  });
});

describe('enqueueBookingConfirmation', () => {
  const insertBooking = (over: Record<string, unknown>) => insertBookingRow(db, over);

  it('queues one message to the booker and one to a traveller with another address, in the booking’s language', async () => {
    const b = await insertBooking({ traveller_name: 'Grace Hopper', traveller_email: 'grace@example.com', traveller_phone: '+33698765432' });
    await db.transaction().execute((trx) => enqueueBookingConfirmation(trx, b.id));
    const booker = await row(confirmationKey(b.id, 'booker'));
    const traveller = await row(confirmationKey(b.id, 'traveller'));
    expect(booker.dedupe_key).toBe(`booking:${b.id}:confirmation:booker`);
    expect(booker.payload).toMatchObject({ to: 'ada@example.com', subject: `Réservation confirmée — ${b.reference}` });
    expect((booker.payload as EmailPayload).text).toContain(`/booking-confirmation?ref=${b.reference}&token=`);
    expect(traveller.payload).toMatchObject({ to: 'grace@example.com', subject: `Un transfert a été réservé pour vous — ${b.reference}` });
  });

  it('queues nothing more when called again (a retried request, a replayed webhook)', async () => {
    const b = await insertBooking({ traveller_name: 'Grace Hopper', traveller_email: 'grace@example.com', traveller_phone: '+33698765432' });
    await db.transaction().execute((trx) => enqueueBookingConfirmation(trx, b.id));
    await db.transaction().execute((trx) => enqueueBookingConfirmation(trx, b.id));
    expect(await db.selectFrom('outbox').select('dedupe_key').execute()).toHaveLength(2);
  });

  it('writes only to the booker when the traveller has the booker’s address', async () => {
    const b = await insertBooking({ traveller_name: 'Ada L.', traveller_email: 'ADA@example.com ', traveller_phone: '+33612345678' });
    await db.transaction().execute((trx) => enqueueBookingConfirmation(trx, b.id));
    expect((await db.selectFrom('outbox').select('dedupe_key').execute()).map((r) => r.dedupe_key)).toEqual([confirmationKey(b.id, 'booker')]);
  });
});
