// Bookings as they stand in Postgres, for the documents' tests: a real trip and quote (the documents
// parse them), and their payments and refunds.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BookingsTable } from '../../db/schema-bookings';
import { insertBooking } from '../../test-kit/messaging-fixtures';
import { CDG, RIVOLI, cardReceipt } from './fixtures';

let n = 0;
/** A unique reference of the booking format (PT- and 6 characters). */
export const nextReference = (): string => `PT-D${String(++n).padStart(5, '0')}`;

/** A paid card booking with a real trip and quote (the documents parse them): not the messaging tests' pay-the-driver row. */
export async function insertPaidBooking(db: Kysely<Database>, over: Partial<Insertable<BookingsTable>> = {}): Promise<{ id: string; reference: string }> {
  const quote = cardReceipt().quote;
  return insertBooking(db, {
    reference: nextReference(),
    request_hash: 'h',
    status: 'confirmed',
    payment_method: 'card',
    payment_status: 'paid',
    paid_at: new Date('2026-11-20T09:58:00Z'),
    language: 'en',
    from_place: JSON.stringify(CDG),
    to_place: JSON.stringify(RIVOLI),
    pickup_at: new Date('2026-11-24T08:30:00Z'),
    flight_number: 'AF1234',
    party: JSON.stringify({ vehicle: 'van', passengers: 2, luggage: 2, childSeats: 2, boosterSeats: 0, extras: [] }),
    quote: JSON.stringify(quote),
    total_cents: quote.totalCents,
    duration_minutes: 100,
    ...over,
  });
}

/** The booking's card payment, as the payment webhook leaves it. */
export async function insertPaidPayment(db: Kysely<Database>, bookingId: string, amountCents = 11500): Promise<string> {
  const row = await db
    .insertInto('payments')
    .values({ booking_id: bookingId, provider: 'local-sandbox', session_id: `cs_local_${randomUUID().replace(/-/g, '')}`, status: 'paid', amount_cents: amountCents })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
