// The busiest public callables, served locally the way production serves them (issue [H] 5): the
// booking form's place search and price, called on every keystroke and every change of the party.
//
// The Functions emulator answers one request at a time per worker process (functions-gate.ts queues
// the rest), so 50 travellers typing at once waited in line: p95 481 ms at 50 callers. Each function
// below instead runs in Google's Functions Framework, what Cloud Functions 2nd gen runs, one Node
// process taking many requests at once, from the same built code and the same local environment as
// the emulator's workers. The gate (127.0.0.1:5001) sends their calls there; everything else still
// goes to the emulator.
//
// The trade-off: these two do not appear in the emulator's UI and logs (theirs are in
// .local/data/logs/<name>.log), and like the emulator they run the code built when the stack started.
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

/** Their ports, for the stack's port check. */
export const FRAMEWORK_PORTS = FRAMEWORK_FUNCTIONS.map((_, i) => FIRST_PORT + i);

/**
 * Starts one Functions Framework process per function, with `env` (the functions' local environment);
 * resolves with each function's port once all answer.
 */
export async function startFrameworkFunctions(env: NodeJS.ProcessEnv, logs: string): Promise<Map<string, number>> {
  const ports = new Map<string, number>(FRAMEWORK_FUNCTIONS.map((name, i) => [name, FRAMEWORK_PORTS[i]!]));
  const procs: Array<[Proc, number]> = [];
  for (const [name, port] of ports) {
    procs.push([start(name, 'node', frameworkArgs(name, port), { cwd: FUNCTIONS_DIST, env: { ...process.env, ...env }, logFile: path.join(logs, `${name}.log`) }), port]);
  }
  for (const [proc, port] of procs) {
    // A CORS preflight: answered without running the function.
    await waitFor(`${proc.name} on ${port}`, answers(`http://127.0.0.1:${port}/`, { method: 'OPTIONS' }), 60_000, proc);
  }
  return ports;
}

/** What the emulator gives its workers and these servers need too: its project, its Auth emulator, "local". */
export const EMULATED = {
  FUNCTIONS_EMULATOR: 'true',
  GCLOUD_PROJECT: LOCAL.projectId,
  FIREBASE_CONFIG: JSON.stringify({ projectId: LOCAL.projectId }),
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
} as const;
