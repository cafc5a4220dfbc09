// The local stack: PGlite over the Postgres protocol, the Firebase emulators (auth, hosting) under the
// demo-rides project, the functions in Functions Framework processes behind a gate on the emulator's
// usual address (framework-functions.ts), migrations and demo data. Used by `pnpm start` and `pnpm test`.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { LOCAL } from '@rides/mf-config/environments';
import { REMOTE_NAMES } from '@rides/mf-config/remotes';
import { firebaseConfig, firebaseRc, json } from '../firebase-config';
import { prerenderPages, writeRuntimeFiles } from '../runtime-files';
import { ROOT } from './paths';
import { answers, start, stopAll, waitFor } from './processes';
import { LOCAL_OUTBOX_DISPATCH_KEY, LOCAL_SECRETS } from '../../packages/functions/src/config-local';
import { MAILBOX_HTTP_PORT, MAILBOX_SMTP_PORT, startMailbox, startOutboxDispatcher, type Mailbox } from './mailbox';
import { startJobsTimer } from './jobs-timer';
import { startFunctionsGate, type FunctionsGate } from './functions-gate';
import { EMULATED, FRAMEWORK_PORTS, FUNCTIONS_DIST, startFrameworkFunctions } from './framework-functions';

/** Function workers (one connection each), the mailbox dispatcher and tests all connect locally. */
const PG_MAX_CONNECTIONS = 100;

export const PG_PORT = 5433;
/** The functions' address: the gate in front of the processes that serve them (functions-gate.ts). */
const FUNCTIONS_PORT = 5001;
export const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/postgres`;
/**
 * The functions' local environment. One database connection per process of a busy public function
 * (PGlite runs every statement on one backend anyway, so more only queue); the host of the others
 * takes more (framework-functions.ts).
 */
const FUNCTIONS_ENV = {
  DATABASE_URL,
  DATABASE_POOL_SIZE: '1',
  RIDES_ENV: 'local',
  PAYMENTS_PROVIDER: 'sandbox',
  FUNCTIONS_REGION: LOCAL.functionsRegion,
};
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

export interface Stack {
  stop(): Promise<void>;
  logs: string;
  /** The local mailbox page (SMTP capture). */
  mailboxUrl: string;
}

/** The local stack's run-time files, Firebase config and the functions' environment. */
function writeLocalFiles(): void {
  writeRuntimeFiles(LOCAL, path.join(ROOT, 'shell/dist'));
  prerenderPages(LOCAL, path.join(ROOT, 'shell/dist'));
  // The emulators run Auth and Hosting; the functions are served by framework-functions.ts.
  fs.writeFileSync(path.join(ROOT, 'firebase.local.json'), json(firebaseConfig(LOCAL)));
  fs.writeFileSync(path.join(ROOT, '.firebaserc'), json(firebaseRc()));
}

function cli(command: string, env: NodeJS.ProcessEnv): void {
  const r = spawnSync('node', [path.join(FUNCTIONS_DIST, 'cli.js'), command], {
    cwd: ROOT,
    // The local stack is the `local` environment: config() no longer assumes it (packages/functions/src/config.ts).
    env: { ...process.env, RIDES_ENV: 'local', ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`functions ${command} failed`);
}

async function portFree(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => false,
    (e: { cause?: { code?: string } }) => e.cause?.code === 'ECONNREFUSED',
  );
}

/** Starts everything; resolves when the product answers on every URL. `dataDir` keeps the state. */
export async function startStack(dataDir: string): Promise<Stack> {
  const ports = [PG_PORT, 4400, 4500, 5000, FUNCTIONS_PORT, 5005, 5006, 5007, 5008, 5009, 9099, MAILBOX_SMTP_PORT, MAILBOX_HTTP_PORT, ...FRAMEWORK_PORTS];
  const busy = (await Promise.all(ports.map(async (p) => ((await portFree(p)) ? null : p)))).filter(Boolean);
  if (busy.length) throw new Error(`Ports in use: ${busy.join(', ')}. Is the stack already running (pnpm start)?`);

  fs.mkdirSync(path.join(dataDir, 'auth'), { recursive: true });
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  writeLocalFiles();
  // Local mail (issue C item 6): SMTP capture + mailbox page before the emulators, dispatcher after.
  let mailbox: Mailbox | null = null;
  let dispatcher: { stop(): void } | null = null;
  let jobs: { stop(): void } | null = null;
  let gate: FunctionsGate | null = null;
  const stopServers = async () => {
    dispatcher?.stop();
    jobs?.stop();
    await gate?.close();
    await mailbox?.close();
  };
  try {
    mailbox = await startMailbox({ dir: path.join(dataDir, 'mail') });
    const pg = start('pglite', bin('pglite-server'), [`--db=${path.join(dataDir, 'pgdata')}`, `--port=${PG_PORT}`, `--max-connections=${PG_MAX_CONNECTIONS}`, '--extensions=btree_gist'], {
      cwd: ROOT,
      logFile: path.join(logs, 'pglite.log'),
    });
    await waitFor('PGlite', async () => !(await portFree(PG_PORT)), 60_000, pg);
    cli('migrate', { DATABASE_URL });

    // The functions' environment: the local values, the declared secrets' local values, the emulators.
    const served = await startFrameworkFunctions({ ...LOCAL_SECRETS, ...FUNCTIONS_ENV, ...EMULATED }, logs);
    gate = await startFunctionsGate({ port: FUNCTIONS_PORT, hostPort: served.hostPort, served: served.own });
    const hasAuthExport = fs.existsSync(path.join(dataDir, 'auth/firebase-export-metadata.json'));
    const fb = start(
      'firebase',
      bin('firebase'),
      [
        'emulators:start',
        '--project', LOCAL.projectId,
        '--config', 'firebase.local.json',
        '--only', 'auth,hosting',
        ...(hasAuthExport ? ['--import', path.join(dataDir, 'auth')] : []),
        '--export-on-exit', path.join(dataDir, 'auth'),
      ],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL, RIDES_ENV: 'local' }, logFile: path.join(logs, 'firebase.log') },
    );
    const functionsUrl = `http://127.0.0.1:5001/${LOCAL.projectId}/${LOCAL.functionsRegion}/securityHeaders`;
    await waitFor('the Auth emulator', answers('http://127.0.0.1:9099/'), 120_000, fb);
    await waitFor(
      'the functions',
      async () => (await fetch(functionsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' })).ok,
      180_000,
      fb,
    );
    for (const url of [LOCAL.shell, ...REMOTE_NAMES.map((n) => `${LOCAL.remotes[n]}/mf-manifest.json`)]) {
      await waitFor(url, async () => (await fetch(url)).ok, 60_000, fb);
    }
    dispatcher = startOutboxDispatcher(
      `http://127.0.0.1:5001/${LOCAL.projectId}/${LOCAL.functionsRegion}/dispatchOutbox`,
      LOCAL_OUTBOX_DISPATCH_KEY,
    );
    // The periodic jobs (reminders, unpaid bookings), every 60 s: the emulator runs no schedules.
    jobs = startJobsTimer(`http://127.0.0.1:5001/${LOCAL.projectId}/${LOCAL.functionsRegion}/runJobs`, LOCAL_OUTBOX_DISPATCH_KEY);
    cli('seed', { DATABASE_URL, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', GCLOUD_PROJECT: LOCAL.projectId });
    const stop = async () => {
      dispatcher?.stop();
      jobs?.stop();
      await stopAll();
      await stopServers();
    };
    return { stop, logs, mailboxUrl: mailbox.url };
  } catch (e) {
    dispatcher?.stop();
    jobs?.stop();
    await stopAll();
    await stopServers();
    throw new Error(`${(e as Error).message}\nLogs: ${logs}`);
  }
}
