import { sql } from 'kysely';
import type { SecurityEventType } from '@rides/contracts/security-event-types';
import type { Db } from '../db/db';
import { cursorOf, microsKey, readCursor } from '../db/keyset';
import { parisDay } from '../db/paris-sql';
import { LIMIT_BUCKET_PREFIXES } from '../auth/attempts.repo';

/** Session analytics (issue [F] 7): security events and sign-ins in [from, to), by Paris day. */

/** Refusals recorded by sign-in (sign-up's carry `during: 'sign-up'` in their details). */
const SIGN_IN_REFUSALS = ['rate_limit_exceeded', 'bot_detected'] as const;
/** The table's buckets of other limits (sign-up, bookings; auth/attempts.repo.ts) are not sign-ins. */
const notALimitBucket = sql<boolean>`not (a.identifier like any (${LIMIT_BUCKET_PREFIXES.map((p) => `${p}%`)}::text[]))`;

export async function eventCountsByDay(db: Db, from: Date, to: Date, types: readonly SecurityEventType[]): Promise<Array<{ date: string; type: SecurityEventType; n: number }>> {
  let q = db
    .selectFrom('security_events as e')
    .select([parisDay('e.created_at').as('date'), 'e.event_type', sql<string>`count(*)`.as('n')])
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to);
  if (types.length > 0) q = q.where('e.event_type', 'in', types);
  const rows = await q.groupBy([sql`1`, 'e.event_type']).execute();
  return rows.map((r) => ({ date: r.date, type: r.event_type, n: Number(r.n) }));
}

export interface SignInDayRow {
  date: string;
  successes: number;
  failures: number;
  refused: number;
}

/** Per Paris day: sign-ins (user_login), wrong passwords (sign-in attempts kept) and sign-ins refused before the password. */
export async function signInsByDay(db: Db, from: Date, to: Date): Promise<SignInDayRow[]> {
  const events = db
    .selectFrom('security_events as e')
    .select([
      parisDay('e.created_at').as('date'),
      sql<number>`(e.event_type = 'user_login')::int`.as('success'),
      sql<number>`0`.as('failure'),
      sql<number>`(e.event_type <> 'user_login')::int`.as('refused'),
    ])
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .where((eb) =>
      eb.or([
        eb('e.event_type', '=', 'user_login'),
        eb.and([eb('e.event_type', 'in', SIGN_IN_REFUSALS), sql<boolean>`e.details ->> 'during' is null`]),
      ]),
    );
  const attempts = db
    .selectFrom('sign_in_attempts as a')
    .select([parisDay('a.attempted_at').as('date'), sql<number>`0`.as('success'), sql<number>`1`.as('failure'), sql<number>`0`.as('refused')])
    .where('a.attempted_at', '>=', from)
    .where('a.attempted_at', '<', to)
    .where(notALimitBucket);
  const rows = await db
    .selectFrom(events.unionAll(attempts).as('s'))
    .select(['s.date', sql<string>`sum(s.success)`.as('successes'), sql<string>`sum(s.failure)`.as('failures'), sql<string>`sum(s.refused)`.as('refused')])
    .groupBy('s.date')
    .execute();
  return rows.map((r) => ({ date: r.date, successes: Number(r.successes), failures: Number(r.failures), refused: Number(r.refused) }));
}

export interface TopIdentifierRow {
  identifier: string;
  failures: number;
  refused: number;
  lastAt: Date;
}

/** The identifiers (e-mails) with the most wrong passwords and refused sign-ins in the range. */
export async function topIdentifiers(db: Db, from: Date, to: Date, limit: number): Promise<TopIdentifierRow[]> {
  const attempts = db
    .selectFrom('sign_in_attempts as a')
    .select(['a.identifier', sql<number>`1`.as('failure'), sql<number>`0`.as('refused'), 'a.attempted_at as at'])
    .where('a.attempted_at', '>=', from)
    .where('a.attempted_at', '<', to)
    .where(notALimitBucket);
  const refusals = db
    .selectFrom('security_events as e')
    .select(['e.identifier', sql<number>`0`.as('failure'), sql<number>`1`.as('refused'), 'e.created_at as at'])
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .where('e.event_type', 'in', SIGN_IN_REFUSALS)
    .where(sql<boolean>`e.details ->> 'during' is null`);
  const rows = await db
    .selectFrom(attempts.unionAll(refusals).as('f'))
    .select(['f.identifier', sql<string>`sum(f.failure)`.as('failures'), sql<string>`sum(f.refused)`.as('refused'), sql<Date>`max(f.at)`.as('last_at')])
    .groupBy('f.identifier')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(f.at)`, 'desc')
    .orderBy('f.identifier')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ identifier: r.identifier, failures: Number(r.failures), refused: Number(r.refused), lastAt: new Date(r.last_at) }));
}

export interface SecurityEventDbRow {
  id: string;
  event_type: SecurityEventType;
  identifier: string;
  user_id: string | null;
  source_ip: string | null;
  details: Record<string, unknown>;
  user_agent: string;
  page_url: string;
  created_at: Date;
  /** created_at to the microsecond, for the cursor. */
  created_key: string;
}

export const eventCursorOf = (row: Pick<SecurityEventDbRow, 'created_key' | 'id'>): string => cursorOf(row.created_key, row.id);

export class BadCursorError extends Error {}

/** One page of events, newest first (limit + 1 read, to know whether there is a next page; never OFFSET). */
export async function listEvents(
  db: Db,
  f: { from: Date | null; to: Date | null; types: readonly SecurityEventType[] },
  after: string | null,
  limit: number,
): Promise<{ rows: SecurityEventDbRow[]; next: string | null }> {
  let q = db.selectFrom('security_events as e').select(['e.id', 'e.event_type', 'e.identifier', 'e.user_id', 'e.source_ip', 'e.details', 'e.user_agent', 'e.page_url', 'e.created_at', microsKey('e.created_at').as('created_key')]);
  if (f.from) q = q.where('e.created_at', '>=', f.from);
  if (f.to) q = q.where('e.created_at', '<', f.to);
  if (f.types.length > 0) q = q.where('e.event_type', 'in', f.types);
  if (after) {
    const c = readCursor(after);
    if (!c) throw new BadCursorError();
    q = q.where((eb) => eb(eb.refTuple('e.created_at', 'e.id'), '<', eb.tuple(sql<Date>`${c.key}::timestamptz`, c.id)));
  }
  const rows = (await q.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit + 1).execute()) as SecurityEventDbRow[];
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more ? eventCursorOf(page[page.length - 1]!) : null };
}

/** The retention rule: deletes security events and sign-in attempts older than their cut-offs; how many of each. */
export async function purgeSecurityLogs(db: Db, eventsBefore: Date, attemptsBefore: Date): Promise<{ events: number; attempts: number }> {
  const events = await db.deleteFrom('security_events').where('created_at', '<', eventsBefore).executeTakeFirst();
  const attempts = await db.deleteFrom('sign_in_attempts').where('attempted_at', '<', attemptsBefore).executeTakeFirst();
  return { events: Number(events.numDeletedRows), attempts: Number(attempts.numDeletedRows) };
}
