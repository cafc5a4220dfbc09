/** @jest-environment node */
// /admin/billing against real SQL (PGlite with every migration): the ledger's totals and keyset pages,
// drivers' statements, and reconciliation with the LOCAL sandbox's balance transactions, in cents.
import { sql } from 'kysely';
import { usePglite } from '../../test-kit/pglite';
import { movePayment } from '../../payments/payment-status.repo';
import { sandboxProvider } from '../../payments/sandbox-adapter';
import { recordSandboxCharge, recordSandboxRefund, sandboxFeeCents } from '../../payments/sandbox-balance';
import type { BalanceTransaction, PaymentProvider } from '../../payments/provider';
import { BadLedgerCursorError, ledgerPage, ledgerTotalsOf, toLedgerEntry } from '../ledger.service';
import { parisDates } from '../paris-range';
import { MAX_PROVIDER_PAGES, providerTransactions, reconciliationOf } from '../reconciliation.service';
import { driverStatements } from '../statements.service';
import { booking, driver, payment, refund, setCreated } from './billing-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const t = usePglite();

/** Every page of a ledger, `limit` at a time. */
async function allPages(from: string, to: string, kind: 'all' | 'card' | 'refund' | 'cash', limit: number) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: Awaited<ReturnType<typeof ledgerPage>> = await ledgerPage(t.db, parisDates(from, to), kind, after, limit);
    seen.push(...page.rows.map((r) => toLedgerEntry(r).id));
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error('no end');
}

describe('July 2026 (Paris): ledger and statements', () => {
  const refs: Record<string, string> = {};
  let d1: string;
  let d2: string;
  beforeAll(async () => {
    d1 = await driver(t.db, 'Alice Martin');
    d2 = await driver(t.db, 'Bruno Petit');
    const b1 = await booking(t.db, { payment: 'card', totalCents: 7500, driverId: d1, completedAt: '2026-07-10T08:00:00Z' });
    const p1 = await payment(t.db, b1.id, { cents: 7500, paidAt: '2026-07-01T10:00:00Z' });
    const b2 = await booking(t.db, { payment: 'card', totalCents: 9500, driverId: d1, completedAt: '2026-07-12T08:00:00Z' });
    const p2 = await payment(t.db, b2.id, { cents: 9500, paidAt: '2026-07-02T10:00:00Z' });
    await refund(t.db, b2.id, p2, { cents: 2000, at: '2026-07-15T09:00:00Z' });
    await refund(t.db, b1.id, p1, { cents: 1000, at: '2026-07-20T09:00:00Z', status: 'pending' });
    await refund(t.db, b1.id, p1, { cents: 500, at: '2026-07-21T09:00:00Z', status: 'failed' }); // no money moved: not in the ledger
    const b3 = await booking(t.db, { payment: 'driver', totalCents: 6500, driverId: d1, completedAt: '2026-07-20T08:00:00Z', cashCents: 6500 });
    // 23:30 on 31 July in Paris (21:30 UTC): July's. Collected more than the price (a tip).
    const b4 = await booking(t.db, { payment: 'driver', totalCents: 20000, driverId: d2, completedAt: '2026-07-31T21:30:00Z', cashCents: 21000 });
    // Midnight on 1 August in Paris: August's.
    await booking(t.db, { payment: 'driver', totalCents: 3500, driverId: d2, completedAt: '2026-07-31T22:00:00Z', cashCents: 3500 });
    // 23:59:59 on 30 June in Paris: June's.
    const b6 = await booking(t.db, { payment: 'card', totalCents: 7500 });
    await payment(t.db, b6.id, { cents: 7500, paidAt: '2026-06-30T21:59:59Z' });
    // A pay-the-driver ride completed without an amount recorded: no cash in the ledger, still a ride in the statement.
    await booking(t.db, { payment: 'driver', totalCents: 4500, driverId: d2, completedAt: '2026-07-05T08:00:00Z' });
    Object.assign(refs, { b1: b1.reference, b2: b2.reference, b3: b3.reference, b4: b4.reference });
  });

  it('totals each kind over the whole Paris range, in cents', async () => {
    await expect(ledgerTotalsOf(t.db, parisDates('2026-07-01', '2026-07-31'), 'all')).resolves.toEqual({
      card: { count: 2, cents: 17000 },
      refund: { count: 2, cents: 3000 },
      cash: { count: 2, cents: 27500 },
      netCardCents: 14000,
    });
    await expect(ledgerTotalsOf(t.db, parisDates('2026-07-01', '2026-07-31'), 'cash')).resolves.toEqual({
      card: { count: 0, cents: 0 },
      refund: { count: 0, cents: 0 },
      cash: { count: 2, cents: 27500 },
      netCardCents: 0,
    });
  });

  it('lists newest first across the kinds, with what each entry is', async () => {
    const { rows, next } = await ledgerPage(t.db, parisDates('2026-07-01', '2026-07-31'), 'all', null, 50);
    expect(next).toBeNull();
    const entries = rows.map(toLedgerEntry);
    expect(entries.map((e) => [e.kind, e.reference, e.amountCents, e.status])).toEqual([
      ['cash', refs.b4, 21000, 'collected'],
      ['refund', refs.b1, 1000, 'pending'],
      ['cash', refs.b3, 6500, 'collected'],
      ['refund', refs.b2, 2000, 'succeeded'],
      ['card', refs.b2, 9500, 'paid'],
      ['card', refs.b1, 7500, 'paid'],
    ]);
    expect(entries[0]).toMatchObject({ at: '2026-07-31T21:30:00.000Z', driverName: 'Bruno Petit', provider: null, providerId: null });
    expect(entries[5]).toMatchObject({ provider: 'local-sandbox', providerId: expect.stringMatching(/^pi_local_/), detail: 'booking' });
  });

  it('pages with a cursor: every entry once, in the same order, for each kind filter', async () => {
    const whole = (await ledgerPage(t.db, parisDates('2026-07-01', '2026-07-31'), 'all', null, 50)).rows.map((r) => toLedgerEntry(r).id);
    for (const limit of [1, 2, 4]) expect(await allPages('2026-07-01', '2026-07-31', 'all', limit)).toEqual(whole);
    expect(await allPages('2026-07-01', '2026-07-31', 'refund', 1)).toEqual(whole.filter((id) => id.startsWith('refund:')));
  });

  it('refuses a cursor it did not make', async () => {
    await expect(ledgerPage(t.db, parisDates('2026-07-01', '2026-07-31'), 'all', 'bm9wZQ', 10)).rejects.toBeInstanceOf(BadLedgerCursorError);
  });

  it("each driver's statement: share of all completed rides minus the cash they hold", async () => {
    const s = await driverStatements(t.db, '2026-07');
    expect(s.sharePercent).toBe(80);
    expect(s.rows).toEqual([
      {
        driverId: d1,
        driverName: 'Alice Martin',
        driverEmail: `${d1}@example.com`,
        ridesCompleted: 3,
        cardRides: 2,
        cardValueCents: 17000,
        cashRides: 1,
        driverValueCents: 6500,
        cashCollectedCents: 6500,
        rideValueCents: 23500,
        shareCents: 18800,
        owedCents: 12300, // we owe Alice
      },
      {
        driverId: d2,
        driverName: 'Bruno Petit',
        driverEmail: `${d2}@example.com`,
        ridesCompleted: 2,
        cardRides: 0,
        cardValueCents: 0,
        cashRides: 2,
        driverValueCents: 24500,
        cashCollectedCents: 21000,
        rideValueCents: 24500,
        shareCents: 19600,
        owedCents: -1400, // Bruno owes us
      },
    ]);
    expect(s.totals).toEqual({
      drivers: 2,
      ridesCompleted: 5,
      cardRides: 2,
      cardValueCents: 17000,
      cashRides: 3,
      driverValueCents: 31000,
      cashCollectedCents: 27500,
      rideValueCents: 48000,
      shareCents: 38400,
      owedCents: 10900,
      toDriversCents: 12300,
      fromDriversCents: 1400,
    });
    // The midnight ride is August's.
    expect((await driverStatements(t.db, '2026-08')).rows).toEqual([expect.objectContaining({ driverId: d2, ridesCompleted: 1, cashCollectedCents: 3500, owedCents: 2800 - 3500 })]);
  });
});

describe('keyset pages at shared instants', () => {
  it('never skips entries that share an instant, a kind, or a millisecond', async () => {
    const d = await driver(t.db, 'Chloé Roux');
    const at = '2026-09-10T10:00:00.123456Z';
    const b = await booking(t.db, { payment: 'card', totalCents: 5000 });
    const p1 = await payment(t.db, b.id, { cents: 5000, paidAt: at });
    await payment(t.db, b.id, { cents: 1000, paidAt: at });
    await refund(t.db, b.id, p1, { cents: 100, at });
    await refund(t.db, b.id, p1, { cents: 200, at: '2026-09-10T10:00:00.123400Z' }); // same millisecond, earlier
    await refund(t.db, b.id, p1, { cents: 300, at: '2026-09-10T10:00:00.123999Z' }); // same millisecond, later
    await booking(t.db, { payment: 'driver', totalCents: 4000, driverId: d, completedAt: at, cashCents: 4000 });
    const whole = (await ledgerPage(t.db, parisDates('2026-09-10', '2026-09-10'), 'all', null, 50)).rows;
    expect(whole.map((r) => [r.kind, r.amount_cents])).toEqual([
      ['refund', 300],
      ['card', 1000],
      ['card', 5000],
      ['refund', 100],
      ['cash', 4000],
      ['refund', 200],
    ]);
    expect(await allPages('2026-09-10', '2026-09-10', 'all', 1)).toEqual(whole.map((r) => toLedgerEntry(r).id));
  });
});

describe('payments.paid_at (migration 0014)', () => {
  it('is set once, when the payment becomes paid, from the time the payment rules write', async () => {
    const b = await booking(t.db, { payment: 'card', totalCents: 7500 });
    const { id } = await t.db
      .insertInto('payments')
      .values({ booking_id: b.id, provider: 'local-sandbox', session_id: `cs_paid_at_${b.id}`, status: 'open', amount_cents: 7500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paidAt = async () => (await sql<{ paid_at: Date | null }>`select paid_at from payments where id = ${id}`.execute(t.db)).rows[0]!.paid_at;
    expect(await paidAt()).toBeNull();
    await movePayment(t.db, { id, booking_id: b.id, status: 'open' }, 'pay', new Date('2026-10-01T08:00:00Z'));
    expect(await paidAt()).toEqual(new Date('2026-10-01T08:00:00Z'));
    await t.db.updateTable('payments').set({ refunded_cents: 100, updated_at: new Date('2026-10-05T08:00:00Z') }).where('id', '=', id).execute();
    expect(await paidAt()).toEqual(new Date('2026-10-01T08:00:00Z'));
  });
});

describe('reconciliation with the LOCAL sandbox (10 August 2026, Paris)', () => {
  const provider = () => sandboxProvider({ db: () => t.db, webhookSecret: 'whsec_x', functionsBaseUrl: 'http://fn.test' });
  const charge = async (pi: string, cents: number, at: string) => {
    await recordSandboxCharge(t.db, { paymentIntent: pi, amountCents: cents, currency: 'EUR' });
    await setCreated(t.db, pi, at);
  };

  it('matches by the provider id; reports what is missing, unknown or different; totals both sides', async () => {
    const b = await booking(t.db, { payment: 'card', totalCents: 7500 });
    const pOk = await payment(t.db, b.id, { cents: 7500, paidAt: '2026-08-10T10:00:00Z', providerPaymentId: 'pi_local_ok' });
    await charge('pi_local_ok', 7500, '2026-08-10T09:59:58Z');
    await payment(t.db, b.id, { cents: 9500, paidAt: '2026-08-10T11:00:00Z', providerPaymentId: 'pi_local_diff' });
    await charge('pi_local_diff', 9000, '2026-08-10T10:59:58Z');
    await payment(t.db, b.id, { cents: 6500, paidAt: '2026-08-10T12:00:00Z', providerPaymentId: 'pi_local_missing' });
    await charge('pi_local_unknown', 4200, '2026-08-10T13:00:00Z');
    // The provider took it at 23:59:59 Paris, our webhook recorded it at 00:00:02: the next day's, not a difference.
    await payment(t.db, b.id, { cents: 7500, paidAt: '2026-08-10T22:00:02Z', providerPaymentId: 'pi_local_edge' });
    await charge('pi_local_edge', 7500, '2026-08-10T21:59:59Z');
    await refund(t.db, b.id, pOk, { cents: 2000, at: '2026-08-10T14:00:00Z', providerRefundId: 're_local_ok' });
    await recordSandboxRefund(t.db, { refundId: 're_local_ok', amountCents: 2000, currency: 'EUR' });
    await setCreated(t.db, 're_local_ok', '2026-08-10T14:00:00Z');
    // Another provider's payment is not this provider's business.
    await payment(t.db, b.id, { cents: 1234, paidAt: '2026-08-10T15:00:00Z', provider: 'stripe', providerPaymentId: 'pi_stripe' });

    const r = await reconciliationOf(t.db, provider(), parisDates('2026-08-10', '2026-08-10'));
    const fees = sandboxFeeCents(7500) + sandboxFeeCents(9000) + sandboxFeeCents(4200) + sandboxFeeCents(7500);
    expect(fees).toBe(138 + 160 + 88 + 138);
    expect(r).toEqual({
      provider: 'local-sandbox',
      ours: { charges: { count: 3, cents: 23500 }, refunds: { count: 1, cents: 2000 } },
      theirs: { charges: { count: 4, cents: 28200 }, refunds: { count: 1, cents: 2000 }, feeCents: fees, netCents: 28200 - 2000 - fees },
      matched: { count: 2, cents: 9500 },
      items: [
        { problem: 'amount-differs', kind: 'charge', providerId: 'pi_local_diff', reference: b.reference, ourCents: 9500, providerCents: 9000, at: '2026-08-10T11:00:00.000Z' },
        { problem: 'missing-at-provider', kind: 'charge', providerId: 'pi_local_missing', reference: b.reference, ourCents: 6500, providerCents: null, at: '2026-08-10T12:00:00.000Z' },
        { problem: 'unknown-to-us', kind: 'charge', providerId: 'pi_local_unknown', reference: null, ourCents: null, providerCents: 4200, at: '2026-08-10T13:00:00.000Z' },
      ],
      truncated: false,
    });
  });

  it("reads the sandbox's balance page by page (100 a page, newest first), each transaction once", async () => {
    for (let i = 0; i < 150; i++) await charge(`pi_local_page${i}`, 1000 + i, new Date(Date.parse('2027-01-05T10:00:00Z') + i * 1000).toISOString());
    const window = { start: new Date('2027-01-05T00:00:00Z'), end: new Date('2027-01-06T00:00:00Z') };
    const first = await provider().listBalanceTransactions({ createdFrom: window.start, createdTo: window.end });
    expect([first.transactions.length, first.hasMore]).toEqual([100, true]);
    expect(first.transactions[0]).toMatchObject({ type: 'charge', amountCents: 1149, feeCents: sandboxFeeCents(1149), netCents: 1149 - sandboxFeeCents(1149), currency: 'EUR', sourceId: 'pi_local_page149' });
    const all = await providerTransactions(provider(), window);
    expect(all.truncated).toBe(false);
    expect(new Set(all.transactions.map((x) => x.sourceId)).size).toBe(150);
  });

  it('stops after MAX_PROVIDER_PAGES pages and says the result is cut', async () => {
    let calls = 0;
    const endless = {
      listBalanceTransactions: async () => {
        calls++;
        const tx: BalanceTransaction = { id: `txn_${calls}`, type: 'charge', amountCents: 100, feeCents: 0, netCents: 100, currency: 'EUR', sourceId: `pi_${calls}`, created: new Date() };
        return { transactions: [tx], hasMore: true };
      },
    } as unknown as PaymentProvider;
    const r = await providerTransactions(endless, { start: new Date(0), end: new Date() });
    expect([calls, r.transactions.length, r.truncated]).toEqual([MAX_PROVIDER_PAGES, MAX_PROVIDER_PAGES, true]);
  });
});
