import type { BookingChangeView, BookingView } from '@rides/contracts/bookings';
import type { Db } from '../db/db';
import { documentLinks } from '../documents/document-links';
import { rideViewsOf } from '../rides/ride-view.service';
import { toView, type BookingRow } from './bookings.repo';
import { changesOf, refundsOf, type ChangeRow, type RefundRow } from './self-service/changes.repo';
import { receiptAvailable } from '../documents/receipt-eligibility';
import { selfServiceView, toChangeView, toRefundView } from './self-service/self-service-view';

const grouped = <T extends { booking_id: string }>(rows: readonly T[]): Map<string, T[]> => {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(r.booking_id, [...(m.get(r.booking_id) ?? []), r]);
  return m;
};

/**
 * Bookings as their booker sees them (manage link, My Bookings, the admin's detail): the ride, the
 * changes, the refunds, the card money received, what may be done now and the documents. One query
 * per table for all the rows, however many (My Bookings lists up to 200).
 */
export async function bookingViews(db: Db, rows: readonly BookingRow[], now: Date): Promise<BookingView[]> {
  const ids = rows.map((r) => r.id);
  const [rides, changes, refunds] = await Promise.all([rideViewsOf(db, rows), changesOf(db, ids), refundsOf(db, ids)]);
  const changesBy = grouped<ChangeRow>(changes);
  const refundsBy = grouped<RefundRow>(refunds);
  return rows.map((r) => {
    // The card money received is on the row (paid_cents, kept by a trigger on payments), like what was refunded.
    const money = { paidCents: r.paid_cents, refundedCents: r.refunded_cents };
    const own = changesBy.get(r.id) ?? [];
    return toView(r, rides.get(r.id)!, {
      paidCents: money.paidCents,
      refunds: (refundsBy.get(r.id) ?? []).map(toRefundView),
      changes: own.map((c) => toChangeView(c, 'booker', now)),
      selfService: selfServiceView(r, money, own, now),
      links: documentLinks(r, receiptAvailable(r)),
    });
  });
}

export async function bookingView(db: Db, row: BookingRow, now: Date): Promise<BookingView> {
  return (await bookingViews(db, [row], now))[0]!;
}

/** A booking's changes as the admins see them (internal reasons included), oldest first. */
export async function adminChangeViews(db: Db, bookingId: string, now: Date): Promise<BookingChangeView[]> {
  return (await changesOf(db, [bookingId])).map((c) => toChangeView(c, 'admin', now));
}
