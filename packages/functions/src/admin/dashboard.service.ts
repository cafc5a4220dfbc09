import type { AdminDashboard, DashboardPeriod } from '@rides/contracts/admin-dashboard';
import { addDays, parisInstant, parisLocal } from '@rides/domain/paris-time';
import type { Db } from '../db/db';
import { bookingsByDay, countPendingApplications, countUnassigned, refundsByDay } from './dashboard.repo';

const DAY_MS = 86_400_000;
const startOf = (date: string): Date => parisInstant(date, '00:00')!;

/**
 * The dashboard at `now`: the daily series of the last `days` Paris days (today included), from which
 * the tiles of today and the last 7 and 30 days are summed, so tiles and chart always agree.
 */
export async function adminDashboard(db: Db, now: Date, days: 30 | 90): Promise<AdminDashboard> {
  const today = parisLocal(now).date;
  const first = addDays(today, -(days - 1));
  const dates = Array.from({ length: days }, (_, i) => addDays(first, i));
  const midnights = [...dates, addDays(today, 1)].map(startOf);
  const from = midnights[0]!;
  const to = midnights[days]!;
  const [bookings, refunds, unassignedNext24h, pendingSignups] = await Promise.all([
    bookingsByDay(db, midnights),
    refundsByDay(db, from, to),
    countUnassigned(db, now, new Date(now.getTime() + DAY_MS)),
    countPendingApplications(db),
  ]);
  const bookingsOf = new Map(bookings.map((r) => [dates[r.day]!, r]));
  const refundsOf = new Map(refunds.map((r) => [r.date, r]));

  const period = (n: number): DashboardPeriod => {
    const total: DashboardPeriod = { bookings: 0, revenueCents: 0, refunds: 0, refundedCents: 0 };
    for (const date of dates.slice(-n)) {
      const b = bookingsOf.get(date);
      const r = refundsOf.get(date);
      total.bookings += b?.bookings ?? 0;
      total.revenueCents += b?.revenueCents ?? 0;
      total.refunds += r?.refunds ?? 0;
      total.refundedCents += r?.refundedCents ?? 0;
    }
    return total;
  };

  return {
    today: period(1),
    last7: period(7),
    last30: period(30),
    unassignedNext24h,
    pendingSignups,
    series: dates.map((date) => ({ date, bookings: bookingsOf.get(date)?.bookings ?? 0, revenueCents: bookingsOf.get(date)?.revenueCents ?? 0 })),
    now: now.toISOString(),
  };
}
