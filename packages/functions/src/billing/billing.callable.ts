import { HttpsError } from 'firebase-functions/v2/https';
import * as logs from './logs';
import { BILLING_CSV_MAX_ROWS, exportBilling, getBillingLedger, getDriverStatements, getReconciliation } from '@rides/contracts/billing';
import { callable } from '../http/callable';
import { refuse } from '../http/refuse';
import { db } from '../db/db';
import { paymentProvider } from '../payments/select-provider';
import { ledgerCsv, reconciliationCsv, statementsCsv } from './billing-csv';
import { BadLedgerCursorError, ledgerPage, ledgerTotalsOf, toLedgerEntry } from './ledger.service';
import { parisDates } from './paris-range';
import { reconciliationOf } from './reconciliation.service';
import { driverStatements } from './statements.service';

const ADMIN = ['admin'] as const;

export const getBillingLedgerCallable = callable(getBillingLedger, ADMIN, async ({ from, to, kind, after, limit }) => {
  const range = parisDates(from, to);
  try {
    const [page, totals] = await Promise.all([ledgerPage(db(), range, kind, after, limit), after ? null : ledgerTotalsOf(db(), range, kind)]);
    return { entries: page.rows.map(toLedgerEntry), next: page.next, totals };
  } catch (e) {
    if (e instanceof BadLedgerCursorError) throw new HttpsError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: 'after', message: 'bad-cursor' }] });
    throw e;
  }
});

export const getDriverStatementsCallable = callable(getDriverStatements, ADMIN, ({ month }) => driverStatements(db(), month));

/** The provider's balance, read now: a provider that does not answer is `unavailable` (retry later), not a 500. */
async function reconciled(from: string, to: string) {
  try {
    return await reconciliationOf(db(), paymentProvider(), parisDates(from, to));
  } catch (e) {
    if (e instanceof HttpsError) throw e;
    logs.reconciliationFailed(e);
    throw refuse('unavailable', 'provider-unavailable');
  }
}

export const getReconciliationCallable = callable(getReconciliation, ADMIN, ({ from, to }) => reconciled(from, to));

export const exportBillingCallable = callable(exportBilling, ADMIN, async (input) => {
  if (input.report === 'statements') {
    const { rows } = await driverStatements(db(), input.month);
    return { csv: statementsCsv(rows), rows: rows.length, truncated: false };
  }
  if (input.report === 'reconciliation') {
    const { items } = await reconciled(input.from, input.to);
    return { csv: reconciliationCsv(items), rows: items.length, truncated: false };
  }
  const { rows } = await ledgerPage(db(), parisDates(input.from, input.to), input.kind, null, BILLING_CSV_MAX_ROWS + 1);
  const truncated = rows.length > BILLING_CSV_MAX_ROWS;
  const shown = rows.slice(0, BILLING_CSV_MAX_ROWS).map(toLedgerEntry);
  return { csv: ledgerCsv(shown), rows: shown.length, truncated };
});
