import pg from 'pg';
import { createDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';

async function onServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of the test file's own on the Postgres server of `pnpm test` (PG_SERVER_URL),
 * created before its tests and dropped after them: for tests of real concurrency, whose counts the
 * other integration tests (on the shared database) must not disturb. `db()` has `poolSize` connections.
 */
export function ownDatabase(name: string, poolSize: number): { db: () => Db; url: () => string } {
  const server = process.env.PG_SERVER_URL;
  const database = `${name}_${Date.now()}`;
  let url = '';
  let db: Db | undefined;
  beforeAll(async () => {
    if (!server) throw new Error('PG_SERVER_URL not set: run through `pnpm test`');
    await onServer(server, `create database ${database}`);
    const u = new URL(server);
    u.pathname = `/${database}`;
    url = u.toString();
    await migrate(url);
    db = createDb(url, poolSize);
  });
  afterAll(async () => {
    await db?.destroy();
    if (server) await onServer(server, `drop database if exists ${database}`);
  });
  return { db: () => db!, url: () => url };
}
