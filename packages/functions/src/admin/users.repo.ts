import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Role } from '@rides/contracts/roles';
import type { UserFilters } from '@rides/contracts/admin-users';
import type { Db } from '../db/db';
import type { Database } from '../db/schema';

/**
 * /admin/users: the accounts, searched and paged on the server (migration 0015's indexes), one
 * account with its bookings and security events, and the writes behind disabling an account.
 */

/** Columns of users added by migration 0015 (the generated search columns are only read in SQL). */

export interface UserDbRow {
  id: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  preferred_language: Database['users']['preferred_language']['__select__'];
  created_at: Date;
  /** created_at to the microsecond, for the cursor (a JS Date keeps milliseconds). */
  created_key: string;
  disabled_at: Date | null;
  disabled_by: string | null;
  roles: Role[];
}

type Eb = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** LIKE's wildcards and escape taken literally (the default escape character is the backslash). */
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the admin typed, read as a phone number: only digits and phone punctuation, at least 3 digits. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/** A phone as typed to its E.164 digits as far as typed: `06 12…` is French (`3361 2…`), `00 44…` international. */
export function phoneDigitsPrefix(q: string): string | null {
  if (!PHONE_LIKE.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (q.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `33${digits.slice(1)}`;
  return digits;
}

/** Up to 6 words of a name, each a prefix (`ada lov` finds Ada Lovelace). */
export function nameQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The search box, each kind answered by its own index: with an `@` the start of an e-mail; digits
 * (and phone punctuation) the start of a phone number; anything else the start of a name's words or
 * of an e-mail (`ada.lov`).
 */
function searchCondition(eb: Eb, q: string): Expression<SqlBool> {
  const email = sql<SqlBool>`lower(u.email) like ${likePrefix(q.toLowerCase())}`;
  if (q.includes('@')) return email;
  const phone = phoneDigitsPrefix(q);
  if (phone) return sql<SqlBool>`u.phone_digits like ${likePrefix(phone)}`;
  const words = nameQuery(q);
  return words ? eb.or([email, sql<SqlBool>`u.search_names @@ to_tsquery('simple', ${words})`]) : email;
}

function selected(db: Db) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.full_name',
      'u.phone',
      'u.preferred_language',
      'u.created_at',
      sql<string>`to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_key'),
      'u.disabled_at',
      'u.disabled_by',
      sql<Role[]>`array(select r.role from user_roles r where r.user_id = u.id order by r.role)`.as('roles'),
    ]);
}

function filtered(db: Db, f: UserFilters) {
  let q = selected(db);
  if (f.role) {
    const role = f.role;
    q = q.where((eb) => eb.exists(eb.selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', role)));
  }
  if (f.q) {
    const text = f.q;
    q = q.where((eb) => searchCondition(eb as unknown as Eb, text));
  }
  return q;
}

/** The keyset cursor: the last row's creation instant (microseconds) and id. Opaque to the client. */
export const userCursorOf = (row: Pick<UserDbRow, 'created_key' | 'id'>): string => Buffer.from(`${row.created_key}|${row.id}`).toString('base64url');

const CREATED_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function readCursor(cursor: string): { at: string; id: string } | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.indexOf('|');
  const at = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (bar < 0 || !CREATED_KEY.test(at) || Number.isNaN(Date.parse(at)) || id.length < 1 || id.length > 128) return null;
  return { at, id };
}

export class BadUserCursorError extends Error {}

/** One page, newest account first (limit + 1 read, to know whether there is a next page). Never OFFSET. */
export async function listUserRows(db: Db, f: UserFilters, after: string | null, limit: number): Promise<{ rows: UserDbRow[]; next: string | null }> {
  let q = filtered(db, f);
  if (after) {
    const c = readCursor(after);
    if (!c) throw new BadUserCursorError();
    q = q.where(sql<SqlBool>`(u.created_at, u.id) < (${c.at}::timestamptz, ${c.id})`);
  }
  const rows = (await q.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(limit + 1).execute()) as UserDbRow[];
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more ? userCursorOf(page[page.length - 1]!) : null };
}

export const userRowById = (db: Db, id: string): Promise<UserDbRow | undefined> =>
  selected(db).where('u.id', '=', id).executeTakeFirst() as Promise<UserDbRow | undefined>;

/**
 * The account's bookings as My Bookings finds them (made signed in, or under its e-mail), latest
 * pickup first; `max` + 1 read, to know whether there are more.
 */
export function bookingsOfUser(db: Db, user: { id: string; email: string | null }, max: number) {
  return db
    .selectFrom('bookings as b')
    .select([
      'b.id',
      'b.reference',
      'b.status',
      'b.ride_status',
      'b.pickup_at',
      sql<string>`b.from_place ->> 'name'`.as('from_name'),
      sql<string>`b.to_place ->> 'name'`.as('to_name'),
      'b.total_cents',
    ])
    .where((eb) => (user.email ? eb.or([eb('b.user_id', '=', user.id), eb(eb.fn('lower', ['b.booker_email']), '=', user.email.toLowerCase())]) : eb('b.user_id', '=', user.id)))
    .orderBy('b.pickup_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(max + 1)
    .execute();
}

/** The account's security events, newest first. */
export const securityEventsOfUser = (db: Db, userId: string, max: number) =>
  db
    .selectFrom('security_events')
    .select(['id', 'event_type', 'identifier', 'page_url', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(max)
    .execute();

// ---------------------------------------------------------------- writes (in the service's transaction)

/**
 * Serialises every change that could take away an admin (a role removed, an account disabled), so
 * two admins acting on each other at once cannot both pass the last-admin check.
 */
export async function lockAdminSet(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('admin-users:admin-set'))`.execute(trx);
}

/** Locks the account's row until the transaction ends; undefined when there is no such account. */
export const lockUserRow = (trx: Db, id: string) =>
  trx.selectFrom('users').select(['id', 'email', 'disabled_at']).where('id', '=', id).forUpdate().executeTakeFirst();

/** Enabled accounts holding the admin role, other than `exceptId`. */
export async function countOtherEnabledAdmins(trx: Db, exceptId: string): Promise<number> {
  const row = await trx
    .selectFrom('user_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.role', '=', 'admin')
    .where('r.user_id', '<>', exceptId)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Disabled (by whom, when, and tokens of earlier sign-ins refused from `sessionsValidAfter`) or enabled. */
export async function writeDisabled(trx: Db, id: string, state: { disabledAt: Date | null; disabledBy: string | null; sessionsValidAfter: Date }): Promise<void> {
  await trx
    .updateTable('users')
    .set({ disabled_at: state.disabledAt, disabled_by: state.disabledBy, sessions_valid_after: state.sessionsValidAfter, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
