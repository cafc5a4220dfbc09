// `pnpm test`: unit tests, then the production builds on the local stack (fresh data) for the
// integration tests (PGlite, Debian Postgres, the Firebase emulators) and the Playwright e2e suite.
// Last, the start script's Ctrl-C is checked to end everything it started (lifecycle-check.ts).
// `--only unit|integration|e2e|lifecycle` runs one tier.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { LOCAL } from '@rides/mf-config/environments';
import { buildAll } from './build';
import { startStack, DATABASE_URL, type Stack } from './stack';
import { startPostgres, type PgServer } from './postgres';
import { ROOT } from './paths';
import { printFailedPages } from './failed-pages';
import { checkStartStop } from './lifecycle-check';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wants = (tier: string) => !only || only === tier;
/** With `--only e2e`, further words pick spec files: `pnpm test:e2e signup auth`. */
const e2eFiles = only === 'e2e' ? process.argv.slice(process.argv.indexOf('--only') + 2).filter((a) => !a.startsWith('-')) : [];

const REPORTS = path.join(ROOT, '.local/reports');
const counts = { passed: 0, failed: 0 };

/** Adds a tier's numbers from its JSON report (jest --json, Playwright's json reporter). */
function count(report: string): void {
  if (!fs.existsSync(report)) return void counts.failed++;
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  if (r.stats) {
    counts.passed += r.stats.expected;
    counts.failed += r.stats.unexpected + r.stats.flaky;
  } else {
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  }
}

/**
 * Runs one tier. Asynchronously: the local mailbox (SMTP capture) and the outbox dispatcher live in
 * this process, and a blocked event loop would stop them while the tests wait for e-mail.
 */
async function run(title: string, cmd: string, args: string[], report: string, env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  console.log(`\n=== ${title} ===`);
  fs.rmSync(report, { force: true });
  // Tests run as the `local` environment: config() no longer assumes it (packages/functions/src/config.ts).
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, RIDES_ENV: 'local', ...env } });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  count(report);
  return status === 0;
}

async function main(): Promise<number> {
  const results: Array<[string, boolean]> = [];
  const jest = path.join(ROOT, 'node_modules/.bin/jest');
  fs.mkdirSync(REPORTS, { recursive: true });
  const jestReport = (tier: string) => path.join(REPORTS, `${tier}.json`);
  const jestArgs = (tier: string) => ['--selectProjects', tier, '--ci', '--json', `--outputFile=${jestReport(tier)}`];
  // Two workers on two cores: jest's default leaves one core to its own process, and the unit tier
  // spends much of its time in PGlite servers and jsdom, so both cores pay (about 450 s -> 300 s).
  if (wants('unit')) results.push(['unit', await run('Unit tests', jest, [...jestArgs('unit'), '--maxWorkers=2'], jestReport('unit'))]);

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
          await run(
            'Integration tests (PGlite, Debian Postgres, Firebase emulators)',
            jest,
            [...jestArgs('integration'), '--runInBand', '--forceExit'],
            jestReport('integration'),
            { ...env, PG_SERVER_URL: pg.url },
          ),
        ]);
      }
      if (wants('e2e')) {
        const playwright = path.join(ROOT, 'node_modules/.bin/playwright');
        const report = path.join(REPORTS, 'e2e.json');
        const passed = await run('End-to-end tests (Playwright, Debian Chromium)', playwright, ['test', '-c', 'packages/e2e/playwright.config.ts', ...e2eFiles], report, {
          ...env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        });
        if (!passed) printFailedPages(path.join(ROOT, '.local/test-results'));
        results.push(['e2e', passed]);
      }
    } finally {
      pg?.stop();
      await stack?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (wants('lifecycle')) {
    const ok = await checkStartStop();
    counts[ok ? 'passed' : 'failed']++;
    results.push(['lifecycle', ok]);
  }
  console.log('\n=== Summary ===');
  for (const [tier, ok] of results) console.log(`${tier.padEnd(12)} ${ok ? 'passed' : 'FAILED'}`);
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  return results.every(([, ok]) => ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
