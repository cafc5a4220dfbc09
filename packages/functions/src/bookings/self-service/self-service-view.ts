import { UNPAID_CARD_BOOKING_TTL_MINUTES, type BookingChangeView, type RefundView, type SelfServiceView } from '@rides/contracts/bookings';
import { FULL_REFUND_MIN_HOURS, refundFor, type Refund } from '@rides/domain/cancellation';
import { selfServiceWindow } from '@rides/domain/self-service';
import { receiptAvailable } from '../../documents/receipt-eligibility';
import type { BookingRow } from '../bookings.repo';
import { changedTripFields, type DetailsSnapshot, type ModifyAfter, type TripSnapshot } from './change-data';
import type { ChangeRow, RefundRow } from './changes.repo';

/** What the booker may do with a booking now, with the figures they see before confirming (pure; issue [E]). */

const HOUR_MS = 3_600_000;

/** Card money received and given back on a booking, integer cents. */
export interface BookingMoney {
  paidCents: number;
  refundedCents: number;
}

/**
 * The refund of a cancellation at `now` (@rides/domain/cancellation, the one rule): of what was paid by
 * card and not yet refunded. Nothing for pay-the-driver or an unpaid card booking (the band's percent
 * still says which band it is).
 */
export function cancellationRefund(b: Pick<BookingRow, 'payment_method' | 'pickup_at'>, money: BookingMoney, now: Date): Refund {
  const refundable = b.payment_method === 'card' ? Math.max(0, money.paidCents - money.refundedCents) : 0;
  return refundFor(refundable, new Date(b.pickup_at), now);
}

/** Until when a cancellation is refunded in full. */
export const fullRefundUntil = (pickupAt: Date | string): Date => new Date(new Date(pickupAt).getTime() - FULL_REFUND_MIN_HOURS * HOUR_MS);

/** When the checkout of a modify's difference runs out. */
export function paymentDeadline(c: Pick<ChangeRow, 'after' | 'created_at'>): Date {
  const at = (c.after as ModifyAfter | null)?.payment?.expiresAt;
  return at ? new Date(at) : new Date(new Date(c.created_at).getTime() + UNPAID_CARD_BOOKING_TTL_MINUTES * 60_000);
}

/** A change still waiting: an open request, or a modify whose difference can still be paid. */
export const isPending = (c: ChangeRow, now: Date): boolean => c.status === 'open' || (c.status === 'awaiting_payment' && paymentDeadline(c) > now);


export function selfServiceView(b: BookingRow, money: BookingMoney, changes: readonly ChangeRow[], now: Date): SelfServiceView {
  const w = selfServiceWindow({ status: b.status, rideStatus: b.ride_status, pickupAt: new Date(b.pickup_at) }, now);
  const refund = cancellationRefund(b, money, now);
  const pending = [...changes].reverse().find((c) => c.booking_id === b.id && isPending(c, now));
  const after = pending?.after as ModifyAfter | null | undefined;
  return {
    details: w.details,
    modify: w.modify,
    cancel: w.cancel,
    selfServiceUntil: w.selfServiceUntil.toISOString(),
    cancellation: w.cancel ? { refundCents: refund.refundCents, percent: refund.percent, fullRefundUntil: fullRefundUntil(b.pickup_at).toISOString() } : null,
    pendingChange: pending
      ? {
          changeId: pending.id,
          status: pending.status as 'open' | 'awaiting_payment',
          newTotalCents: pending.price_after_cents ?? b.total_cents,
          differenceCents: (pending.price_after_cents ?? b.total_cents) - (pending.price_before_cents ?? b.total_cents),
          checkoutUrl: pending.status === 'awaiting_payment' ? (after?.payment?.checkoutUrl ?? null) : null,
        }
      : null,
    // The same rule as the document endpoint's, so the page offers exactly the receipts it serves.
    receipt: receiptAvailable(b),
  };
}

const DETAIL_FIELDS = ['contact', 'flightNumber', 'notes', 'signText'] as const;
/** The traveller's contact is stored whole; a change names the parts of it that differ. */
const CONTACT_FIELDS = [
  ['name', 'travellerName'],
  ['email', 'travellerEmail'],
  ['phone', 'travellerPhone'],
] as const;

function detailFieldsOf(before: DetailsSnapshot, after: DetailsSnapshot): string[] {
  // jsonb keeps its own key order: name them in the form's order.
  return DETAIL_FIELDS.flatMap((f): string[] => {
    if (!(f in after)) return [];
    if (f !== 'contact') return [f];
    return CONTACT_FIELDS.filter(([k]) => before.contact?.[k] !== after.contact?.[k]).map(([, name]) => name);
  });
}

/** The names of the fields a change touched. */
function fieldsOf(c: ChangeRow): string[] {
  if (c.kind === 'details') return detailFieldsOf((c.before ?? {}) as DetailsSnapshot, (c.after ?? {}) as DetailsSnapshot);
  if ((c.kind === 'modify' || c.kind === 'request') && c.before && c.after) return changedTripFields(c.before as TripSnapshot, c.after as TripSnapshot);
  return [];
}

/**
 * A change as the timeline shows it. The booker does not see an admin's internal reason for a cancel;
 * the admins see everything. An awaiting payment that ran out shows as superseded before the job marks it.
 */
export function toChangeView(c: ChangeRow, audience: 'booker' | 'admin', now: Date): BookingChangeView {
  const hidden = audience === 'booker' && c.kind === 'cancel' && c.actor === 'admin';
  return {
    id: c.id,
    at: new Date(c.created_at).toISOString(),
    kind: c.kind,
    status: c.status === 'awaiting_payment' && !isPending(c, now) ? 'superseded' : c.status,
    actor: c.actor,
    fields: fieldsOf(c),
    priceBeforeCents: c.price_before_cents,
    priceAfterCents: c.price_after_cents,
    message: hidden ? null : c.message,
    answer: c.answer,
  };
}

export const toRefundView = (r: RefundRow): RefundView => ({
  at: new Date(r.created_at).toISOString(),
  amountCents: r.amount_cents,
  status: r.status,
  reason: r.reason,
});
