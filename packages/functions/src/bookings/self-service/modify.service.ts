import type { z } from 'zod';
import type { ChangeBookingOutput, ChangePreview, changeBookingInput } from '@rides/contracts/self-service';
import type { Caller } from '../../http/callable';
import { refuse } from '../../http/refuse';
import { enqueueChangeRequestedMail } from '../../mail/booking-changes';
import { bookingByLink } from '../booking-access.service';
import { bookingView } from '../booking-view.service';
import { findById, type BookingRow } from '../bookings.repo';
import type { TripInput } from '../trip-quote';
import { startModify } from './apply-change';
import { lockBooking } from './booking-writes.repo';
import { changedTripFields, snapshotOf, type ModifyAfter } from './change-data';
import { changeByKey, insertChange, pendingChangesOf, type ChangeRow } from './changes.repo';
import { moveChange } from './change-status.repo';
import type { SelfServiceDeps } from './deps';
import { planTrip, previewOf, routeOf, withTariffRead } from './plan-change';

type ChangeInput = z.output<typeof changeBookingInput>;

/** Modify is open for this booking now (self-service, or a request after the cutoff), else `modify-closed`. */
function openRoute(b: BookingRow, now: Date) {
  const route = routeOf(b, now);
  if (route === 'none') throw refuse('failed-precondition', 'modify-closed', { route });
  return route;
}

/** The price of the changed trip next to the current one, before anything is confirmed. */
export async function previewBookingChange(deps: SelfServiceDeps, access: { reference: string; token: string }, trip: TripInput): Promise<ChangePreview> {
  const now = deps.now();
  const b = await bookingByLink(deps.db, access.reference, access.token, now);
  const route = openRoute(b, now);
  return previewOf(deps.db, b, await planTrip(deps, b, trip, now), route);
}

/** The same answer for the same idempotency key, whatever happened to the change since. */
function replay(c: ChangeRow): Omit<ChangeBookingOutput, 'booking'> {
  if (c.kind === 'request') return { outcome: 'requested', checkoutUrl: null };
  const payment = (c.after as ModifyAfter | null)?.payment;
  return payment ? { outcome: 'pay-difference', checkoutUrl: payment.checkoutUrl } : { outcome: 'applied', checkoutUrl: null };
}

/**
 * changeBooking (public, the manage link's key). In one transaction on the locked booking: a replay of
 * the key answers as the first call did; Modify must be open; an open request blocks a new change
 * (`change-pending`: the admins are on it) while a modify still waiting for its difference is
 * superseded by the new one (the booker changed their mind before paying; a late payment of it is
 * refunded); the new price must be the one shown (`price-changed`, with the preview). Then, past the
 * self-service cutoff, a request for the admins; before it, startModify. A trip identical to the
 * booking's changes nothing and records nothing.
 */
export async function changeBooking(deps: SelfServiceDeps, input: ChangeInput, caller: Caller | null): Promise<ChangeBookingOutput> {
  const now = deps.now();
  const found = await bookingByLink(deps.db, input.reference, input.token, now);
  const pricing = await withTariffRead(deps);
  const result = await deps.db.transaction().execute(async (trx) => {
    const b = (await lockBooking(trx, found.id))!;
    const existing = await changeByKey(trx, input.idempotencyKey);
    if (existing) {
      if (existing.booking_id !== b.id) throw refuse('already-exists', 'idempotency-key-reused');
      return replay(existing);
    }
    const route = openRoute(b, now);
    const pending = await pendingChangesOf(trx, b.id);
    if (pending.some((c) => c.status === 'open')) throw refuse('failed-precondition', 'change-pending');
    for (const c of pending) await moveChange(trx, c, 'supersede', 'booker', now);

    const plan = await planTrip(pricing, b, input.trip, now);
    if (plan.totalCents !== input.shownTotalCents) throw refuse('failed-precondition', 'price-changed', { preview: await previewOf(trx, b, plan, route) });
    const before = snapshotOf(b);
    if (changedTripFields(before, plan).length === 0) return { outcome: 'applied' as const, checkoutUrl: null };

    const actor = { kind: 'booker' as const, id: caller?.uid ?? null };
    if (route === 'request') {
      const request = await insertChange(trx, {
        bookingId: b.id,
        kind: 'request',
        status: 'open',
        actor: actor.kind,
        actorId: actor.id,
        before,
        after: plan satisfies ModifyAfter,
        priceBeforeCents: b.total_cents,
        priceAfterCents: plan.totalCents,
        message: input.message?.trim() || null,
        idempotencyKey: input.idempotencyKey,
        now,
      });
      const trip = { from: plan.from, to: plan.to, pickupAt: new Date(plan.pickupAt), flightNumber: plan.flightNumber, party: plan.party };
      await enqueueChangeRequestedMail(trx, b.id, request.id, trip, { kind: 'requested', newTotalCents: plan.totalCents, message: request.message });
      return { outcome: 'requested' as const, checkoutUrl: null };
    }
    const r = await startModify(trx, deps, b, plan, { actor, idempotencyKey: input.idempotencyKey }, now);
    return { outcome: r.outcome, checkoutUrl: r.checkoutUrl };
  });
  deps.afterCommit();
  return { ...result, booking: await bookingView(deps.db, (await findById(deps.db, found.id))!, deps.now()) };
}
