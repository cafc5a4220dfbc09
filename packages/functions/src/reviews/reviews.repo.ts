import { sql } from 'kysely';
import type { Language } from '@rides/contracts/languages';
import type { RideStatus } from '@rides/contracts/ride-status';
import type { Db } from '../db/db';

/** What a review link needs to know of its booking, with the review already written, if any. */
export interface ReviewTarget {
  id: string;
  ride_status: RideStatus;
  booker_name: string;
  language: Language;
  review_id: string | null;
}

export const reviewTarget = (db: Db, reference: string): Promise<ReviewTarget | undefined> =>
  db
    .selectFrom('bookings as b')
    .leftJoin('reviews as r', 'r.booking_id', 'b.id')
    .select(['b.id', 'b.ride_status', 'b.booker_name', 'b.language', 'r.id as review_id'])
    .where('b.reference', '=', reference)
    .executeTakeFirst();

/** Inserts the booking's review unless it has one. The new review's id, or null when one was there. */
export async function insertReview(db: Db, r: { bookingId: string; rating: number; comment: string; author: string; language: Language; now: Date }): Promise<string | null> {
  const row = await db
    .insertInto('reviews')
    .values({ booking_id: r.bookingId, rating: r.rating, comment: r.comment, author: r.author, language: r.language, created_at: r.now })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface ShownReviewRow {
  rating: number;
  comment: string;
  author: string;
  language: string;
  /** As json_agg writes a timestamptz ("2026-03-12T10:00:00.123456+00:00"). */
  created_at: string;
}

/**
 * The approved reviews' count, average (one decimal) and latest `latest`, newest first, in one
 * statement over `reviews_approved_idx` (count and average from the index alone: it includes the rating).
 */
export async function approvedSummary(db: Db, latest: number): Promise<{ count: number; average: number | null; latest: ShownReviewRow[] }> {
  const row = await db
    .selectFrom('reviews')
    .where('status', '=', 'approved')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`round(avg(rating), 1)::float8`.as('average'),
      sql<ShownReviewRow[]>`(
        select coalesce(json_agg(l order by l.created_at desc, l.id desc), '[]'::json)
        from (
          select id, rating, comment, author, language, created_at from reviews
          where status = 'approved' order by created_at desc, id desc limit ${latest}
        ) l
      )`.as('latest'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export interface PendingReviewRow {
  id: string;
  reference: string;
  rating: number;
  comment: string;
  author: string;
  language: Language;
  created_at: Date;
  /** Every pending review, not only those returned. */
  total: number;
}

/** The oldest `limit` pending reviews with their booking's reference, each row carrying how many wait in all. */
export const pendingReviewRows = (db: Db, limit: number): Promise<PendingReviewRow[]> =>
  db
    .selectFrom('reviews as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .select(['r.id', 'b.reference', 'r.rating', 'r.comment', 'r.author', 'r.language', 'r.created_at', sql<number>`(count(*) over ())::int`.as('total')])
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();

/** Approves or rejects a pending review; its new status, or undefined when it is not pending (decided, or no such review). */
export async function decidePending(db: Db, d: { id: string; status: 'approved' | 'rejected'; adminId: string; now: Date }): Promise<'approved' | 'rejected' | undefined> {
  const row = await db
    .updateTable('reviews')
    .set({ status: d.status, decided_at: d.now, decided_by: d.adminId })
    .where('id', '=', d.id)
    .where('status', '=', 'pending')
    .returning('status')
    .executeTakeFirst();
  return row?.status as 'approved' | 'rejected' | undefined;
}

export const reviewExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.selectFrom('reviews').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
