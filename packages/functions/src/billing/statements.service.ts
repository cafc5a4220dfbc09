import { statementOf, DRIVER_SHARE_PERCENT } from '@rides/domain/billing';
import type { StatementRow, StatementTotals } from '@rides/contracts/billing';
import type { Db } from '../db/db';
import { parisMonth } from './paris-range';
import { statementRows } from './statements.repo';

/** Every driver's statement for a Paris month (`@rides/domain/billing`: share and what is owed), and the sums. */
export async function driverStatements(db: Db, month: string): Promise<{ month: string; sharePercent: number; rows: StatementRow[]; totals: StatementTotals }> {
  const rows: StatementRow[] = (await statementRows(db, parisMonth(month))).map((r) => {
    const s = statementOf({ cardValueCents: r.card_value_cents, driverValueCents: r.driver_value_cents, cashCollectedCents: r.cash_collected_cents });
    return {
      driverId: r.driver_id,
      driverName: r.driver_name,
      driverEmail: r.driver_email,
      ridesCompleted: r.rides,
      cardRides: r.card_rides,
      cashRides: r.cash_rides,
      ...s,
    };
  });
  const add = (k: keyof StatementRow & keyof StatementTotals) => rows.reduce((a, r) => a + (r[k] as number), 0);
  const totals: StatementTotals = {
    drivers: rows.length,
    ridesCompleted: add('ridesCompleted'),
    cardRides: add('cardRides'),
    cardValueCents: add('cardValueCents'),
    cashRides: add('cashRides'),
    driverValueCents: add('driverValueCents'),
    cashCollectedCents: add('cashCollectedCents'),
    rideValueCents: add('rideValueCents'),
    shareCents: add('shareCents'),
    owedCents: add('owedCents'),
    toDriversCents: rows.reduce((a, r) => a + Math.max(0, r.owedCents), 0),
    fromDriversCents: rows.reduce((a, r) => a + Math.max(0, -r.owedCents), 0),
  };
  return { month, sharePercent: DRIVER_SHARE_PERCENT, rows, totals };
}
