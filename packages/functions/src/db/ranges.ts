import { sql } from 'kysely';

/** A half-open `[start, end)` tstzrange, as the busy windows and unavailable periods are stored and compared. */
export const tstzRange = (w: { start: Date; end: Date }) => sql<string>`tstzrange(${w.start.toISOString()}::timestamptz, ${w.end.toISOString()}::timestamptz, '[)')`;
