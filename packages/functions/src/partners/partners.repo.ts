import { sql } from 'kysely';
import type { Db } from '../db/db';
import { microsKey } from '../db/keyset';
import type { PartnersTable } from '../db/schema-partners';
import { COMMISSION_CLAIMS_WINDOW_HOURS } from '@rides/domain/partner-commission';

export type PartnerRow = Pick<PartnersTable, 'user_id' | 'slug' | 'company_name' | 'commission_bp'>;

const PARTNER_COLUMNS = ['p.user_id', 'p.slug', 'p.company_name', 'p.commission_bp'] as const;

export const partnerById = (db: Db, id: string): Promise<PartnerRow | undefined> =>
  db.selectFrom('partners as p').select(PARTNER_COLUMNS).where('p.user_id', '=', id).executeTakeFirst();

/** Whoever a slug was ever given to, partner still or not: a slug is never given to someone else. */
export const slugOwner = (db: Db, slug: string): Promise<string | undefined> =>
  db.selectFrom('partner_slugs').select('partner_id').where('slug', '=', slug).executeTakeFirst().then((r) => r?.partner_id);

/**
 * The partner a slug names, today's or one it had before (printed links keep working), while its owner
 * still holds the partner role: a former partner's link attributes nothing.
 */
export const partnerBySlug = (db: Db, slug: string): Promise<PartnerRow | undefined> =>
  db
    .selectFrom('partner_slugs as s')
    .innerJoin('partners as p', 'p.user_id', 's.partner_id')
    .innerJoin('user_roles as r', (j) => j.onRef('r.user_id', '=', 'p.user_id').on('r.role', '=', 'partner'))
    .select(PARTNER_COLUMNS)
    .where('s.slug', '=', slug)
    .executeTakeFirst();

export const listPartnerRows = (db: Db): Promise<PartnerRow[]> =>
  db.selectFrom('partners as p').select(PARTNER_COLUMNS).orderBy('p.company_name').orderBy('p.user_id').execute();

/** Reserves a slug for a partner; false when another partner has (or had) it. */
export async function claimSlug(trx: Db, partnerId: string, slug: string): Promise<boolean> {
  await trx.insertInto('partner_slugs').values({ slug, partner_id: partnerId }).onConflict((oc) => oc.column('slug').doNothing()).execute();
  const owner = await trx.selectFrom('partner_slugs').select('partner_id').where('slug', '=', slug).executeTakeFirst();
  return owner?.partner_id === partnerId;
}

/** Inserts the partner record; false when the user has one already or the slug is a current one (any conflict). */
export async function insertPartner(trx: Db, row: PartnerRow): Promise<boolean> {
  const made = await trx.insertInto('partners').values(row).onConflict((oc) => oc.doNothing()).returning('user_id').execute();
  return made.length > 0;
}

export async function updatePartnerRow(trx: Db, id: string, change: { slug?: string; commission_bp?: number }): Promise<PartnerRow | undefined> {
  return trx
    .updateTable('partners as p')
    .set({ ...change, updated_at: new Date() })
    .where('p.user_id', '=', id)
    .returning(PARTNER_COLUMNS)
    .executeTakeFirst();
}

/** What the partner's application says about the company, for a record made without one. */
export async function companyNameOf(db: Db, userId: string): Promise<string | null> {
  const app = await db
    .selectFrom('partner_applications')
    .select('company_name')
    .where('user_id', '=', userId)
    .orderBy(sql`status = 'approved'`, 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (app) return app.company_name;
  const user = await db.selectFrom('users').select(['full_name', 'email']).where('id', '=', userId).executeTakeFirst();
  return user?.full_name ?? user?.email ?? null;
}

// ---------------------------------------------------------------- bookings and commissions

/** Bookings that count for a partner: made (pay-the-driver) or paid, and those cancelled since (reversed). */
const COUNTED = ['confirmed', 'cancelled'] as const;

/** When the ride was done (completed, or its no-show confirmed): the claims window counts from it. */
const doneAt = sql<Date | null>`(select max(e.at) from ride_events e where e.booking_id = b.id and e.to_status in ('completed', 'no_show'))`;

export interface PartnerBookingRow {
  id: string;
  reference: string;
  pickup_at: Date;
  from_name: string;
  to_name: string;
  guest_name: string;
  status: 'confirmed' | 'cancelled';
  ride_status: string;
  total_cents: number;
  refunded_cents: number;
  commission_bp: number;
  done_at: Date | null;
  /** pickup_at to the microsecond, for the cursor. */
  pickup_key: string;
}

export async function partnerBookingRows(db: Db, partnerId: string, range: { start: Date; end: Date }, after: { key: string; id: string } | null, limit: number): Promise<PartnerBookingRow[]> {
  let q = db
    .selectFrom('bookings as b')
    .select([
      'b.id',
      'b.reference',
      'b.pickup_at',
      sql<string>`b.from_place->>'name'`.as('from_name'),
      sql<string>`b.to_place->>'name'`.as('to_name'),
      sql<string>`coalesce(b.traveller_name, b.booker_name)`.as('guest_name'),
      sql<'confirmed' | 'cancelled'>`b.status`.as('status'),
      'b.ride_status',
      'b.total_cents',
      'b.refunded_cents',
      sql<number>`coalesce(b.commission_bp, 0)`.as('commission_bp'),
      doneAt.as('done_at'),
      microsKey('b.pickup_at').as('pickup_key'),
    ])
    .where('b.partner_id', '=', partnerId)
    .where('b.status', 'in', COUNTED)
    .where('b.pickup_at', '>=', range.start)
    .where('b.pickup_at', '<', range.end);
  if (after) q = q.where((eb) => eb(eb.refTuple('b.pickup_at', 'b.id'), '<', eb.tuple(sql<Date>`${after.key}::timestamptz`, after.id)));
  return q.orderBy('b.pickup_at', 'desc').orderBy('b.id', 'desc').limit(limit).execute();
}

export interface MonthTotalsRow {
  partner_id: string;
  /** `YYYY-MM`. */
  month: string;
  bookings: number;
  commissionable_cents: number;
  commission_cents: number;
  pending_cents: number;
}

/**
 * A partner's months in [from, to) (Paris months of the pickups), in SQL at volume. The amounts are
 * `@rides/domain/partner-commission` commissionAmounts (kept = paid - refunded, without the 10 % VAT
 * included, times the frozen rate); a test checks both give the same cents. Reversed bookings
 * (cancelled, or refunded in full) are left out; `pending_cents` is the part not yet confirmed.
 */
export async function monthTotals(db: Db, range: { start: Date; end: Date }, now: Date, partnerId?: string): Promise<MonthTotalsRow[]> {
  const claimsEnd = new Date(now.getTime() - COMMISSION_CLAIMS_WINDOW_HOURS * 3600_000);
  const result = await sql<MonthTotalsRow>`
    with kept as (
      select b.partner_id,
             to_char(b.pickup_at at time zone 'Europe/Paris', 'YYYY-MM') as month,
             greatest(0, b.total_cents - b.refunded_cents) as kept,
             coalesce(b.commission_bp, 0) as bp,
             b.ride_status in ('completed', 'no_show') and coalesce(${doneAt} <= ${claimsEnd}, false) as confirmed
      from bookings b
      where b.partner_id is not null
        and b.status = 'confirmed' and b.ride_status <> 'cancelled'
        and b.pickup_at >= ${range.start} and b.pickup_at < ${range.end}
        ${partnerId ? sql`and b.partner_id = ${partnerId}` : sql``}
    ), amounts as (
      select partner_id, month, confirmed, kept - round(kept::numeric * 10 / 110)::int as commissionable, bp
      from kept where kept > 0
    ), commissions as (
      select partner_id, month, confirmed, commissionable, round(commissionable::numeric * bp / 10000)::int as commission from amounts
    )
    select partner_id, month, count(*)::int as bookings,
           sum(commissionable)::int as commissionable_cents,
           sum(commission)::int as commission_cents,
           coalesce(sum(commission) filter (where not confirmed), 0)::int as pending_cents
    from commissions
    group by partner_id, month
    order by month desc, partner_id`.execute(db);
  return result.rows;
}

export interface PayoutRow {
  partner_id: string;
  month: string;
  status: 'approved' | 'paid';
  bookings: number;
  commissionable_cents: number;
  commission_cents: number;
  payment_reference: string | null;
  paid_at: Date | null;
}

const monthStart = (month: string) => `${month}-01`;

export async function payoutRows(db: Db, months: { from: string; to: string }, partnerId?: string): Promise<PayoutRow[]> {
  let q = db
    .selectFrom('partner_payouts')
    .select([
      'partner_id',
      sql<string>`to_char(month, 'YYYY-MM')`.as('month'),
      'status',
      'bookings',
      'commissionable_cents',
      'commission_cents',
      'payment_reference',
      'paid_at',
    ])
    .where('month', '>=', monthStart(months.from))
    .where('month', '<=', monthStart(months.to));
  if (partnerId) q = q.where('partner_id', '=', partnerId);
  return q.execute();
}

/** Freezes a finished month's amounts; undefined when it was approved already. */
export async function insertApprovedPayout(trx: Db, p: { partnerId: string; month: string; totals: Pick<MonthTotalsRow, 'bookings' | 'commissionable_cents' | 'commission_cents'>; by: string }): Promise<boolean> {
  const rows = await trx
    .insertInto('partner_payouts')
    .values({
      partner_id: p.partnerId,
      month: monthStart(p.month),
      status: 'approved',
      bookings: p.totals.bookings,
      commissionable_cents: p.totals.commissionable_cents,
      commission_cents: p.totals.commission_cents,
      approved_by: p.by,
    })
    .onConflict((oc) => oc.columns(['partner_id', 'month']).doNothing())
    .returning('partner_id')
    .execute();
  return rows.length > 0;
}

/** Approved -> paid; false when the month is not approved or is paid already. */
export async function markPayoutPaid(trx: Db, p: { partnerId: string; month: string; paymentReference: string; by: string }): Promise<boolean> {
  const rows = await trx
    .updateTable('partner_payouts')
    .set({ status: 'paid', payment_reference: p.paymentReference, paid_at: new Date(), paid_by: p.by })
    .where('partner_id', '=', p.partnerId)
    .where('month', '=', monthStart(p.month))
    .where('status', '=', 'approved')
    .returning('partner_id')
    .execute();
  return rows.length > 0;
}
