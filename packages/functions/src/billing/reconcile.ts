import type { BillingSum, Reconciliation, ReconciliationItem } from '@rides/contracts/billing';
import type { BalanceTransaction } from '../payments/provider';
import type { OurMoneyRow } from './reconciliation.repo';
import type { Range } from './paris-range';

/**
 * Our payments and refunds against the provider's balance transactions, matched by the provider's id
 * (a charge by its payment, a refund by its refund id). Each side is read over the range widened by
 * MATCH_MARGIN_MS, so a payment the provider took at 23:59:59 and our webhook recorded at 00:00:02 is
 * matched, not reported twice on two days; only rows inside the range are reported and totalled.
 */
export const MATCH_MARGIN_MS = 3_600_000;

export interface ReconcileInput {
  provider: string;
  range: Range;
  ours: { payments: OurMoneyRow[]; refunds: OurMoneyRow[] };
  theirs: BalanceTransaction[];
  truncated: boolean;
}

const inRange = (at: Date, r: Range) => at >= r.start && at < r.end;
const sum = (cents: number[]): BillingSum => ({ count: cents.length, cents: cents.reduce((a, b) => a + b, 0) });

export function reconcile({ provider, range, ours, theirs, truncated }: ReconcileInput): Reconciliation {
  const items: ReconciliationItem[] = [];
  const matched: number[] = [];
  // The provider's amount per (kind, source): a payment is one charge, but sum in case it is split.
  const byKey = new Map<string, { cents: number; txns: BalanceTransaction[] }>();
  for (const t of theirs) {
    if (t.type === 'other' || !t.sourceId) continue;
    const key = `${t.type}:${t.sourceId}`;
    const e = byKey.get(key) ?? { cents: 0, txns: [] };
    e.cents += Math.abs(t.amountCents);
    e.txns.push(t);
    byKey.set(key, e);
  }
  const known = new Set<string>();
  for (const [kind, rows] of [
    ['charge', ours.payments],
    ['refund', ours.refunds],
  ] as const) {
    for (const row of rows) {
      const key = `${kind}:${row.provider_id}`;
      if (row.provider_id) known.add(key);
      const at = new Date(row.at);
      if (!inRange(at, range)) continue;
      const theirsOf = row.provider_id ? byKey.get(key) : undefined;
      const base = { kind, providerId: row.provider_id, reference: row.reference, ourCents: row.amount_cents, at: at.toISOString() };
      if (!theirsOf) items.push({ ...base, problem: 'missing-at-provider', providerCents: null });
      else if (theirsOf.cents !== row.amount_cents) items.push({ ...base, problem: 'amount-differs', providerCents: theirsOf.cents });
      else matched.push(row.amount_cents);
    }
  }
  const shown = theirs.filter((t) => t.type !== 'other' && inRange(t.created, range));
  for (const t of shown) {
    if (t.sourceId && known.has(`${t.type}:${t.sourceId}`)) continue;
    items.push({
      problem: 'unknown-to-us',
      kind: t.type as 'charge' | 'refund',
      providerId: t.sourceId ?? t.id,
      reference: null,
      ourCents: null,
      providerCents: Math.abs(t.amountCents),
      at: t.created.toISOString(),
    });
  }
  items.sort((a, b) => a.at.localeCompare(b.at));
  const ourIn = (rows: OurMoneyRow[]) => sum(rows.filter((r) => inRange(new Date(r.at), range)).map((r) => r.amount_cents));
  const charges = shown.filter((t) => t.type === 'charge');
  const refunds = shown.filter((t) => t.type === 'refund');
  const feeCents = shown.reduce((a, t) => a + t.feeCents, 0);
  return {
    provider,
    ours: { charges: ourIn(ours.payments), refunds: ourIn(ours.refunds) },
    theirs: {
      charges: sum(charges.map((t) => t.amountCents)),
      refunds: sum(refunds.map((t) => -t.amountCents)),
      feeCents,
      netCents: shown.reduce((a, t) => a + t.netCents, 0),
    },
    matched: sum(matched),
    items,
    truncated,
  };
}
