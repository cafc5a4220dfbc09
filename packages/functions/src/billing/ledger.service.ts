import { LEDGER_KINDS, type LedgerEntry, type LedgerKindFilter, type LedgerTotals } from '@rides/contracts/billing';
import type { Db } from '../db/db';
import { KIND_RANK, ledgerRows, ledgerTotals, type LedgerCursor, type LedgerDbRow } from './ledger.repo';
import type { Range } from './paris-range';

export class BadLedgerCursorError extends Error {}

const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const ledgerCursorOf = (row: Pick<LedgerDbRow, 'key' | 'kind' | 'seq'>): string => Buffer.from(`${row.key}|${KIND_RANK[row.kind]}|${row.seq}`).toString('base64url');

export function readLedgerCursor(cursor: string): LedgerCursor {
  const [key, rank, seq] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!key || !KEY.test(key) || !rank || !/^[123]$/.test(rank) || !seq || !/^\d{1,18}$/.test(seq)) throw new BadLedgerCursorError();
  return { key, rank: Number(rank), seq };
}

/** key desc, rank desc, seq desc: the ledger's one order. */
export function compareLedger(a: LedgerDbRow, b: LedgerDbRow): number {
  if (a.key !== b.key) return a.key < b.key ? 1 : -1;
  if (a.kind !== b.kind) return KIND_RANK[b.kind] - KIND_RANK[a.kind];
  const d = BigInt(b.seq) - BigInt(a.seq);
  return d === 0n ? 0 : d > 0n ? 1 : -1;
}

export const toLedgerEntry = (r: LedgerDbRow): LedgerEntry => ({
  id: `${r.kind}:${r.kind === 'cash' ? r.booking_id : r.seq}`,
  kind: r.kind,
  at: new Date(r.key).toISOString(),
  bookingId: r.booking_id,
  reference: r.reference,
  amountCents: r.amount_cents,
  provider: r.provider,
  providerId: r.provider_id,
  status: r.status,
  detail: r.detail,
  driverName: r.driver_name,
});

const kindsOf = (kind: LedgerKindFilter) => (kind === 'all' ? LEDGER_KINDS : [kind]);

/** Up to `limit` rows after the cursor across the chosen kinds, newest first, and whether more follow. */
export async function ledgerPage(db: Db, range: Range, kind: LedgerKindFilter, after: string | null, limit: number): Promise<{ rows: LedgerDbRow[]; next: string | null }> {
  const cursor = after ? readLedgerCursor(after) : null;
  // Each source gives its own first limit + 1; the merged first limit + 1 are among them.
  const parts = await Promise.all(kindsOf(kind).map((k) => ledgerRows(db, k, range, cursor, limit + 1)));
  const merged = parts.flat().sort(compareLedger);
  const rows = merged.slice(0, limit);
  return { rows, next: merged.length > limit ? ledgerCursorOf(rows[rows.length - 1]!) : null };
}

/** The whole range's sums of the chosen kinds (the others count zero). */
export async function ledgerTotalsOf(db: Db, range: Range, kind: LedgerKindFilter): Promise<LedgerTotals> {
  const all = await ledgerTotals(db, range);
  const shown = new Set<string>(kindsOf(kind));
  const pick = (k: (typeof LEDGER_KINDS)[number]) => (shown.has(k) ? all[k] : { count: 0, cents: 0 });
  const card = pick('card');
  const refund = pick('refund');
  return { card, refund, cash: pick('cash'), netCardCents: card.cents - refund.cents };
}
