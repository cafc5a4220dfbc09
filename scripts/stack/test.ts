// `pnpm test`: unit tests, then the production builds on the local stack (fresh data) for the
// integration tests (PGlite, Debian Postgres, the Firebase emulators) and the Playwright e2e suite.
// `--only unit|integration|e2e` runs one tier.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { LOCAL } from '@rides/mf-config/environments';
import { buildAll } from './build';
import { startStack, DATABASE_URL, type Stack } from './stack';
import { startPostgres, type PgServer } from './postgres';
import { ROOT } from './paths';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wants = (tier: string) => !only || only === tier;

function run(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

async function main(): Promise<number> {
  const results: Array<[string, boolean]> = [];
  const jest = path.join(ROOT, 'node_modules/.bin/jest');
  if (wants('unit')) results.push(['unit', run('Unit tests', jest, ['--selectProjects', 'unit', '--ci'])]);

  if (wants('integration') || wants('e2e')) {
    await buildAll();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-test-'));
    let stack: Stack | null = null;
    let pg: PgServer | null = null;
    try {
      stack = await startStack(dataDir);
      const env = {
        DATABASE_URL,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        GCLOUD_PROJECT: LOCAL.projectId,
        FUNCTIONS_URL: `http://127.0.0.1:5001/${LOCAL.projectId}/${LOCAL.functionsRegion}`,
      };
      if (wants('integration')) {
        pg = startPostgres();
        results.push([
          'integration',
          run('Integration tests (PGlite, Debian Postgres, Firebase emulators)', jest, ['--selectProjects', 'integration', '--ci', '--runInBand', '--forceExit'], {
            ...env,
            PG_SERVER_URL: pg.url,
          }),
        ]);
      }
      if (wants('e2e')) {
        const playwright = path.join(ROOT, 'node_modules/.bin/playwright');
        results.push(['e2e', run('End-to-end tests (Playwright, Debian Chromium)', playwright, ['test', '-c', 'packages/e2e/playwright.config.ts'], env)]);
      }
    } finally {
      pg?.stop();
      await stack?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log('\n=== Summary ===');
  for (const [tier, ok] of results) console.log(`${tier.padEnd(12)} ${ok ? 'passed' : 'FAILED'}`);
  return results.every(([, ok]) => ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
