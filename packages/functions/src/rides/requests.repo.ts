import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { BOOKING_STATUSES } from '@rides/contracts/bookings';
import { phoneSchema } from '@rides/contracts/phone';
import type { RequestFilters } from '@rides/contracts/ride-requests';
import { parisInstant } from '@rides/domain/paris-time';
import type { Db } from '../db/db';
import type { Database } from '../db/schema';

/** /admin/all-requests: every booking, filtered and searched on the server, newest pickup first. */
export interface RequestDbRow {
  id: string;
  reference: string;
  status: (typeof BOOKING_STATUSES)[number];
  ride_status: Database['bookings']['ride_status']['__select__'];
  payment_method: 'card' | 'driver';
  payment_status: 'unpaid' | 'paid' | 'pay_driver' | 'refunded';
  pickup_at: Date;
  from_name: string;
  to_name: string;
  booker_name: string;
  booker_email: string;
  booker_phone: string;
  traveller_name: string | null;
  total_cents: number;
  driver_name: string | null;
  partner_slug: string | null;
  created_at: Date;
}

type Eb = ExpressionBuilder<Database & { b: Database['bookings'] }, 'b'>;

const REFERENCE = /^PT-?([0-9A-Z]{6})$/i;

/**
 * The search box: a reference, an e-mail, a phone number or words of a name, each answered by its own
 * index (reference unique, lower(e-mail), phone, the names' tsvector with prefix matching).
 */
function searchCondition(eb: Eb, q: string): Expression<SqlBool> {
  const ref = REFERENCE.exec(q);
  if (ref) return eb('b.reference', '=', `PT-${ref[1]!.toUpperCase()}`);
  if (q.includes('@')) {
    const email = q.toLowerCase();
    return eb.or([eb(eb.fn('lower', ['b.booker_email']), '=', email), eb(eb.fn('lower', ['b.traveller_email']), '=', email)]);
  }
  const digits = q.replace(/[\s().-]/g, '');
  if (/^\+?\d{6,}$/.test(digits)) {
    const parsed = phoneSchema.safeParse(digits);
    const phone = parsed.success ? parsed.data : digits;
    return eb.or([eb('b.booker_phone', '=', phone), eb('b.traveller_phone', '=', phone)]);
  }
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return sql<SqlBool>`false`;
  const query = words.map((w) => `${w}:*`).join(' & ');
  return sql<SqlBool>`b.search_names @@ to_tsquery('simple', ${query})`;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filtered(db: Db, f: RequestFilters) {
  let q = db
    .selectFrom('bookings as b')
    .leftJoin('users as d', 'd.id', 'b.driver_id')
    .select([
      'b.id',
      'b.reference',
      'b.status',
      'b.ride_status',
      'b.payment_method',
      'b.payment_status',
      'b.pickup_at',
      sql<string>`b.from_place ->> 'name'`.as('from_name'),
      sql<string>`b.to_place ->> 'name'`.as('to_name'),
      'b.booker_name',
      'b.booker_email',
      'b.booker_phone',
      'b.traveller_name',
      'b.total_cents',
      sql<string | null>`coalesce(d.full_name, d.email)`.as('driver_name'),
      'b.partner_slug',
      'b.created_at',
    ]);
  if (f.status) q = (BOOKING_STATUSES as readonly string[]).includes(f.status) ? q.where('b.status', '=', f.status as never) : q.where('b.ride_status', '=', f.status as never);
  if (f.pickupFrom) q = q.where('b.pickup_at', '>=', parisInstant(f.pickupFrom, '00:00') ?? new Date(f.pickupFrom));
  if (f.pickupTo) q = q.where('b.pickup_at', '<', parisInstant(nextDay(f.pickupTo), '00:00') ?? new Date(nextDay(f.pickupTo)));
  if (f.payment) q = q.where('b.payment_status', '=', f.payment);
  if (f.driverId) q = q.where('b.driver_id', '=', f.driverId);
  if (f.partnerSlug) q = q.where('b.partner_slug', '=', f.partnerSlug);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) => searchCondition(eb as unknown as Eb, text));
  }
  return q;
}

/** The keyset cursor: the last row's pickup instant and id. Opaque to the client. */
export const cursorOf = (row: Pick<RequestDbRow, 'pickup_at' | 'id'>): string => Buffer.from(`${new Date(row.pickup_at).toISOString()}|${row.id}`).toString('base64url');

function readCursor(cursor: string): { pickupAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^\d{1,18}$/.test(id) || Number.isNaN(Date.parse(at))) return null;
  return { pickupAt: new Date(at), id };
}

export class BadCursorError extends Error {}

/** One page (limit + 1 read, to know whether there is a next page). Never OFFSET: deep pages cost the same. */
export async function listRequests(db: Db, f: RequestFilters, after: string | null, limit: number): Promise<{ rows: RequestDbRow[]; next: string | null }> {
  let q = filtered(db, f);
  if (after) {
    const c = readCursor(after);
    if (!c) throw new BadCursorError();
    q = q.where((eb) => eb(eb.refTuple('b.pickup_at', 'b.id'), '<', eb.tuple(c.pickupAt, c.id)));
  }
  const rows = (await q.orderBy('b.pickup_at', 'desc').orderBy('b.id', 'desc').limit(limit + 1).execute()) as RequestDbRow[];
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more ? cursorOf(page[page.length - 1]!) : null };
}

/** Up to `max` + 1 rows for an export (the extra one says it was cut). */
export const exportRows = (db: Db, f: RequestFilters, max: number): Promise<RequestDbRow[]> =>
  filtered(db, f).orderBy('b.pickup_at', 'desc').orderBy('b.id', 'desc').limit(max + 1).execute() as Promise<RequestDbRow[]>;

export const requestById = (db: Db, id: string) =>
  db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();

export const requestRowById = (db: Db, id: string): Promise<RequestDbRow | undefined> =>
  filtered(db, {}).where('b.id', '=', id).executeTakeFirst() as Promise<RequestDbRow | undefined>;

export const paymentsOf = (db: Db, bookingId: string) =>
  db.selectFrom('payments').select(['provider', 'status', 'amount_cents', 'created_at']).where('booking_id', '=', bookingId).orderBy('id').execute();
