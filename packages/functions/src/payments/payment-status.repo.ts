import { PAYMENT_TRANSITIONS, type PaymentAction } from '@rides/domain/payment-lifecycle';
import { transitionOf } from '@rides/domain/status-machine';
import type { Db } from '../db/db';
import { moveWithEvents } from '../db/status-events';
import type { PaymentRow } from './payments.repo';

/**
 * A checkout's payment moves by the provider's events (@rides/domain/payment-lifecycle, issue [O] 2):
 * one conditional write from the status read under the payment's lock, and a status event. True when
 * it moved; false when the table does not allow it from there or it had moved meanwhile.
 */
export async function movePayment(db: Db, payment: Pick<PaymentRow, 'id' | 'booking_id' | 'status'>, action: PaymentAction, now: Date): Promise<boolean> {
  const t = transitionOf(PAYMENT_TRANSITIONS, action);
  if (!t.from.includes(payment.status)) return false;
  return moveWithEvents(
    db,
    (tx) =>
      tx
        .updateTable('payments')
        .set({ status: t.to, updated_at: now })
        .where('id', '=', payment.id)
        .where('status', '=', payment.status)
        .executeTakeFirst(),
    [{ entity: 'payment', transition: t, bookingId: payment.booking_id, entityId: payment.id, from: payment.status, actor: 'provider' }],
    now,
  );
}
