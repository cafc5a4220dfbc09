import { PERSON_PROOF } from './person-proof';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { driverShareCents } from '@rides/domain/billing';
import { parisLocal } from '@rides/domain/paris-time';
import type { LedgerEntry, Reconciliation, StatementRow } from '@rides/contracts/billing';
import { app } from '../firebase';
import { call, query, uniqueEmail, signInDemoAccounts, statusOf, type Who } from './helpers';

// Issue [F] item 6 on the local stack: /admin/billing's callables answer admins only (item 8), and a card
// booking paid through the sandbox and a pay-the-driver ride completed with cash show up with the right
// amounts in the ledger, the driver's statement and the reconciliation. Polled, never slept on.
jest.setTimeout(90_000);
afterAll(() => deleteApp(app()));

const tokens = {} as Record<Who, string | undefined>;
const status = statusOf;
const today = () => parisLocal(new Date()).date;
const farDay = () => parisLocal(new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000)).date;

async function book(payment: 'card' | 'driver'): Promise<{ reference: string; id: string }> {
  const res = await call('createBooking', {
    idempotencyKey: randomUUID(),
    trip: { from: 'paris-08', to: 'cdg-t2e', pickupDate: farDay(), pickupTime: '06:15', vehicle: 'sedan', passengers: 2, luggage: 2 },
    booker: { name: 'Ada Lovelace', email: uniqueEmail('billing'), phone: '+33 6 12 34 56 78' },
    payment,
    shownTotalCents: 7500,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
  });
  const out = res.result as { reference: string; checkoutUrl: string | null };
  if (out.checkoutUrl) {
    const session = new URL(out.checkoutUrl).searchParams.get('session')!;
    const paid = await fetch(out.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session, action: 'pay', card: '4242 4242 4242 4242' }).toString(),
      redirect: 'manual',
    });
    expect([302, 303]).toContain(paid.status);
  }
  const [row] = await query<{ id: string }>('select id from bookings where reference = $1', [out.reference]);
  return { reference: out.reference, id: row!.id };
}

async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 120; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('condition not reached in time');
}

/** Every ledger entry of today (Paris) of a kind, page by page. */
async function ledgerToday(kind: 'card' | 'refund' | 'cash'): Promise<LedgerEntry[]> {
  const out: LedgerEntry[] = [];
  let after: string | null = null;
  do {
    const res = await call('getBillingLedger', { from: today(), to: today(), kind, after, limit: 100 }, tokens.admin);
    expect(res.error).toBeUndefined();
    const page = res.result as { entries: LedgerEntry[]; next: string | null };
    out.push(...page.entries);
    after = page.next;
  } while (after);
  return out;
}

beforeAll(async () => {
  await signInDemoAccounts(tokens);
});

describe('billing callables: admins only, refused to every other role on the server', () => {
  const admin = { visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'PERMISSION_DENIED', partner: 'PERMISSION_DENIED', admin: 'OK' };
  const month = () => today().slice(0, 7);
  const cases: [string, () => unknown][] = [
    ['getBillingLedger', () => ({ from: today(), to: today() })],
    ['getDriverStatements', () => ({ month: month() })],
    ['getReconciliation', () => ({ from: today(), to: today() })],
    ['exportBilling', () => ({ report: 'ledger', from: today(), to: today() })],
    ['exportBilling', () => ({ report: 'statements', month: month() })],
    ['exportBilling', () => ({ report: 'reconciliation', from: today(), to: today() })],
  ];
  it.each(cases)('%s', async (name, input) => {
    const got = {} as Record<Who, string>;
    for (const who of Object.keys(admin) as Who[]) got[who] = status(await call(name, input(), tokens[who]));
    expect(got).toEqual(admin);
  });

  it('refuses a reversed or too long range, and a cursor it did not make', async () => {
    expect(status(await call('getBillingLedger', { from: '2026-07-10', to: '2026-07-01' }, tokens.admin))).toBe('INVALID_ARGUMENT');
    expect(status(await call('getReconciliation', { from: '2026-07-01', to: '2026-08-15' }, tokens.admin))).toBe('INVALID_ARGUMENT');
    expect(status(await call('getBillingLedger', { from: today(), to: today(), after: 'bm9wZQ' }, tokens.admin))).toBe('INVALID_ARGUMENT');
  });
});

describe('money in the ledger, the statement and the reconciliation', () => {
  it('a card booking paid through the sandbox: in the ledger at its price, and matched at the provider', async () => {
    const b = await book('card');
    const entry = await eventually(
      async () => (await ledgerToday('card')).find((e) => e.reference === b.reference),
      (e) => !!e,
    );
    expect(entry).toMatchObject({ kind: 'card', amountCents: 7500, status: 'paid', provider: 'local-sandbox', providerId: expect.stringMatching(/^pi_local_[0-9a-f]{32}$/), detail: 'booking' });
    const rec = (await call('getReconciliation', { from: today(), to: today() }, tokens.admin)).result as Reconciliation;
    expect(rec.provider).toBe('local-sandbox');
    expect(rec.items.filter((i) => i.reference === b.reference || i.providerId === entry!.providerId)).toEqual([]);
    expect(rec.matched.count).toBeGreaterThanOrEqual(1);
    const csv = (await call('exportBilling', { report: 'ledger', from: today(), to: today(), kind: 'card' }, tokens.admin)).result as { csv: string; rows: number };
    expect(csv.csv).toContain(`"${b.reference}","75.00","paid"`);
  });

  it("a pay-the-driver ride completed with cash: in the ledger as cash the driver holds, and in the driver's statement", async () => {
    const [{ id: driverId }] = (await query<{ id: string }>('select id from users where email = $1', ['driver@example.com'])) as [{ id: string }];
    const b = await book('driver');
    expect((await call('assignRide', { rideId: b.id, driverId }, tokens.admin)).error).toBeUndefined();
    // The pickup brought to half an hour from now, so the driver may set off (from 90 minutes before).
    await query(`update bookings set pickup_at = now() + interval '30 minutes' where id = $1`, [b.id]);
    const month = today().slice(0, 7);
    const mine = async () => ((await call('getDriverStatements', { month }, tokens.admin)).result as { rows: StatementRow[] }).rows.find((r) => r.driverId === driverId);
    const before = (await mine()) ?? { ridesCompleted: 0, cashRides: 0, driverValueCents: 0, cashCollectedCents: 0, rideValueCents: 0 };
    for (const action of ['start', 'arrive', 'board'] as const) {
      expect([action, status(await call('driverRideAction', { rideId: b.id, action }, tokens.driver))]).toEqual([action, 'OK']);
    }
    expect(status(await call('driverRideAction', { rideId: b.id, action: 'complete', cashCollectedCents: 8000 }, tokens.driver))).toBe('OK');

    const cash = (await ledgerToday('cash')).find((e) => e.reference === b.reference);
    expect(cash).toMatchObject({ kind: 'cash', amountCents: 8000, status: 'collected', provider: null, driverName: expect.stringMatching(/^Daniel/) });
    const after = (await mine())!;
    expect({
      rides: after.ridesCompleted - before.ridesCompleted,
      cashRides: after.cashRides - before.cashRides,
      value: after.driverValueCents - before.driverValueCents,
      cash: after.cashCollectedCents - before.cashCollectedCents,
    }).toEqual({ rides: 1, cashRides: 1, value: 7500, cash: 8000 });
    expect(after.shareCents).toBe(driverShareCents(after.rideValueCents));
    expect(after.owedCents).toBe(after.shareCents - after.cashCollectedCents);
  });
});
