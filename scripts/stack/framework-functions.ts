// The functions, served locally the way production serves them: in Google's Functions Framework, what
// Cloud Functions 2nd gen runs, one Node process taking many requests at once.
//
// The busiest public callables (issue [H] 5: the booking form's place search and price, called on every
// keystroke and every change of the party) each have a process of their own, so 50 travellers typing
// at once do not wait behind anything else. Every other HTTP function is served by one host process
// (functions-host.cjs, issue [N] 1) instead of the Functions emulator, whose worker per concurrent
// request and per function grew without bound. The gate (127.0.0.1:5001, functions-gate.ts) routes.
//
// The trade-off: they do not appear in an emulator UI (their logs are in .local/data/logs/<name>.log
// and functions.log), and they run the code built when the stack started.
import path from 'node:path';
import { LOCAL } from '@rides/mf-config/environments';
import { ROOT } from './paths';
import { answers, start, waitFor, type Proc } from './processes';

export const FRAMEWORK_FUNCTIONS = ['searchPlaces', 'quotePrice'] as const;
const FIRST_PORT = 5021;
/** The built functions, what the emulator, these servers and `bench:api --target prod` load. */
export const FUNCTIONS_DIST = path.join(ROOT, 'packages/functions/dist');
const FRAMEWORK = path.join(ROOT, 'node_modules/@google-cloud/functions-framework/build/src/main.js');

/** The Node arguments that serve function `name` of `source` on `port` with the Functions Framework. */
export const frameworkArgs = (name: string, port: number, source = FUNCTIONS_DIST): string[] => [
  FRAMEWORK,
  `--target=${name}`,
  `--source=${source}`,
  `--port=${port}`,
  '--signature-type=http',
];

/** Where the host of every other function listens. */
export const HOST_PORT = 5011;
const HOST = path.join(ROOT, 'scripts/stack/functions-host.cjs');
/**
 * The host's connections to the database: it serves many requests at once, and a request's
 * transaction holds its connection (a Cloud Functions instance has its own pool too).
 */
const HOST_POOL_SIZE = '8';

/** Their ports, for the stack's port check. */
export const FRAMEWORK_PORTS = [...FRAMEWORK_FUNCTIONS.map((_, i) => FIRST_PORT + i), HOST_PORT];

export interface ServedFunctions {
  /** The port of each function with a process of its own. */
  own: Map<string, number>;
  hostPort: number;
}

/**
 * Starts one Functions Framework process per busy function and the host of the others, with `env`
 * (the functions' local environment); resolves with their ports once all answer.
 */
export async function startFrameworkFunctions(env: NodeJS.ProcessEnv, logs: string): Promise<ServedFunctions> {
  const own = new Map<string, number>(FRAMEWORK_FUNCTIONS.map((name, i) => [name, FIRST_PORT + i]));
  const procs: Array<[Proc, number]> = [];
  const options = (log: string, extra: NodeJS.ProcessEnv = {}) => ({ cwd: FUNCTIONS_DIST, env: { ...process.env, ...env, ...extra }, logFile: path.join(logs, log) });
  for (const [name, port] of own) procs.push([start(name, 'node', frameworkArgs(name, port), options(`${name}.log`)), port]);
  const hostArgs = [HOST, `--source=${FUNCTIONS_DIST}`, `--port=${HOST_PORT}`, `--skip=${FRAMEWORK_FUNCTIONS.join(',')}`];
  procs.push([start('functions', 'node', hostArgs, options('functions.log', { DATABASE_POOL_SIZE: HOST_POOL_SIZE })), HOST_PORT]);
  for (const [proc, port] of procs) {
    // A CORS preflight: answered without running the function (the host answers 404 at its root: it is up).
    await waitFor(`${proc.name} on ${port}`, answers(`http://127.0.0.1:${port}/`, { method: 'OPTIONS' }), 60_000, proc);
  }
  return { own, hostPort: HOST_PORT };
}

/**
 * What the Functions emulator gave its workers and these servers need: its project, its Auth emulator,
 * UTC as in Cloud Functions, and its debug features (the Auth emulator's ID tokens are not signed, so
 * firebase-functions decodes them without verifying; any origin may call).
 */
export const EMULATED = {
  FUNCTIONS_EMULATOR: 'true',
  TZ: 'UTC',
  FIREBASE_DEBUG_MODE: 'true',
  FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
  GCLOUD_PROJECT: LOCAL.projectId,
  FIREBASE_CONFIG: JSON.stringify({ projectId: LOCAL.projectId }),
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
} as const;
