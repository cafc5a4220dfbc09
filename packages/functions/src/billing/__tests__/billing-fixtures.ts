import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertBooking } from '../../test-kit/messaging-fixtures';

type Conn = Kysely<Database>;
let n = 0;
const place = JSON.stringify({ id: 'x', kind: 'landmark', name: 'X', detail: '', lat: 48.85, lon: 2.35, inParis: true });

export async function driver(db: Conn, name: string): Promise<string> {
  const id = `bill-d-${++n}-${randomUUID().slice(0, 6)}`;
  await db.insertInto('users').values({ id, email: `${id}@example.com`, full_name: name }).execute();
  return id;
}

/** A confirmed booking (a completed ride when `completedAt` is given, by `driverId`, with the cash recorded). */
export async function booking(
  db: Conn,
  o: { payment: 'card' | 'driver'; totalCents: number; driverId?: string; completedAt?: string; cashCents?: number },
): Promise<{ id: string; reference: string }> {
  const b = await insertBooking(db, {
    reference: `PT-B${String(++n).padStart(5, '0')}`,
    request_hash: 'h',
    status: 'confirmed',
    payment_method: o.payment,
    payment_status: o.payment === 'card' ? 'paid' : 'pay_driver',
    language: 'en',
    from_place: place,
    to_place: place,
    pickup_at: o.completedAt ? new Date(Date.parse(o.completedAt) - 3_600_000) : new Date('2030-01-01T10:00:00Z'),
    flight_number: null,
    party: JSON.stringify({}),
    quote: JSON.stringify({}),
    total_cents: o.totalCents,
    ride_status: o.completedAt ? 'completed' : 'unassigned',
    driver_id: o.driverId ?? null,
    cash_collected_cents: o.cashCents ?? null,
  });
  if (o.completedAt) {
    await db
      .insertInto('ride_events')
      .values({ booking_id: b.id, at: o.completedAt, actor: 'driver', actor_id: o.driverId ?? null, action: 'complete', from_status: 'on_board', to_status: 'completed', driver_id: o.driverId ?? null })
      .execute();
  }
  return b;
}

/** A paid payment of the booking, paid at `paidAt` (the trigger of 0014 takes updated_at). */
export async function payment(db: Conn, bookingId: string, o: { cents: number; paidAt: string; provider?: string; providerPaymentId?: string | null }): Promise<string> {
  const row = await db
    .insertInto('payments')
    .values({
      booking_id: bookingId,
      provider: o.provider ?? 'local-sandbox',
      session_id: `cs_${randomUUID()}`,
      status: 'paid',
      amount_cents: o.cents,
      provider_payment_id: o.providerPaymentId === undefined ? `pi_local_${randomUUID().replace(/-/g, '')}` : o.providerPaymentId,
      updated_at: o.paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function refund(
  db: Conn,
  bookingId: string,
  paymentId: string,
  o: { cents: number; at: string; status?: 'pending' | 'succeeded' | 'failed'; provider?: string; providerRefundId?: string },
): Promise<string> {
  const row = await db
    .insertInto('refunds')
    .values({
      booking_id: bookingId,
      payment_id: paymentId,
      provider: o.provider ?? 'local-sandbox',
      provider_refund_id: o.providerRefundId ?? `re_local_${randomUUID().replace(/-/g, '')}`,
      amount_cents: o.cents,
      status: o.status ?? 'succeeded',
      reason: 'admin',
      idempotency_key: randomUUID(),
      created_at: o.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a sandbox balance transaction to another time (its `created` is the database's clock otherwise). */
export const setCreated = (db: Conn, source: string, at: string) => sql`update sandbox_balance_transactions set created = ${at}::timestamptz where source = ${source}`.execute(db);
