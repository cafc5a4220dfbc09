import { sql } from 'kysely';

/**
 * Keyset pages ("Load more" after the last row, never OFFSET) ordered by a timestamp and an id. The
 * timestamp travels as fixed-width UTC text to the microsecond: a JS Date keeps milliseconds only, and
 * rows that share a millisecond would be skipped by the next page.
 */
export const microsKey = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque cursor of a row: its microsecond key and id. */
export const cursorOf = (key: string, id: string): string => Buffer.from(`${key}|${id}`).toString('base64url');

/** The key and id of a cursor, or null when it is not one of ours. Compare with `${key}::timestamptz`. */
export function readCursor(cursor: string): { key: string; id: string } | null {
  const [key, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return key && id && extra === undefined && KEY.test(key) && /^\d{1,18}$/.test(id) && !Number.isNaN(Date.parse(key)) ? { key, id } : null;
}
