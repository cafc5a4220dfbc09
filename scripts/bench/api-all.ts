// `pnpm bench:api --all` (issue [N] 1): a probe of every callable, as a tester's access matrix or fuzz
// run would make it, against the running local stack (`pnpm start`). 8 concurrent callers send 3,000
// requests in all, spread over every operation of @rides/contracts and every role (a visitor without a
// token, then the four demo accounts), with inputs the server refuses before any handler runs (so the
// probe changes no data and ends no demo session). Meanwhile it samples, every 250 ms, the resident
// memory of every process the stack started (the start script's descendants) and the time `/` takes
// to answer. Prints: answered / hung (no answer in 30 s), the answers by HTTP status, peak memory and
// process count, and `/`'s worst time. Exit code 1 when a request hung, memory passed 4 GiB or `/`
// took over 1 s. Options: --requests N, --concurrency N.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { LOCAL } from '@rides/mf-config/environments';
import { discoverOperations } from '../../packages/functions/src/__tests__/fuzz/operations';
import { allProcesses, processTree, type ProcessInfo } from '../stack/process-tree';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '3000' }, concurrency: { type: 'string', default: '8' }, all: { type: 'boolean' } },
});
const REQUESTS = Number(values.requests);
const CALLERS = Number(values.concurrency);
const TIMEOUT_MS = 30_000;
const MEMORY_LIMIT = 4 * 1024 ** 3;
const HOME_LIMIT_MS = 1_000;
const BASE = `http://127.0.0.1:5001/${LOCAL.projectId}/${LOCAL.functionsRegion}`;
const ACCOUNTS = ['customer@example.com', 'driver@example.com', 'partner@example.com', 'admin@example.com'];

/** The start script (`pnpm start`) and every process under it. */
function stackProcesses(): ProcessInfo[] {
  const all = allProcesses();
  const root = all.find((p) => p.command.includes('scripts/stack/start.ts'));
  return root ? processTree(root.pid, all) : [];
}
const totalRss = (procs: ProcessInfo[]) => procs.reduce((sum, p) => sum + p.rss, 0);

async function idToken(email: string): Promise<string> {
  const res = await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-1234', returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in ${email} at the Auth emulator: is \`pnpm start\` running?`);
  return body.idToken;
}

/** One call; resolves with its HTTP status, or 'hung' after 30 s, or 'refused' when nothing listens. */
async function call(name: string, token: string | null, data: unknown): Promise<string> {
  try {
    const res = await fetch(`${BASE}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return String(res.status);
  } catch (e) {
    return (e as Error).name === 'TimeoutError' ? 'hung' : 'refused';
  }
}

/** Runs the probe; resolves with the exit code. */
export async function main(): Promise<number> {
  if (stackProcesses().length === 0) {
    console.error('No `pnpm start` is running here: start the local stack first.');
    return 1;
  }
  const operations = (await discoverOperations()).map((o) => o.name);
  const roles: Array<string | null> = [null, ...(await Promise.all(ACCOUNTS.map(idToken)))];
  // Refused before any handler: no operation takes a number (`null` would not do: the callables read a
  // missing input as {}, which endSession takes, and the probe would end the demo accounts' sessions).
  const INPUT = 0;

  let peakBytes = 0;
  let peakProcesses = 0;
  let worstHomeMs = 0;
  let homeFailures = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const procs = stackProcesses();
      peakBytes = Math.max(peakBytes, totalRss(procs));
      peakProcesses = Math.max(peakProcesses, procs.length);
      const t0 = performance.now();
      const ok = await fetch(LOCAL.shell, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.ok,
        () => false,
      );
      worstHomeMs = Math.max(worstHomeMs, performance.now() - t0);
      if (!ok) homeFailures++;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

  const statuses = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      for (let i = next++; i < REQUESTS; i = next++) {
        const name = operations[i % operations.length]!;
        const token = roles[Math.floor(i / operations.length) % roles.length]!;
        const status = await call(name, token, INPUT);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;

  const hung = (statuses.get('hung') ?? 0) + (statuses.get('refused') ?? 0);
  const gib = (b: number) => `${(b / 1024 ** 3).toFixed(2)} GiB`;
  console.log(`Probed ${operations.length} callables x ${roles.length} roles: ${REQUESTS} requests from ${CALLERS} callers in ${seconds.toFixed(1)} s`);
  console.log(`  answered ${REQUESTS - hung}, hung or unanswered ${hung}`);
  console.log(`  by status: ${[...statuses].sort().map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`  stack memory peak ${gib(peakBytes)} (limit ${gib(MEMORY_LIMIT)}), processes peak ${peakProcesses}`);
  console.log(`  / worst ${worstHomeMs.toFixed(0)} ms (limit ${HOME_LIMIT_MS} ms), failed ${homeFailures} time(s)`);
  const now = stackProcesses();
  console.log(`  after: ${now.length} processes, ${gib(totalRss(now))}`);
  return hung > 0 || peakBytes > MEMORY_LIMIT || worstHomeMs > HOME_LIMIT_MS || homeFailures > 0 ? 1 : 0;
}
