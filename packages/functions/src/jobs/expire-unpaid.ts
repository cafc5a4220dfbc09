import { logger } from 'firebase-functions';
import type { Db } from '../db/db';
import { expireUnpaid } from '../bookings/bookings.repo';
import { bookingsToExpire, cancelRideUnpaid, lockForExpiry } from './jobs.repo';

/**
 * Releases unpaid card bookings past their `expires_at` (status expired, as when someone opens one:
 * bookings/booking-access.service.ts) and cancels their ride with a `system` / `cancel` / `unpaid`
 * ride event; a booking already expired that way gets its ride cancelled too. One transaction per
 * booking, the row locked: a payment landing at the same moment either confirms first (then nothing
 * happens here) or finds the booking expired, and is still honoured (PAYMENTS.md). Answers how many
 * rides were cancelled.
 */
export async function expireUnpaidBookings(db: Db, now: Date): Promise<number> {
  let cancelled = 0;
  for (const { id } of await bookingsToExpire(db, now)) {
    try {
      const done = await db.transaction().execute(async (trx) => {
        const row = await lockForExpiry(trx, id);
        if (!row) return false;
        const due = row.status === 'pending_payment' && row.expires_at && new Date(row.expires_at) <= now;
        if (due && !(await expireUnpaid(trx, id, now))) return false;
        if (!due && row.status !== 'expired') return false;
        if (row.ride_status === 'cancelled') return false;
        await cancelRideUnpaid(trx, id, row.ride_status, now);
        return true;
      });
      if (done) cancelled++;
    } catch (e) {
      // One booking failing must not stop the others; the next run tries it again.
      logger.error('jobs: expiring an unpaid booking failed', { id, error: (e as Error).message });
    }
  }
  return cancelled;
}
