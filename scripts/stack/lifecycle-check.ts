// Ctrl-C leaves nothing (issue [N] 2), checked as a person meets it: the start script (`pnpm start`)
// runs the whole stack, its functions serve calls, then SIGINT goes to the start script and every
// process it started, at any depth, must be gone once it has exited. Run by `pnpm test` after the
// other tiers (it needs the ports they use) and on its own with `pnpm test --only lifecycle`.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { LOCAL } from '@rides/mf-config/environments';
import { ROOT } from './paths';
import { isAlive, processTree, type ProcessInfo } from './process-tree';

const READY = 'Press Ctrl-C to stop.';
const START_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 60_000;

const within = <T>(ms: number, what: string, promise: Promise<T>): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms))]);

/** Resolves true when everything the start script started has ended after its Ctrl-C. */
export async function checkStartStop(): Promise<boolean> {
  console.log('\n=== The start script: Ctrl-C ends every process it started ===');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/stack/start.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let output = '';
  try {
    await within(
      START_TIMEOUT_MS,
      'the stack to start',
      new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(READY)) resolve();
        });
        void exited.then((code) => reject(new Error(`the start script exited (${code}) before it was ready:\n${output.slice(-2000)}`)));
      }),
    );
    // Work for the function processes: a callable of the host and one with a process of its own.
    const base = `http://127.0.0.1:5001/${LOCAL.projectId}/${LOCAL.functionsRegion}`;
    for (const [name, data] of [['getTariff', {}], ['searchPlaces', { query: 'cdg', lang: 'en' }]] as const) {
      const res = await fetch(`${base}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) });
      if (!res.ok) throw new Error(`${name} answered ${res.status}`);
    }
    const started: ProcessInfo[] = processTree(child.pid!).filter((p) => p.pid !== child.pid);
    console.log(`The stack runs in ${started.length} processes; sending Ctrl-C (SIGINT) to the start script.`);
    child.kill('SIGINT');
    const code = await within(STOP_TIMEOUT_MS, 'the start script to stop', exited);
    const left = started.filter((p) => isAlive(p.pid));
    for (const p of left) console.error(`  still running: ${p.pid} ${p.command.slice(0, 160)}`);
    console.log(left.length === 0 && code === 0 ? 'Nothing left running.' : `${left.length} process(es) left running; the start script exited with ${code}.`);
    return left.length === 0 && code === 0;
  } catch (e) {
    console.error((e as Error).message);
    child.kill('SIGINT');
    return false;
  }
}
