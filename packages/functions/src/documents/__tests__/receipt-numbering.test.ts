/** @jest-environment node */
// Receipt numbers against real SQL (in-process PGlite, every migration): one unbroken sequence per
// calendar year, one number per booking however often and however concurrently it is asked for.
// PGlite runs one transaction at a time, so "concurrently" here checks the logic under interleaved
// requests; on Postgres the booking row lock and the counter row's upsert lock serialise the same steps.
import { issueReceipt, receiptNumber } from '../documents.repo';
import { parisYear } from '../receipt-data';
import { usePglite } from '../../test-kit/pglite';
import { insertPaidBooking } from './bookings';

jest.setTimeout(60_000);

const t = usePglite();

const NOW = new Date('2026-11-20T10:00:00Z');

describe('receipt numbers', () => {
  it('are R-<year>-<6 digits>', () => {
    expect(receiptNumber(2026, 1)).toBe('R-2026-000001');
    expect(receiptNumber(2027, 123456)).toBe('R-2027-123456');
  });

  it('follow one another without gaps or duplicates, one per booking, when many are asked for at once', async () => {
    const bookings = await Promise.all(Array.from({ length: 12 }, () => insertPaidBooking(t.db)));
    // Every booking asked three times, all at once (a double click, a retry, the e-mail link).
    const issued = await Promise.all(bookings.flatMap((b) => [1, 2, 3].map(() => issueReceipt(t.db, b.id, 2030, NOW).then((r) => ({ id: b.id, ...r })))));
    const byBooking = new Map<string, Set<string>>();
    for (const r of issued) byBooking.set(r.id, (byBooking.get(r.id) ?? new Set()).add(r.number));
    expect([...byBooking.values()].every((numbers) => numbers.size === 1)).toBe(true);
    const numbers = [...byBooking.values()].map((s) => [...s][0]!).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => receiptNumber(2030, i + 1)));
    const rows = await t.db.selectFrom('receipts').select('number').where('number', 'like', 'R-2030-%').execute();
    expect(rows).toHaveLength(12);
  });

  it('keep the first issue date and number on every later download', async () => {
    const b = await insertPaidBooking(t.db);
    const first = await issueReceipt(t.db, b.id, 2031, NOW);
    const later = await issueReceipt(t.db, b.id, 2032, new Date('2032-01-05T10:00:00Z'));
    expect(later).toEqual(first);
    expect(first).toEqual({ number: 'R-2031-000001', issuedAt: NOW });
  });

  it('start again at 000001 each calendar year', async () => {
    const [a, b, c] = await Promise.all([insertPaidBooking(t.db), insertPaidBooking(t.db), insertPaidBooking(t.db)]);
    expect((await issueReceipt(t.db, a!.id, 2033, NOW)).number).toBe('R-2033-000001');
    expect((await issueReceipt(t.db, b!.id, 2033, NOW)).number).toBe('R-2033-000002');
    expect((await issueReceipt(t.db, c!.id, 2034, NOW)).number).toBe('R-2034-000001');
  });

  it('count the year in Paris, where New Year comes an hour before UTC’s', () => {
    expect(parisYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(parisYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });
});
