import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../db/db';
import { migrate } from '../../db/migrate';

const ROOT = path.resolve(__dirname, '../../../../..');

/**
 * A throwaway in-memory PGlite with every migration applied, for unit tests of SQL. It runs as
 * `pglite-server` on a private Unix socket (PGlite loads its WASM with a dynamic import that jest's
 * VM refuses in-process), so the code under test goes through the real `pg` driver and Kysely.
 * PGlite runs one transaction at a time: real concurrency is tested on a Postgres server
 * (outbox-concurrency.int.ts).
 */
export async function startPglite(): Promise<{ db: Db; url: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-pglite-'));
  const socket = path.join(dir, '.s.PGSQL.5432');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/pglite-server'), ['--db=memory://', `--path=${socket}`, '--extensions=btree_gist'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const url = `postgres://postgres:postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pglite-server exited: ${stderr}`);
    if (fs.existsSync(socket)) {
      const client = new pg.Client({ connectionString: url });
      const ok = await client.connect().then(
        () => client.end().then(() => true),
        () => false,
      );
      if (ok) break;
    }
    if (Date.now() > deadline) throw new Error(`pglite-server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await migrate(url);
  const db = createDb(url, 1);
  return {
    db,
    url,
    async stop() {
      await db.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(kill);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
