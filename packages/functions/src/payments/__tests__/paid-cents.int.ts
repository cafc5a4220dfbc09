// 0019's bookings.paid_cents on a real Postgres server (PG_SERVER_URL, started by `pnpm test`): two
// payments of one booking (its own and a change's) paid at once, in two transactions, must both count.
// PGlite runs one transaction at a time; the sequential cases are in payments.service.test.ts.
import pg from 'pg';
import type { Db } from '../../db/db';
import { ownDatabase } from '../../__tests__/own-database';
import { insertBooking } from '../../test-kit/messaging-fixtures';

const database = ownDatabase('paid_cents', 2);
let db: Db;
beforeAll(() => {
  db = database.db();
});

const openPayment = async (bookingId: string, cents: number, purpose: 'booking' | 'change', session: string) =>
  (
    await db
      .insertInto('payments')
      .values({ booking_id: bookingId, provider: 'local-sandbox', session_id: session, status: 'open', amount_cents: cents, purpose })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

it('counts two payments of one booking paid at once in two transactions', async () => {
  const booking = await insertBooking(db, { payment_method: 'card', payment_status: 'unpaid', status: 'pending_payment' });
  const own = await openPayment(booking.id, 7500, 'booking', 'cs_paid_cents_own');
  const change = await openPayment(booking.id, 1200, 'change', 'cs_paid_cents_change');

  const first = new pg.Client({ connectionString: database.url() });
  const second = new pg.Client({ connectionString: database.url() });
  await Promise.all([first.connect(), second.connect()]);
  try {
    await first.query('begin');
    await first.query(`update payments set status = 'paid' where id = $1`, [own]);
    await second.query('begin');
    const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    // The change's payment is paid while the first transaction still holds the booking's row.
    const paying = second.query(`update payments set status = 'paid' where id = $1`, [change]);
    const waiting = async () => {
      const { rows } = await first.query<{ waiting: boolean }>(`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`, [secondPid]);
      return rows[0]?.waiting === true;
    };
    const deadline = Date.now() + 10_000;
    while (!(await waiting())) if (Date.now() > deadline) throw new Error('the second payment never waited for the booking');
    await first.query('commit');
    await paying;
    await second.query('commit');
  } finally {
    await Promise.all([first.end(), second.end()]);
  }

  const row = await db.selectFrom('bookings').select('paid_cents').where('id', '=', booking.id).executeTakeFirstOrThrow();
  expect(row.paid_cents).toBe(8700);
});
