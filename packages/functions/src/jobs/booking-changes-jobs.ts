import * as logs from './logs';
import { UNPAID_CARD_BOOKING_TTL_MINUTES } from '@rides/contracts/bookings';
import type { Db } from '../db/db';
import type { CancelAfter } from '../bookings/self-service/change-data';
import { cancelledWithPayments, hasRefundKeyed, staleAwaitingPayment } from '../bookings/self-service/changes.repo';
import { moveChange } from '../bookings/self-service/change-status.repo';
import type { SelfServiceDeps } from '../bookings/self-service/deps';
import { lockBooking } from '../bookings/self-service/booking-writes.repo';

/** How long after a cancel a payment may still arrive (a checkout lives at most 24 hours) and be refunded by the job. */
export const LATE_PAYMENT_WINDOW_HOURS = 48;

/**
 * A Modify whose difference was not paid in time (UNPAID_CARD_BOOKING_TTL_MINUTES) is superseded: the
 * booking stays as it was and the change is no longer pending. (Views already treat it so; a payment
 * that still arrives is refunded by onChangePaid.) Returns how many.
 */
export async function supersedeUnpaidChanges(db: Db, now: Date): Promise<number> {
  const stale = await staleAwaitingPayment(db, new Date(now.getTime() - UNPAID_CARD_BOOKING_TTL_MINUTES * 60_000));
  let n = 0;
  for (const c of stale) if (await moveChange(db, { ...c, status: 'awaiting_payment' }, 'supersede', 'system', now)) n++;
  return n;
}

/** The refund of a payment that arrived after its booking was cancelled: once per payment. */
export const latePaymentKey = (paymentId: string) => `late-payment:${paymentId}`;

/**
 * A card payment that arrived after its booking was cancelled (an unpaid booking cancelled while its
 * checkout was still open, or a change's difference paid after the cancel) is refunded in full: the
 * cancel recorded which payments it had seen (`paidPaymentIds`); any other paid payment is late.
 * Idempotent: the refund is keyed by the payment. Returns how many were refunded now.
 */
export async function refundLatePayments(db: Db, now: Date, refund: SelfServiceDeps['refund']): Promise<number> {
  const rows = await cancelledWithPayments(db, new Date(now.getTime() - LATE_PAYMENT_WINDOW_HOURS * 3_600_000));
  let n = 0;
  for (const r of rows) {
    if (((r.after as CancelAfter | null)?.paidPaymentIds ?? []).includes(r.payment_id)) continue;
    // One payment's trouble (the provider down) must not stop the others, nor the reminders after: logged, tried again next run.
    const done = await db
      .transaction()
      .execute(async (trx) => {
        await lockBooking(trx, r.booking_id);
        if (await hasRefundKeyed(trx, latePaymentKey(r.payment_id))) return false;
        await refund(trx, { bookingId: r.booking_id, amountCents: r.amount_cents, reason: 'cancellation', idempotencyKey: latePaymentKey(r.payment_id), changeId: r.change_id, paymentId: r.payment_id, now });
        return true;
      })
      .catch((e: unknown) => {
        logs.latePaymentRefundFailed(r.payment_id, r.booking_id, e);
        return false;
      });
    if (done) {
      logs.latePaymentRefunded(r.payment_id, r.booking_id, r.amount_cents);
      n++;
    }
  }
  return n;
}
