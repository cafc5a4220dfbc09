import { HttpsError } from 'firebase-functions/v2/https';
import { MIN_LEAD_MINUTES, UNPAID_CARD_BOOKING_TTL_MINUTES, type BookingView } from '@rides/contracts/bookings';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { refuse } from '../http/refuse';
import { findByReference, listForAccount, type BookingRow } from './bookings.repo';
import { expireUnpaid, reopenForPayment } from './booking-status.repo';
import { isManageToken } from './manage-token';
import { bookingView, bookingViews } from './booking-view.service';
import type { BookingDeps } from './create-booking.service';

/** An unpaid card booking past its time is released (status expired) when next looked at. */
async function withExpiry(db: Db, row: BookingRow, now: Date): Promise<BookingRow> {
  if (row.status !== 'pending_payment' || !row.expires_at || new Date(row.expires_at) > now) return row;
  return (await expireUnpaid(db, now, row.id))[0] ?? row;
}

/**
 * The booking behind a manage link. A wrong token and an unknown reference get the same answer, so
 * the link cannot be used to find out which references exist.
 */
export async function bookingByLink(db: Db, reference: string, token: string, now: Date): Promise<BookingRow> {
  const row = isManageToken(reference, token) ? await findByReference(db, reference) : undefined;
  if (!row) throw new HttpsError('not-found', 'errors.not-found');
  return withExpiry(db, row, now);
}

export async function viewBooking(db: Db, reference: string, token: string, now: Date): Promise<BookingView> {
  const row = await bookingByLink(db, reference, token, now);
  return bookingView(db, row, now);
}

/**
 * Pay again (after a cancelled or failed checkout): a new checkout for the same trip and price. An
 * expired booking is reopened while its pickup is still far enough ahead (the fixed price does not change).
 */
export async function payAgain(deps: BookingDeps, reference: string, token: string): Promise<{ checkoutUrl: string }> {
  const now = deps.now();
  const row = await bookingByLink(deps.db, reference, token, now);
  if (row.payment_method !== 'card' || row.status === 'cancelled') throw refuse('failed-precondition', 'not-payable');
  if (row.payment_status === 'paid' || row.status === 'confirmed') throw refuse('failed-precondition', 'already-paid');
  if (new Date(row.pickup_at).getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) throw refuse('failed-precondition', 'pickup-too-soon', { minLeadMinutes: MIN_LEAD_MINUTES });
  const expiresAt = new Date(now.getTime() + UNPAID_CARD_BOOKING_TTL_MINUTES * 60_000);
  const checkoutUrl = await deps.db.transaction().execute(async (trx) => {
    const from = row.from_place as { name: string };
    const to = row.to_place as { name: string };
    const url = await deps.startCardPayment(trx, {
      id: row.id,
      reference: row.reference,
      totalCents: row.total_cents,
      bookerEmail: row.booker_email,
      description: `${row.reference} · ${from.name} → ${to.name}`,
      expiresAt,
    });
    await reopenForPayment(trx, row, { expiresAt, checkoutUrl: url, now });
    return url;
  });
  return { checkoutUrl };
}

/** My Bookings: linked to the account, or booked earlier with its verified e-mail (loaded in batches: no query per booking). */
export async function myBookings(db: Db, caller: Caller, now: Date = new Date()): Promise<BookingView[]> {
  const rows = await listForAccount(db, caller.uid, caller.email);
  return bookingViews(db, rows, now);
}
