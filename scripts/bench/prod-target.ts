// `pnpm bench:api --target prod` (issue [H] 4): the BUILT functions (packages/functions/dist) served the
// way Cloud Functions 2nd gen serves them, against a real PostgreSQL server, on this machine.
//
// - Google's Functions Framework, one Node process per function (a 2nd-gen function is its own Cloud
//   Run service; one instance takes many requests at once, up to its concurrency, 80 by default), on
//   ports 8201 and up. Nothing of the emulator: no per-request worker processes, no emulator headers.
// - Debian PostgreSQL (15 on this machine) in a throwaway cluster on port 5435, DURABLE (fsync and
//   synchronous commit on, as Cloud SQL is), migrated with the functions' own migrations.
// - The production configuration path: RIDES_ENV=bench, production's rules with sample company facts
//   (environments.ts), so config() demands every secret (random ones here) and the payment sandbox is
//   refused. GEOCODER=local: the national address base is out of reach offline. Two differences, both because every caller here is
//   127.0.0.1: BOOKING_ADDRESS_LIMITS=off (the per-address limit of signed-out bookings; the per-inbox
//   limit stays on, the bench books one inbox per request); and ID tokens are unsigned, of the Auth
//   emulator's kind, read without verification (firebase-functions' debug feature skipTokenVerification,
//   as Google's signing keys are out of reach offline): production verifies an RS256 signature against
//   cached keys, well under a millisecond, not counted here. config() refuses that switch on Cloud Functions.
// - For the signed-in callables (issue [M] 5), the volume seed (scripts/db/volume.ts: 50k users, 2k
//   drivers, 100k bookings over two years): they are measured as the volume's admin, its busiest
//   driver and a frequent traveller (about 20 bookings), so each reads a production-sized share.
// - An SMTP server for the e-mails a booking sends right after its commit (the outbox is kicked in the
//   same process, as in production): the local stack's mailbox on 2535, into a temporary folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { startPostgres, type PgServer } from '../stack/postgres';
import { startMailbox, type Mailbox } from '../stack/mailbox';
import { ROOT } from '../stack/paths';
import { frameworkArgs, FUNCTIONS_DIST as DIST } from '../stack/framework-functions';
import { REQUIRED_SECRETS_OUTSIDE_LOCAL } from '../../packages/functions/src/config-requirements';
import { Client } from '../db/pg';
import { seedVolume, VOLUME_ADMIN_ID } from '../db/volume';

const PG_PORT = 5435;
const SMTP_PORT = 2535;
const FIRST_PORT = 8201;
/**
 * The limits beside the figures, as bench:web measures a static page beside ours, both functions that
 * do nothing on the same server:
 * - `plainHttp`: an HTTP function answering `{"result":{}}`, what the Functions Framework (its Express
 *   app and per-request `domain`) and the bench's own callers cost on this machine;
 * - `emptyCallable`: a callable with the same SDK and options as ours (no input check, no work, an
 *   empty result), which adds firebase-functions' `onCall` (CORS, token checks, a log line per call).
 */
export const FLOORS = ['plainHttp', 'emptyCallable'] as const;

/** Someone the signed-in callables are measured as: their account in the seeded database. */
export interface Identity {
  uid: string;
  email: string;
  roles: string[];
}
export type Caller = 'admin' | 'driver' | 'customer';

export interface ProdTarget {
  /** Where each function answers. */
  urlFor(name: string): string;
  /** What runs, for the report's header. */
  description: string;
  /** The seeded accounts the signed-in callables are called as (when asked for). */
  identities: Partial<Record<Caller, Identity>>;
}

/** The volume's admin, the driver with the most rides still to do, a frequent traveller. */
async function identitiesOf(url: string): Promise<Record<Caller, Identity>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql: string, roles: string[]): Promise<Identity> => {
      const row = (await client.query<{ id: string; email: string }>(sql)).rows[0];
      if (!row) throw new Error(`prod target: no account for ${sql}`);
      return { uid: row.id, email: row.email, roles };
    };
    return {
      admin: await one(`select id, email from users where id = '${VOLUME_ADMIN_ID}'`, ['admin', 'user']),
      driver: await one(
        `select u.id, u.email from users u join bookings b on b.driver_id = u.id where b.ride_status in ('assigned', 'en_route', 'arrived')
         group by u.id, u.email order by count(*) desc limit 1`,
        ['driver', 'user'],
      ),
      // A frequent traveller (about 20 bookings): the volume's heaviest accounts (about 250) are agencies
      // more than people, past the page of 200 My Bookings shows.
      customer: await one(
        'select u.id, u.email from users u join bookings b on b.user_id = u.id group by u.id, u.email having count(*) <= 20 order by count(*) desc, u.id limit 1',
        ['user'],
      ),
    };
  } finally {
    await client.end();
  }
}

/** The environment of a deployed instance: production rules, its own secrets, the bench's database. */
function productionEnv(databaseUrl: string, smtpUrl: string, poolSize: number): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of ['FUNCTIONS_EMULATOR', 'FIREBASE_AUTH_EMULATOR_HOST', 'RIDES_ENV']) delete inherited[name];
  const secrets = Object.fromEntries(REQUIRED_SECRETS_OUTSIDE_LOCAL.map((name) => [name, randomBytes(24).toString('hex')]));
  return {
    ...inherited,
    ...secrets,
    NODE_ENV: 'production',
    // Production's rules with sample company facts (packages/mf-config/src/environments.ts, BENCH).
    RIDES_ENV: 'bench',
    GCLOUD_PROJECT: 'demo-rides',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    // Unsigned ID tokens (see the top of this file): firebase-functions' own switch to read them unverified.
    FIREBASE_DEBUG_MODE: 'true',
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true }),
    BOOKING_ADDRESS_LIMITS: 'off',
    // The national address base is out of reach offline: our own place search, without a failing call first.
    GEOCODER: 'local',
    SMTP_URL: smtpUrl,
    // The rest of what production requires (config-requirements.ts); the bench sends no text message.
    WEB_API_KEY: 'bench-web-api-key',
    SHELL_ORIGIN: 'http://localhost:5000',
    MAIL_FROM: 'Bench <bench@localhost>',
    TWILIO_ACCOUNT_SID: 'AC-bench',
    TWILIO_AUTH_TOKEN: 'bench-not-a-twilio-token',
    TWILIO_SMS_FROM: '+33700000000',
    TWILIO_WHATSAPP_FROM: 'whatsapp:+33700000000',
  };
}

async function answering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A source folder with the FLOORS only, written for this run; firebase-functions as the functions package resolves it. */
function floorSource(dir: string): string {
  const https = createRequire(path.join(ROOT, 'packages/functions/package.json')).resolve('firebase-functions/v2/https');
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    `const { onCall } = require(${JSON.stringify(https)});\n` +
      `exports.plainHttp = (req, res) => { res.json({ result: {} }); };\n` +
      `exports.emptyCallable = onCall({ region: 'europe-west9', maxInstances: 20, cors: ['http://localhost:5000'] }, async () => ({}));\n`,
  );
  return dir;
}

export async function startProdTarget(functions: readonly string[], { poolSize, signedIn }: { poolSize: number; signedIn: boolean }): Promise<ProdTarget> {
  if (!fs.existsSync(path.join(DIST, 'index.js'))) {
    console.error('Building the functions (packages/functions/dist)...');
    await run('pnpm', ['--filter', '@rides/functions', 'build'], process.env);
  }
  let pg: PgServer | null = null;
  let mailbox: Mailbox | null = null;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-bench-mail-'));
  const children: ChildProcess[] = [];
  // Synchronous, so it also runs on exit: whatever ends the bench (its end, a failure, Ctrl-C while
  // starting) stops the servers (pg_ctl runs Postgres in a session of its own: it would outlive us).
  const stop = () => {
    for (const c of children) c.kill('SIGTERM');
    children.length = 0;
    pg?.stop();
    pg = null;
    void mailbox?.close();
    mailbox = null;
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  try {
    mailbox = await startMailbox({ dir: mailDir, smtpPort: SMTP_PORT, httpPort: 0, log: () => {} });
    pg = startPostgres(PG_PORT, { durable: true });
    const env = productionEnv(pg.url, `smtp://127.0.0.1:${SMTP_PORT}`, poolSize);
    await run('node', [path.join(DIST, 'cli.js'), 'migrate'], env);
    if (signedIn) console.error('Seeding the volume data (50k users, 100k bookings)...');
    const seeded = signedIn ? await seedVolume(pg.url) : null;
    const identities = seeded ? await identitiesOf(pg.url) : {};
    const logDir = path.join(ROOT, '.local/bench');
    fs.mkdirSync(logDir, { recursive: true });
    const ports = new Map(functions.map((name, i) => [name, FIRST_PORT + i]));
    const floors = floorSource(fs.mkdtempSync(path.join(mailDir, 'floor-')));
    for (const [name, port] of ports) {
      const log = fs.openSync(path.join(logDir, `prod-${name}.log`), 'w');
      // BENCH_API_PROD_NODE_ARGS: extra Node flags for the function processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
      const nodeArgs = (process.env.BENCH_API_PROD_NODE_ARGS ?? '').split(' ').filter(Boolean);
      const source = (FLOORS as readonly string[]).includes(name) ? floors : DIST;
      const args = [...nodeArgs, ...frameworkArgs(name, port, source)];
      children.push(spawn('node', args, { cwd: DIST, env, stdio: ['ignore', log, log] }));
    }
    await Promise.all([...ports.values()].map((port) => answering(`http://127.0.0.1:${port}/`, 60_000)));
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@google-cloud/functions-framework/package.json'), 'utf8')).version;
    return {
      urlFor: (name) => `http://127.0.0.1:${ports.get(name)}/`,
      description:
        `Functions Framework ${version}, one process per function (ports ${FIRST_PORT}+), DATABASE_POOL_SIZE=${poolSize}, durable Debian PostgreSQL on ${PG_PORT}` +
        `${seeded ? ` holding the volume seed (${seeded.users} users, ${seeded.bookings} bookings)` : ''}, SMTP capture on ${SMTP_PORT}; logs in .local/bench/prod-<function>.log`,
      identities,
    };
  } catch (e) {
    stop();
    throw e;
  }
}
