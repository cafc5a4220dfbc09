import type { Db } from '../db/db';
import { insertBooking } from './messaging-fixtures';

let n = 0;
/** A card booking waiting for payment; returns its id and reference. */
export async function insertCardBooking(
  db: Db,
  over: { status?: 'pending_payment' | 'expired' | 'cancelled' | 'confirmed'; expiresAt?: Date } = {},
): Promise<{ id: string; reference: string }> {
  const reference = `PT-T${String(++n).padStart(5, '0')}`;
  const place = JSON.stringify({ id: 'x', kind: 'landmark', name: 'X', detail: '', lat: 48.85, lon: 2.35, inParis: true });
  return insertBooking(db, {
    reference,
    request_hash: 'h',
    status: over.status ?? 'pending_payment',
    payment_method: 'card',
    payment_status: 'unpaid',
    language: 'en',
    from_place: place,
    to_place: place,
    pickup_at: new Date(Date.now() + 86_400_000),
    flight_number: null,
    party: JSON.stringify({}),
    quote: JSON.stringify({}),
    total_cents: 7500,
    expires_at: over.expiresAt ?? new Date(Date.now() + 30 * 60_000),
  });
}

/** A modify of the booking waiting for its price difference to be paid; returns its id. */
export async function insertAwaitingChange(db: Db, bookingId: string, priceBeforeCents = 7500, priceAfterCents = 10500): Promise<string> {
  const row = await db
    .insertInto('booking_changes')
    .values({
      booking_id: bookingId,
      kind: 'modify',
      status: 'awaiting_payment',
      actor: 'booker',
      price_before_cents: priceBeforeCents,
      price_after_cents: priceAfterCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
