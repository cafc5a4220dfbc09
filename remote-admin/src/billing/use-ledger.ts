import { getBillingLedger, type LedgerKindFilter } from '@rides/contracts/billing';
import { useOperationPages } from '@rides/platform/query';

export const LEDGER_PAGE = 50;

export interface LedgerFilters {
  from: string;
  to: string;
  kind: LedgerKindFilter;
}

/** The ledger (getBillingLedger), newest first, a keyset page at a time; the totals come with the first page. */
export function useLedger(filters: LedgerFilters) {
  const { query, rows: entries } = useOperationPages(getBillingLedger, { ...filters, limit: LEDGER_PAGE }, { select: (page) => page.entries });
  const totals = query.data?.pages[0]?.totals ?? null;
  return { query, entries, totals };
}
