import type { Reconciliation } from '@rides/contracts/billing';
import type { Db } from '../db/db';
import type { BalanceTransaction, PaymentProvider } from '../payments/provider';
import type { Range } from './paris-range';
import { ourPayments, ourRefunds } from './reconciliation.repo';
import { MATCH_MARGIN_MS, reconcile } from './reconcile';

/** At most this many pages of the provider's balance (100 each) in one reconciliation. */
export const MAX_PROVIDER_PAGES = 50;

/** Every balance transaction of the window, page by page (newest first), up to MAX_PROVIDER_PAGES. */
export async function providerTransactions(provider: PaymentProvider, window: Range): Promise<{ transactions: BalanceTransaction[]; truncated: boolean }> {
  const transactions: BalanceTransaction[] = [];
  let startingAfter: string | undefined;
  for (let page = 0; page < MAX_PROVIDER_PAGES; page++) {
    const got = await provider.listBalanceTransactions({ createdFrom: window.start, createdTo: window.end, ...(startingAfter ? { startingAfter } : {}) });
    transactions.push(...got.transactions);
    if (!got.hasMore || got.transactions.length === 0) return { transactions, truncated: false };
    startingAfter = got.transactions[got.transactions.length - 1]!.id;
  }
  return { transactions, truncated: true };
}

export async function reconciliationOf(db: Db, provider: PaymentProvider, range: Range): Promise<Reconciliation> {
  const window = { start: new Date(range.start.getTime() - MATCH_MARGIN_MS), end: new Date(range.end.getTime() + MATCH_MARGIN_MS) };
  const [payments, refunds, theirs] = await Promise.all([ourPayments(db, provider.name, window), ourRefunds(db, provider.name, window), providerTransactions(provider, window)]);
  return reconcile({ provider: provider.name, range, ours: { payments, refunds }, theirs: theirs.transactions, truncated: theirs.truncated });
}
