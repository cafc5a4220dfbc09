// Two (four) dispatchers at once on a real Postgres server (PG_SERVER_URL, started by `pnpm test`):
// `for update skip locked` must hand every row to exactly one of them. PGlite cannot run concurrent
// transactions, so the unit tests (outbox.test.ts) only cover the lease sequentially.
import type { Db } from '../../db/db';
import { ownDatabase } from '../../__tests__/own-database';
import type { MailMessage, Mailer } from '../mailer';
import { deliverDue, enqueue } from '../outbox.service';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

// A database of its own: other integration tests may queue messages on the shared one.
const own = ownDatabase('outbox_concurrency', 8);
let db: Db;
beforeAll(() => {
  db = own.db();
});

/** Slow enough that the dispatchers' claims and sends overlap. */
function slowMailer(sent: MailMessage[]): Mailer {
  return {
    name: 'slow',
    local: true,
    async send(m) {
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
      sent.push(m);
    },
  };
}

it('sends every message exactly once when four dispatchers run at the same time', async () => {
  const keys = Array.from({ length: 60 }, (_, i) => `concurrency:${i}`);
  for (const dedupeKey of keys) {
    await enqueue(db, { dedupeKey, channel: 'email', payload: { to: 'ada@example.com', subject: dedupeKey, text: 'x', html: '<p>x</p>' } });
  }
  const sent: MailMessage[] = [];
  const mailer = slowMailer(sent);
  const now = new Date(Date.now() + 1000);
  // Each dispatcher keeps going until it finds nothing due, as a busy scheduler would.
  const dispatcher = async () => {
    let claimed = 0;
    for (let r = await deliverDue(db, mailer, now, 7); r.claimed > 0; r = await deliverDue(db, mailer, now, 7)) claimed += r.claimed;
    return claimed;
  };
  const claims = await Promise.all([dispatcher(), dispatcher(), dispatcher(), dispatcher()]);

  expect(claims.reduce((a, b) => a + b, 0)).toBe(keys.length);
  expect(claims.filter((c) => c > 0).length).toBeGreaterThan(1); // they really ran side by side
  expect(sent.map((m) => m.subject).sort()).toEqual([...keys].sort());
  const rows = await db.selectFrom('outbox').select(['status', 'attempts']).execute();
  expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
});
