import type { BookingView } from '@rides/contracts/bookings';
import type { listChangeRequests } from '@rides/contracts/self-service';
import type { z } from 'zod';
import { HttpsError } from 'firebase-functions/v2/https';
import { selfServiceWindow } from '@rides/domain/self-service';
import { formatParisDateTime } from '@rides/i18n/format';
import type { Db } from '../../db/db';
import type { Caller } from '../../http/callable';
import { refuse } from '../../http/refuse';
import { enqueueChangeDeclinedMail, enqueueChangePaymentMail } from '../../mail/booking-changes';
import { textsFor } from '../../i18n/server-i18n';
import { partyAndExtras } from '../../messaging/templates/ride-text';
import { bookingView } from '../booking-view.service';
import { findById } from '../bookings.repo';
import { startModify } from './apply-change';
import { lockBooking } from './booking-writes.repo';
import { withCurrentFlight, type ModifyAfter, type TripSnapshot } from './change-data';
import { changeOwner, lockChange, openRequests } from './changes.repo';
import { moveChange } from './change-status.repo';
import type { SelfServiceDeps } from './deps';
import { planTrip, withTariffRead } from './plan-change';

type ChangeRequests = z.input<typeof listChangeRequests.output>['requests'];

/** The asked trip on one line for the admins' list: when (Paris time), from → to, vehicle, party and extras. */
export function requestSummary(a: ModifyAfter): string {
  return [formatParisDateTime(a.pickupAt, 'en'), `${a.from.name} → ${a.to.name}`, textsFor('mail', 'en')(`vehicles.${a.party.vehicle}`), partyAndExtras(a.party, 'en')].join(' · ');
}

/** Open change requests, oldest first (/admin/all-requests answers them in that order). */
export async function listOpenRequests(db: Db): Promise<ChangeRequests> {
  const rows = await openRequests(db);
  return rows.map((r) => ({
    changeId: r.id,
    reference: r.reference,
    createdAt: new Date(r.created_at).toISOString(),
    pickupAt: new Date(r.pickup_at).toISOString(),
    bookerName: r.booker_name,
    message: r.message,
    currentTotalCents: r.price_before_cents ?? r.total_cents,
    newTotalCents: r.price_after_cents ?? r.total_cents,
    summary: requestSummary(r.after as ModifyAfter),
  }));
}

/**
 * answerChangeRequest (admin). Decline: the request is closed with the admins' note and the booker
 * is told. Approve: the asked trip is planned again now (same checks and prices as a self-service
 * Modify at this moment) and applied as one would be: at once, or, for a card booking that costs
 * more, once the booker pays the difference through the link they are e-mailed. `request-closed` when
 * the request was answered (or withdrawn by a cancel or a later change) meanwhile.
 */
export async function answerChangeRequest(
  deps: SelfServiceDeps,
  input: { changeId: string; decision: 'approve' | 'decline'; note?: string },
  caller: Caller,
): Promise<BookingView> {
  const now = deps.now();
  const note = input.note?.trim() || null;
  const pricing = await withTariffRead(deps);
  const bookingId = await deps.db.transaction().execute(async (trx) => {
    // The booking first, then the change: the order every other writer of a booking's changes uses.
    const peek = await changeOwner(trx, input.changeId);
    if (!peek || peek.kind !== 'request') throw new HttpsError('not-found', 'errors.not-found');
    const b = (await lockBooking(trx, peek.booking_id))!;
    const c = (await lockChange(trx, input.changeId))!;
    if (c.status !== 'open') throw refuse('failed-precondition', 'request-closed', { status: c.status });
    const answer = { answer: note, answeredBy: caller.uid };

    if (input.decision === 'decline') {
      await moveChange(trx, c, 'decline', 'admin', now, answer);
      await enqueueChangeDeclinedMail(trx, b.id, c.id, { kind: 'declined', note });
      return b.id;
    }
    const w = selfServiceWindow({ status: b.status, rideStatus: b.ride_status, pickupAt: new Date(b.pickup_at) }, now);
    if (w.modify === 'none') throw refuse('failed-precondition', 'modify-closed', { route: w.modify });
    const plan = withCurrentFlight(await planTrip(pricing, b, (c.after as ModifyAfter).trip, now), c.before as TripSnapshot, b);
    await moveChange(trx, c, 'approve', 'admin', now, answer);
    const r = await startModify(trx, deps, b, plan, { actor: { kind: 'admin', id: caller.uid }, requestId: c.id, note }, now);
    if (r.outcome === 'pay-difference') {
      const trip = { from: plan.from, to: plan.to, pickupAt: new Date(plan.pickupAt), flightNumber: plan.flightNumber, party: plan.party };
      await enqueueChangePaymentMail(trx, b.id, r.changeId, trip, {
        kind: 'pay-difference',
        newTotalCents: plan.totalCents,
        differenceCents: plan.totalCents - b.total_cents,
        checkoutUrl: r.checkoutUrl!,
        deadline: r.expiresAt!,
        note,
      });
    }
    return b.id;
  });
  deps.afterCommit();
  return bookingView(deps.db, (await findById(deps.db, bookingId))!, deps.now());
}
