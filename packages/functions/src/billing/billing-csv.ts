import type { LedgerEntry, ReconciliationItem, StatementRow } from '@rides/contracts/billing';
import { parisLocal } from '@rides/domain/paris-time';
import { eurosCell, toCsv } from '../rides/csv';

const paris = (iso: string) => parisLocal(new Date(iso));

type Columns<R> = [string, (r: R) => string | number | null][];

const LEDGER: Columns<LedgerEntry> = [
  ['date_paris', (r) => paris(r.at).date],
  ['time_paris', (r) => paris(r.at).time],
  ['kind', (r) => r.kind],
  ['reference', (r) => r.reference],
  ['amount_eur', (r) => eurosCell(r.amountCents)],
  ['status', (r) => r.status],
  ['detail', (r) => r.detail],
  ['provider', (r) => r.provider],
  ['provider_id', (r) => r.providerId],
  ['driver', (r) => r.driverName],
];

const STATEMENTS: Columns<StatementRow> = [
  ['driver', (r) => r.driverName],
  ['driver_email', (r) => r.driverEmail],
  ['rides_completed', (r) => r.ridesCompleted],
  ['card_rides', (r) => r.cardRides],
  ['card_value_eur', (r) => eurosCell(r.cardValueCents)],
  ['cash_rides', (r) => r.cashRides],
  ['cash_rides_value_eur', (r) => eurosCell(r.driverValueCents)],
  ['cash_collected_eur', (r) => eurosCell(r.cashCollectedCents)],
  ['ride_value_eur', (r) => eurosCell(r.rideValueCents)],
  ['driver_share_eur', (r) => eurosCell(r.shareCents)],
  // > 0: we owe the driver; < 0: the driver owes us.
  ['owed_to_driver_eur', (r) => eurosCell(r.owedCents)],
];

const RECONCILIATION: Columns<ReconciliationItem> = [
  ['date_paris', (r) => paris(r.at).date],
  ['time_paris', (r) => paris(r.at).time],
  ['problem', (r) => r.problem],
  ['kind', (r) => r.kind],
  ['provider_id', (r) => r.providerId],
  ['reference', (r) => r.reference],
  ['our_amount_eur', (r) => (r.ourCents === null ? null : eurosCell(r.ourCents))],
  ['provider_amount_eur', (r) => (r.providerCents === null ? null : eurosCell(r.providerCents))],
];

export const ledgerCsv = (rows: LedgerEntry[]) => toCsv(LEDGER, rows);
export const statementsCsv = (rows: StatementRow[]) => toCsv(STATEMENTS, rows);
export const reconciliationCsv = (rows: ReconciliationItem[]) => toCsv(RECONCILIATION, rows);
