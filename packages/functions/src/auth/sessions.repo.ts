import type { Db } from '../db/db';

/**
 * The moment from which earlier sessions end, for `now`: the start of its second. Firebase's auth_time
 * has second precision, so a sign-in in this very second (the caller's fresh token just after a
 * password change, for one) is not refused; one in an earlier second is.
 */
export const sessionBoundary = (now: Date): Date => new Date(Math.floor(now.getTime() / 1000) * 1000);

/** From `at` on, tokens of earlier sign-ins are refused (second precision, like Firebase's auth_time). */
export async function endSessions(db: Db, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ sessions_valid_after: at, updated_at: new Date() }).where('id', '=', userId).execute();
}

export async function sessionsValidAfter(db: Db, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('users').select('sessions_valid_after').where('id', '=', userId).executeTakeFirst();
  return row?.sessions_valid_after ? new Date(row.sessions_valid_after) : null;
}
