import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { config } from '../config';

// bigint identity columns come back as strings; timestamps as Date.
export type Db = Kysely<Database>;

export function createDb(connectionString: string, max = 5): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** `work` in the caller's transaction, else in one of its own (several writes that stand or fall together). */
export const atomically = <T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));

let shared: Db | null = null;
/** The function instance's pool, created on first use. */
export const db = (): Db => (shared ??= createDb(config().databaseUrl, config().databasePoolSize));

/**
 * Runs small aggregates (a few thousand rows) in one transaction without parallel workers: on a small
 * database server, starting workers costs more than the scan they share (`pnpm bench:db`: the ledger's
 * cash total took 45 ms with workers, 7 ms without).
 */
export function withoutParallelWorkers<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return run(trx);
  });
}
