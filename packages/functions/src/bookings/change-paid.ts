import * as logs from './logs';
import { selfServiceWindow } from '@rides/domain/self-service';
import type { Db } from '../db/db';
import { enqueueChangeConfirmedMail } from '../mail/booking-changes';
import { applyTrip } from './self-service/apply-change';
import { lockBooking } from './self-service/booking-writes.repo';
import { withCurrentFlight, type ModifyAfter, type TripSnapshot } from './self-service/change-data';
import { lockChange } from './self-service/changes.repo';
import { moveChange } from './self-service/change-status.repo';
import type { SelfServiceDeps } from './self-service/deps';
import { selfServiceDeps } from './self-service/production-deps';

/** What the payment webhook reports when a change's difference is paid (payments.service.ts `OnChangePaid`). */
export interface ChangePaid {
  changeId: string;
  bookingId: string;
  paymentId: string;
  amountCents: number;
}

/**
 * The difference of a Modify was paid (the payment webhook, in its transaction, once per payment):
 * the change is applied now (the trip written, the driver kept and told or the ride back on the
 * board, the booker's "change confirmed" e-mail). If it can no longer be applied (the booking was
 * cancelled or changed meanwhile, a newer change superseded it, the ride set off or its pickup
 * passed) the money is given back at once (a refund keyed by the change) and logged. A replay of an
 * applied change does nothing.
 */
export function changePaidHandler(deps: Pick<SelfServiceDeps, 'refund' | 'now'>) {
  return async (trx: Db, e: ChangePaid): Promise<void> => {
    const now = deps.now();
    const b = await lockBooking(trx, e.bookingId);
    const c = await lockChange(trx, e.changeId);
    if (!b || !c || c.booking_id !== b.id) {
      logs.paidChangeNotFound(e.paymentId, e.changeId, e.bookingId);
      return;
    }
    if (c.status === 'applied') return;
    const after = withCurrentFlight(c.after as ModifyAfter, c.before as TripSnapshot, b);
    const w = selfServiceWindow({ status: b.status, rideStatus: b.ride_status, pickupAt: new Date(b.pickup_at) }, now);
    const applicable = c.kind === 'modify' && c.status === 'awaiting_payment' && b.status === 'confirmed' && w.details && c.price_before_cents === b.total_cents;
    if (!applicable) {
      await moveChange(trx, c, 'supersede', 'system', now);
      logs.paidChangeRefunded(c, b, e.amountCents);
      await deps.refund(trx, { bookingId: b.id, amountCents: e.amountCents, reason: 'price-difference', idempotencyKey: `change:${c.id}:unapplied`, changeId: c.id, paymentId: e.paymentId, now });
      return;
    }
    await moveChange(trx, c, 'pay', 'provider', now);
    const driver = await applyTrip(trx, b, c.id, after, now);
    await enqueueChangeConfirmedMail(trx, b.id, c.id, {
      kind: 'confirmed',
      approved: !!after.requestId,
      previousTotalCents: b.total_cents,
      newTotalCents: after.totalCents,
      settlement: 'paid',
      driver,
      note: null,
    });
  };
}

/** Wired into the payment webhook (payments/payments.service.ts calls it for a paid change payment). */
export const onChangePaid = (trx: Db, e: ChangePaid): Promise<void> => changePaidHandler(selfServiceDeps())(trx, e);
