import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { config } from '../config';

// bigint identity columns come back as strings; timestamps as Date.
export type Db = Kysely<Database>;

export function createDb(connectionString: string, max = 5): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

let shared: Db | null = null;
/** The function instance's pool, created on first use. */
export const db = (): Db => (shared ??= createDb(config().databaseUrl, config().databasePoolSize));
