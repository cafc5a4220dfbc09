import { UNPAID_CARD_BOOKING_TTL_MINUTES } from '@rides/contracts/bookings';
import { busyWindow } from '@rides/domain/ride-lifecycle';
import type { Db } from '../../db/db';
import { enqueueChangeConfirmedMail } from '../../mail/booking-changes';
import { enqueueBookingUpdated, enqueueRideMessages } from '../../messaging/ride-messages';
import { lockDriverCalendar } from '../../rides/ride.repo';
import { moveRideIn } from '../../rides/ride.service';
import type { BookingRow } from '../bookings.repo';
import { retimeBusy, writeTrip } from './booking-writes.repo';
import { snapshotOf, type ModifyAfter, type PlannedTrip } from './change-data';
import { insertChange, paidCentsOf, setChangeAfter } from './changes.repo';
import type { Actor, SelfServiceDeps } from './deps';
import { driverFits } from './plan-change';

/** What happened to the driver: kept and told, the ride back on the board, or no driver yet. */
export type DriverOutcome = 'told' | 'arranging' | null;

/** How the price difference of a change is settled. `pay`: a card booking that costs more pays it first. */
export type Settlement = 'same' | 'collect' | 'refunded' | 'pay';

export function settlementOf(b: Pick<BookingRow, 'payment_method' | 'total_cents'>, newTotalCents: number): Settlement {
  const difference = newTotalCents - b.total_cents;
  if (difference === 0) return 'same';
  if (b.payment_method === 'driver') return 'collect';
  return difference < 0 ? 'refunded' : 'pay';
}

/** The system's reason in the ride event when a change puts the ride back on the board (the driver reads it in their language). */
export const RELEASED_REASON = 'The booking was changed and the new trip no longer fits the assigned driver.';

/**
 * Writes the changed trip into the locked booking. A driver who still fits keeps the ride: their busy
 * window moves (the exclusion constraint checks it once more) and they get the job again. One who no
 * longer fits loses it through the ride lifecycle (unassign, actor system, with a reason): the ride
 * goes back to the board and the driver is told; the booker hears it in the change's own e-mail.
 */
export async function applyTrip(trx: Db, b: BookingRow, changeId: string, plan: PlannedTrip, now: Date): Promise<DriverOutcome> {
  await writeTrip(trx, b.id, plan, now);
  if (!b.driver_id || b.ride_status !== 'assigned') return null;
  await lockDriverCalendar(trx, b.driver_id);
  if (await driverFits(trx, b, plan)) {
    await retimeBusy(trx, b.id, busyWindow(new Date(plan.pickupAt), plan.durationMinutes), now);
    await enqueueBookingUpdated(trx, b.id, changeId);
    return 'told';
  }
  await moveRideIn(
    trx,
    (t, e) => enqueueRideMessages(t, e, { customers: false }),
    b.id,
    'unassign',
    { kind: 'system', id: null },
    { reason: RELEASED_REASON, reasonCode: 'booking-changed' },
    now,
  );
  return 'arranging';
}

export interface ModifyResult {
  outcome: 'applied' | 'pay-difference';
  checkoutUrl: string | null;
  /** pay-difference: until when the difference can be paid. */
  expiresAt: Date | null;
  changeId: string;
}

export interface ModifyOptions {
  actor: Actor;
  idempotencyKey?: string | null;
  /** Approving a request: its id and the admins' note for the booker. */
  requestId?: string;
  note?: string | null;
}

/**
 * A Modify of the locked booking, as self-service makes it and as an approved request makes it: the
 * same price, pay-the-driver (the amount to collect becomes the new total) or a card price that went
 * down (the difference refunded) are applied at once; a card price that went up waits for its
 * difference, paid through a new checkout (applied by onChangePaid, change-paid.ts).
 */
export async function startModify(trx: Db, deps: SelfServiceDeps, b: BookingRow, plan: PlannedTrip, o: ModifyOptions, now: Date): Promise<ModifyResult> {
  const settlement = settlementOf(b, plan.totalCents);
  const after: ModifyAfter = { ...plan, ...(o.requestId ? { requestId: o.requestId } : {}) };
  const change = await insertChange(trx, {
    bookingId: b.id,
    kind: 'modify',
    status: settlement === 'pay' ? 'awaiting_payment' : 'applied',
    actor: o.actor.kind,
    actorId: o.actor.id,
    before: snapshotOf(b),
    after,
    priceBeforeCents: b.total_cents,
    priceAfterCents: plan.totalCents,
    idempotencyKey: o.idempotencyKey ?? null,
    now,
  });
  const difference = plan.totalCents - b.total_cents;

  if (settlement === 'pay') {
    const expiresAt = new Date(now.getTime() + UNPAID_CARD_BOOKING_TTL_MINUTES * 60_000);
    const checkoutUrl = await deps.startChangePayment(trx, {
      bookingId: b.id,
      changeId: change.id,
      reference: b.reference,
      amountCents: difference,
      bookerEmail: b.booker_email,
      description: `${b.reference} · ${plan.from.name} → ${plan.to.name}`,
      expiresAt,
    });
    const payment = { checkoutUrl, expiresAt: expiresAt.toISOString(), differenceCents: difference };
    await setChangeAfter(trx, change.id, { ...after, payment }, now);
    return { outcome: 'pay-difference', checkoutUrl, expiresAt, changeId: change.id };
  }

  const driver = await applyTrip(trx, b, change.id, plan, now);
  if (settlement === 'refunded') {
    // Never more than the card payments still hold (an admin may have refunded part already).
    const refundable = ((await paidCentsOf(trx, [b.id])).get(b.id) ?? 0) - b.refunded_cents;
    const amountCents = Math.max(0, Math.min(-difference, refundable));
    await deps.refund(trx, { bookingId: b.id, amountCents, reason: 'price-difference', idempotencyKey: `change:${change.id}:refund`, changeId: change.id, now });
  }
  await enqueueChangeConfirmedMail(trx, b.id, change.id, {
    kind: 'confirmed',
    approved: !!o.requestId,
    previousTotalCents: b.total_cents,
    newTotalCents: plan.totalCents,
    settlement: settlement as Exclude<Settlement, 'pay'>,
    driver,
    note: o.note ?? null,
  });
  return { outcome: 'applied', checkoutUrl: null, expiresAt: null, changeId: change.id };
}
