import type { BookingView } from '@rides/contracts/bookings';
import { decide } from '@rides/domain/ride-lifecycle';
import { selfServiceWindow } from '@rides/domain/self-service';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Db } from '../../db/db';
import type { Caller } from '../../http/callable';
import { refuse } from '../../http/refuse';
import { enqueueCancellationMail } from '../../mail/booking-changes';
import type { CancelMoney } from '../../mail/templates/booking-change.template';
import { enqueueRideMessages } from '../../messaging/ride-messages';
import type { SystemReason } from '../../rides/ride.service';
import { moveRideIn } from '../../rides/ride.service';
import { factsOfRow } from '../../rides/ride-views';
import { bookingByLink } from '../booking-access.service';
import { bookingView } from '../booking-view.service';
import { findById, findByReference, type BookingRow } from '../bookings.repo';
import { lockBooking } from './booking-writes.repo';
import type { CancelAfter } from './change-data';
import { insertChange, paidCentsOf, paidPaymentIdsOf, pendingChangesOf } from './changes.repo';
import { moveChange } from './change-status.repo';
import type { Actor, SelfServiceDeps } from './deps';
import { cancellationRefund, type BookingMoney } from './self-service-view';

/** The refund of a booking's cancellation is made once, whoever cancels and however often they ask. */
export const cancelRefundKey = (bookingId: string) => `cancel:${bookingId}`;

/** The ride event's reason when the booker cancels (admins read it; the driver reads the system's own wording). */
export const BOOKER_CANCEL_REASON = 'Cancelled by the booker.';

async function moneyOf(db: Db, b: BookingRow): Promise<BookingMoney> {
  return { paidCents: (await paidCentsOf(db, [b.id])).get(b.id) ?? 0, refundedCents: b.refunded_cents };
}

interface Cancellation {
  actor: Actor;
  /** Kept in the change (the booker's words are shown back to them; an admin's reason is internal). */
  message: string | null;
  /** The ride event's reason; the driver reads `reasonCode` in their language when set, else this. */
  rideReason: string;
  reasonCode?: SystemReason;
  refundCents: number;
  refundReason: 'cancellation' | 'admin';
}

/**
 * Cancels the locked booking: pending changes withdrawn, the ride cancelled through the lifecycle
 * (booking status `cancelled`, cancelled_at, a driver released and told by the ride's 'cancelled'
 * messages), a 'cancel' change, the card refund through the provider (key `cancel:<booking id>`),
 * and the cancellation e-mail to the booker (and the traveller).
 */
async function cancelLocked(trx: Db, deps: SelfServiceDeps, b: BookingRow, money: BookingMoney, c: Cancellation, now: Date): Promise<void> {
  for (const p of await pendingChangesOf(trx, b.id)) await moveChange(trx, p, 'supersede', c.actor.kind, now);
  const rideActor = c.actor.kind === 'admin' ? { kind: 'admin' as const, id: c.actor.id } : { kind: 'system' as const, id: null };
  await moveRideIn(trx, enqueueRideMessages, b.id, 'cancel', rideActor, { reason: c.rideReason, ...(c.reasonCode ? { reasonCode: c.reasonCode } : {}) }, now);
  const after: CancelAfter = { refundCents: c.refundCents, paidPaymentIds: await paidPaymentIdsOf(trx, b.id) };
  const change = await insertChange(trx, {
    bookingId: b.id,
    kind: 'cancel',
    status: 'applied',
    actor: c.actor.kind,
    actorId: c.actor.id,
    before: { status: b.status, rideStatus: b.ride_status },
    after,
    priceBeforeCents: b.total_cents,
    priceAfterCents: null,
    message: c.message,
    now,
  });
  if (c.refundCents > 0) {
    await deps.refund(trx, { bookingId: b.id, amountCents: c.refundCents, reason: c.refundReason, idempotencyKey: cancelRefundKey(b.id), changeId: change.id, now });
  }
  const paid = b.payment_method === 'card' && money.paidCents > 0;
  const mailMoney: CancelMoney =
    b.payment_method === 'driver' ? { kind: 'pay-driver' } : !paid ? { kind: 'not-charged' } : c.refundCents > 0 ? { kind: 'refund', amountCents: c.refundCents } : { kind: 'no-refund' };
  await enqueueCancellationMail(trx, b.id, change.id, { kind: 'cancelled', by: c.actor.kind === 'admin' ? 'admin' : 'booker', money: mailMoney });
}

/**
 * cancelBooking (public, the manage link's key), while selfService.cancel. The refund the person saw
 * must be the one due now (`refund-changed` with the new figure: the 24 hours may have passed while
 * they read). An already cancelled booking is answered as it is: a double click or a retry refunds once.
 */
export async function cancelBooking(
  deps: SelfServiceDeps,
  input: { reference: string; token: string; shownRefundCents: number; reason?: string },
  caller: Caller | null,
): Promise<BookingView> {
  const now = deps.now();
  const found = await bookingByLink(deps.db, input.reference, input.token, now);
  await deps.db.transaction().execute(async (trx) => {
    const b = (await lockBooking(trx, found.id))!;
    if (b.status === 'cancelled') return;
    const w = selfServiceWindow({ status: b.status, rideStatus: b.ride_status, pickupAt: new Date(b.pickup_at) }, now);
    if (!w.cancel) throw refuse('failed-precondition', 'not-open', { rideStatus: b.ride_status });
    const money = await moneyOf(trx, b);
    const refundCents = cancellationRefund(b, money, now).refundCents;
    if (refundCents !== input.shownRefundCents) throw refuse('failed-precondition', 'refund-changed', { refundCents });
    await cancelLocked(trx, deps, b, money, {
      actor: { kind: 'booker', id: caller?.uid ?? null },
      message: input.reason?.trim() || null,
      rideReason: BOOKER_CANCEL_REASON,
      reasonCode: 'booker-cancelled',
      refundCents,
      refundReason: 'cancellation',
    }, now);
  });
  deps.afterCommit();
  return bookingView(deps.db, (await findById(deps.db, found.id))!, deps.now());
}

/**
 * adminCancelBooking: any booking not yet cancelled whose ride the lifecycle still lets an admin cancel
 * (not on board, completed or a no-show), with a reason (internal: the booker's e-mail leaves it out)
 * and a refund the admin chooses, from 0 to what was paid by card and not yet refunded.
 */
export async function adminCancelBooking(deps: SelfServiceDeps, input: { reference: string; reason: string; refundCents: number }, caller: Caller): Promise<BookingView> {
  const now = deps.now();
  const found = await findByReference(deps.db, input.reference);
  if (!found) throw new HttpsError('not-found', 'errors.not-found');
  await deps.db.transaction().execute(async (trx) => {
    const b = (await lockBooking(trx, found.id))!;
    if (b.status === 'cancelled' || !decide(factsOfRow(b), 'cancel', 'admin', now, input.reason).ok) {
      throw refuse('failed-precondition', 'not-open', { status: b.status, rideStatus: b.ride_status });
    }
    const money = await moneyOf(trx, b);
    const refundableCents = b.payment_method === 'card' ? Math.max(0, money.paidCents - money.refundedCents) : 0;
    if (input.refundCents > refundableCents) throw refuse('failed-precondition', 'refund-too-large', { refundableCents });
    await cancelLocked(trx, deps, b, money, {
      actor: { kind: 'admin', id: caller.uid },
      message: input.reason,
      rideReason: input.reason,
      refundCents: input.refundCents,
      refundReason: 'admin',
    }, now);
  });
  deps.afterCommit();
  return bookingView(deps.db, (await findById(deps.db, found.id))!, deps.now());
}
