// Receipt numbers under real concurrency, on a Postgres server (PG_SERVER_URL, started by `pnpm test`):
// many receipts asked for at once over many connections, each booking several times, must get one
// number each, in one unbroken sequence. PGlite runs one transaction at a time, so the unit test
// (receipt-numbering.test.ts) checks the logic; this checks the locks (documents.repo.ts issueReceipt).
import type { Db } from '../../db/db';
import { ownDatabase } from '../../__tests__/own-database';
import { issueReceipt, receiptNumber } from '../documents.repo';
import { insertPaidBooking } from './bookings';

const own = ownDatabase('receipt_numbers', 12);
let db: Db;
beforeAll(() => {
  db = own.db();
});

it('gives 40 bookings asked for 4 times each, all at once, the numbers 1 to 40 of the year, one each', async () => {
  const bookings = [];
  for (let i = 0; i < 40; i++) bookings.push(await insertPaidBooking(db));
  const now = new Date('2026-11-20T10:00:00Z');
  const asks = bookings.flatMap((b) => [1, 2, 3, 4].map(() => ({ id: b.id })));
  // Shuffled, so a booking's four asks do not queue behind one another.
  asks.sort(() => Math.random() - 0.5);
  const issued = await Promise.all(asks.map((a) => issueReceipt(db, a.id, 2026, now).then((r) => ({ id: a.id, number: r.number }))));

  const byBooking = new Map<string, Set<string>>();
  for (const r of issued) byBooking.set(r.id, (byBooking.get(r.id) ?? new Set()).add(r.number));
  expect([...byBooking.values()].filter((numbers) => numbers.size !== 1)).toEqual([]);
  const numbers = [...byBooking.values()].map((s) => [...s][0]!).sort();
  expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => receiptNumber(2026, i + 1)));
  const counter = await db.selectFrom('receipt_counters').select('last').where('year', '=', 2026).executeTakeFirstOrThrow();
  expect(counter.last).toBe(40);
});
