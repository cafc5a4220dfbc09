// `pnpm bench:db`'s /admin/billing cases (issue [F] item 9): seeds the volume data's payments and refunds
// (volume-billing.ts), analyzes them, and times the repo's own billing functions on a Paris month:
// the ledger's first page with its totals (what the page asks first), a deep page (cursor), one kind,
// and the drivers' statements. Months are drawn from the past year of the seed.
import type { Client } from './pg';
import { seedVolumeBilling } from './volume-billing';
import type { Db } from '../../packages/functions/src/db/db';
import { ledgerCursorOf, ledgerPage, ledgerTotalsOf } from '../../packages/functions/src/billing/ledger.service';
import { parisDates } from '../../packages/functions/src/billing/paris-range';
import { driverStatements } from '../../packages/functions/src/billing/statements.service';

interface BillingCase {
  name: string;
  call: (db: Db, i: number) => Promise<number | string>;
}

const PAGE = 50;
const parisDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d);

export async function billingCases(url: string, db: Db, client: Client, n: number, rnd: () => number): Promise<BillingCase[]> {
  const seeded = await seedVolumeBilling(url, console.log);
  console.log(`seeded billing: ${seeded.payments} payments, ${seeded.refunds} refunds`);
  await client.query('analyze payments; analyze refunds; analyze ride_events');
  // A Paris month of the past year, as its first and last dates.
  const months = Array.from({ length: n }, () => {
    const back = 1 + Math.floor(rnd() * 11);
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0, 12));
    return { month: parisDate(first).slice(0, 7), from: parisDate(first), to: parisDate(last) };
  });
  // A cursor a few hundred entries into each month (what "Load more" sends after some pages).
  const cursors: string[] = [];
  for (const m of months) {
    const { rows } = await ledgerPage(db, parisDates(m.from, m.to), 'all', null, 300);
    cursors.push(ledgerCursorOf(rows[Math.floor(rows.length * (0.3 + 0.6 * rnd()))] ?? rows[0]!));
  }
  const kinds = ['card', 'refund', 'cash'] as const;
  return [
    {
      name: 'billing: ledger page 1 + totals',
      call: async (d, i) => {
        const r = parisDates(months[i]!.from, months[i]!.to);
        const [page] = await Promise.all([ledgerPage(d, r, 'all', null, PAGE), ledgerTotalsOf(d, r, 'all')]);
        return page.rows.length;
      },
    },
    { name: 'billing: ledger deep page (cursor)', call: async (d, i) => (await ledgerPage(d, parisDates(months[i]!.from, months[i]!.to), 'all', cursors[i]!, PAGE)).rows.length },
    {
      name: 'billing: ledger one kind + totals',
      call: async (d, i) => {
        const r = parisDates(months[i]!.from, months[i]!.to);
        const [page] = await Promise.all([ledgerPage(d, r, kinds[i % 3]!, null, PAGE), ledgerTotalsOf(d, r, kinds[i % 3]!)]);
        return page.rows.length;
      },
    },
    { name: 'billing: driver statements (month)', call: async (d, i) => (await driverStatements(d, months[i]!.month)).rows.length },
  ];
}
