import { sql } from 'kysely';

/** The Paris calendar day of a timestamp column, as `YYYY-MM-DD` text (for grouping by day). */
export const parisDay = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
