// A throwaway in-process Postgres for unit tests: PGlite with all migrations, served over the Postgres
// protocol on a Unix socket (no TCP port) from a worker thread, as the local stack serves it; the code
// under test uses its real driver (Kysely over node-postgres). PGlite runs in a worker because its
// loader uses dynamic import(), which Jest's module sandbox does not allow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createDb, type Db } from '../db/db';

const MIGRATIONS = path.resolve(__dirname, '../../migrations');

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { PGlite } = require(workerData.pglite);
const { btree_gist } = require(workerData.btreeGist);
const { PGLiteSocketServer } = require(workerData.socket);
(async () => {
  const db = new PGlite({ extensions: { btree_gist } });
  for (const f of fs.readdirSync(workerData.migrations).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(fs.readFileSync(path.join(workerData.migrations, f), 'utf8'));
  }
  const server = new PGLiteSocketServer({ db, path: workerData.socketPath, maxConnections: 20 });
  await server.start();
  parentPort.postMessage('ready');
})().catch((e) => parentPort.postMessage('error: ' + (e && e.stack || e)));
`;

/**
 * The one PGlite harness of the functions' tests (packages/functions/src/test-kit): a throwaway
 * in-memory database with every migration, reached through the real driver at `url`. PGlite runs one
 * transaction at a time: real concurrency is tested on a Postgres server (the *.int.ts files).
 */
interface TestDb {
  db: Db;
  url: string;
  stop(): Promise<void>;
}

async function startPglite(): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-pglite-'));
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      pglite: require.resolve('@electric-sql/pglite'),
      btreeGist: require.resolve('@electric-sql/pglite/contrib/btree_gist'),
      socket: require.resolve('@electric-sql/pglite-socket'),
      migrations: MIGRATIONS,
      socketPath: path.join(dir, '.s.PGSQL.5432'),
    },
  });
  const message = await new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (message !== 'ready') throw new Error(`PGlite worker: ${String(message)}`);
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
  const db = createDb(url, 4);
  return {
    db,
    url,
    async stop() {
      await db.destroy();
      await worker.terminate();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's PGlite: started before its tests, stopped after them (jest's beforeAll/afterAll). Read
 * `db` and `url` inside the tests, not at the file's top level (the database starts in beforeAll).
 */
export function usePglite(): Omit<TestDb, 'stop'> {
  let started: TestDb | undefined;
  beforeAll(async () => {
    started = await startPglite();
  }, 60_000);
  afterAll(() => started?.stop());
  const running = (): TestDb => {
    if (!started) throw new Error('usePglite: the database starts in beforeAll; read it inside a test or a hook');
    return started;
  };
  return {
    get db() {
      return running().db;
    },
    get url() {
      return running().url;
    },
  };
}
