import type { Insertable, Selectable } from 'kysely';
import type { BookingView } from '@rides/contracts/bookings';
import type { Db } from '../db/db';
import type { BookingsTable } from '../db/schema-bookings';
import { manageToken } from './manage-token';
import { iso, isoOrNull } from '../db/iso';

export type BookingRow = Selectable<BookingsTable>;

export const findById = (db: Db, id: string): Promise<BookingRow | undefined> =>
  db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();

export const findByIdempotencyKey = (db: Db, key: string): Promise<BookingRow | undefined> =>
  db.selectFrom('bookings').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

export const findByReference = (db: Db, reference: string): Promise<BookingRow | undefined> =>
  db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst();

/** Bookings of an account: linked to it, or booked with its (verified) e-mail before it existed. */
export const listForAccount = (db: Db, userId: string, email: string | null): Promise<BookingRow[]> =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where((eb) => (email ? eb.or([eb('user_id', '=', userId), eb(eb.fn('lower', ['booker_email']), '=', email.toLowerCase())]) : eb('user_id', '=', userId)))
    .orderBy('pickup_at', 'desc')
    .limit(200)
    .execute();

/** Stores a new booking; a duplicate idempotency key or reference fails with a unique violation. */
export const insertBooking = (db: Db, values: Insertable<BookingsTable>): Promise<BookingRow> =>
  db.insertInto('bookings').values(values).returningAll().executeTakeFirstOrThrow();

export async function setCheckoutUrl(db: Db, id: string, checkoutUrl: string): Promise<void> {
  await db.updateTable('bookings').set({ checkout_url: checkoutUrl }).where('id', '=', id).execute();
}

/** What a view adds to the row and its ride (booking-view.service.ts loads it for many rows at once). */
export type ViewExtras = Pick<BookingView, 'paidCents' | 'refunds' | 'changes' | 'selfService' | 'links'>;

/** A row, its ride and its history as its booker sees them (contracts' BookingView); the caller parses it with the schema. */
export function toView(row: BookingRow, ride: BookingView['ride'], extras: ViewExtras): BookingView {
  return {
    reference: row.reference,
    status: row.status,
    payment: row.payment_method,
    paymentStatus: row.payment_status,
    from: row.from_place as BookingView['from'],
    to: row.to_place as BookingView['to'],
    pickupAt: iso(row.pickup_at),
    flightNumber: row.flight_number,
    party: row.party as BookingView['party'],
    quote: row.quote as BookingView['quote'],
    booker: { name: row.booker_name, email: row.booker_email, phone: row.booker_phone },
    traveller: row.traveller_name ? { name: row.traveller_name, email: row.traveller_email ?? '', phone: row.traveller_phone ?? '' } : null,
    expiresAt: isoOrNull(row.expires_at),
    createdAt: iso(row.created_at),
    ride,
    notes: row.notes,
    signText: row.sign_text,
    cancelledAt: isoOrNull(row.cancelled_at),
    refundedCents: row.refunded_cents,
    manageToken: manageToken(row.reference),
    ...extras,
  };
}
