// A throwaway Debian PostgreSQL server for the tests where real concurrency matters (PGlite runs
// one query at a time). Postgres refuses to run as root, so it runs as the `postgres` user.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

export interface PgServer {
  url: string;
  stop(): void;
}

/**
 * Tests run it without fsync (nothing to keep); `durable` keeps fsync and synchronous commit on, as a
 * production server (Cloud SQL) does, for benches whose writes must cost what they cost there.
 */
export function startPostgres(port = 5434, { durable = false }: { durable?: boolean } = {}): PgServer {
  const bin = BIN_DIRS.find((d) => fs.existsSync(path.join(d, 'pg_ctl')));
  if (!bin) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (see .ci/run).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${durable ? '' : ' -c fsync=off'}`;
  run('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
