import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Applies the committed SQL migrations in name order, each once, each in its own transaction.
 * An advisory lock makes concurrent runs (several deploys, parallel tests) safe.
 */
export async function migrate(connectionString: string, dir = defaultDir()): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock(727274)');
    await client.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await client.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
      if (done.has(file)) continue;
      await client.query('begin');
      try {
        await client.query(fs.readFileSync(path.join(dir, file), 'utf8'));
        await client.query('insert into schema_migrations (name) values ($1)', [file]);
        await client.query('commit');
        applied.push(file);
      } catch (e) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(e as Error).message}`);
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
  return applied;
}

function defaultDir(): string {
  // Bundle (dist/ and the deployed package): ./migrations; sources (src/db): ../../migrations
  const candidates = [path.resolve(__dirname, 'migrations'), path.resolve(__dirname, '../../migrations')];
  return candidates.find((d) => fs.existsSync(d)) ?? candidates[0]!;
}
