import { LEDGER_MAX_DAYS, RECONCILIATION_MAX_DAYS } from '@rides/contracts/billing';
import { parisLocal } from '@rides/domain/paris-time';

/** Today's Paris date, its month, and the month's first day. */
export const parisToday = (now = new Date()) => parisLocal(now).date;
export const parisMonthNow = (now = new Date()) => parisToday(now).slice(0, 7);
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Why a range cannot be asked for (the server says the same), or null. */
export function rangeProblem(from: string, to: string, kind: 'ledger' | 'reconciliation'): 'missing' | 'reversed' | 'tooLong' | null {
  if (!from || !to) return 'missing';
  if (days(from, to) < 0) return 'reversed';
  return days(from, to) >= (kind === 'ledger' ? LEDGER_MAX_DAYS : RECONCILIATION_MAX_DAYS) ? 'tooLong' : null;
}
