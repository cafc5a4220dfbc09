#!/usr/bin/env node
// API benchmark: latency (p50/p95/max) and throughput of callables, with 1, 10 and 50 concurrent
// callers, against one of two targets:
//   --target local (default): the already running local stack (`pnpm start`): its Functions Framework
//     processes behind the functions gate (scripts/stack/framework-functions.ts);
//   --target prod: the same built functions served as Cloud Functions 2nd gen serves them (Google's
//     Functions Framework, one process per function) against a durable Debian PostgreSQL server holding
//     the volume seed, started and stopped by the bench (scripts/bench/prod-target.ts), after the
//     limits: functions that do nothing on the same server (`plainHttp (limit)`, an HTTP function;
//     `emptyCallable (limit)`, a callable). Each call's p95 is then read against the empty callable's at
//     the same number of callers (issue [M] 5): the ratio table, with the targets at 50 callers.
//
//   pnpm bench:api --all [--requests N] [--concurrency N]: instead, a probe of every callable on the
//     running stack, with its peak memory and `/`'s time (scripts/bench/api-all.ts, issue [N] 1).
//
//   pnpm bench:api [--target local|prod] [--pool N] [--requests N] [--concurrency 1,10,50] [--warmup N] [--base URL] [--only a,b]
//
// Each option also reads an environment variable (flags win):
//   BENCH_API_REQUESTS     measured requests per function and level (default 200)
//   BENCH_API_CONCURRENCY  comma-separated caller counts (default 1,10,50)
//   BENCH_API_WARMUP       unmeasured requests before each level, at that level's concurrency;
//                          at least one per caller (default: 20 on the local target, 3000 on prod,
//                          see "Warm-up" below)
//   BENCH_API_BASE         functions base URL (default http://127.0.0.1:5001/demo-rides/europe-west9)
//   BENCH_API_TIMEOUT_MS   per-request timeout (default 30000)
//   BENCH_API_POOL         prod target: DATABASE_POOL_SIZE of each function process (default: the functions' default)
//
// Callers use keep-alive connections and send the callable protocol's body ({"data": ...}) as the
// Firebase SDK does: without a token for the public functions, with an ID token for the signed-in ones
// (the ride board, all requests, a driver's rides, My Bookings): locally a demo account's (from the Auth
// emulator), on the prod target an unsigned token of a seeded account (prod-target.ts). A request counts as an
// error unless it answers 200 with a result of the expected shape. Raw numbers go to
// .local/bench/api-<timestamp>.json. Exit code: 1 when the stack is not reachable or a measured
// request failed.
//
// Reading the numbers: locally every function runs in a Functions Framework process (the two busiest
// each in their own, the others together in one host: issue [N] 1), one instance taking many requests
// at once as Cloud Functions does, but on this machine's two cores and PGlite's one backend. Before
// [N] the Functions emulator ran one request at a time per worker process, which explains the older
// figures in the README.
//
// Warm-up: the prod target measures a warm instance, what serves a steady flow of travellers. One
// Node process keeps getting faster for its first thousands of requests (V8 compiles the hot paths
// with its optimising tier, the heap settles): on this machine the empty callable at 50 callers went
// from p95 44 ms after 50 warm-up requests to 25 ms after 3000. So the prod target warms each level
// with 3000 requests by default. A cold start is another figure, not measured here.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

if (process.argv.includes('--all')) process.exit(await (await import('./bench/api-all.ts')).main());

const env = process.env;
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: env.BENCH_API_REQUESTS || '200' },
    concurrency: { type: 'string', default: env.BENCH_API_CONCURRENCY || '1,10,50' },
    warmup: { type: 'string', default: env.BENCH_API_WARMUP },
    base: { type: 'string', default: env.BENCH_API_BASE || 'http://127.0.0.1:5001/demo-rides/europe-west9' },
    timeout: { type: 'string', default: env.BENCH_API_TIMEOUT_MS || '30000' },
    only: { type: 'string' },
    target: { type: 'string', default: env.BENCH_API_TARGET || 'local' },
    pool: { type: 'string', default: env.BENCH_API_POOL || '' },
  },
});
if (!['local', 'prod'].includes(values.target)) {
  console.error(`--target ${values.target}: local or prod`);
  process.exit(1);
}
const prod = values.target === 'prod';

function positiveInt(name, raw, min = 1) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`Invalid ${name}: ${raw} (an integer >= ${min})`);
    process.exit(1);
  }
  return n;
}
const requests = positiveInt('--requests', values.requests);
const warmup = positiveInt('--warmup', values.warmup ?? (prod ? '3000' : '20'), 0);
const timeoutMs = positiveInt('--timeout', values.timeout);
const levels = values.concurrency.split(',').map((c) => positiveInt('--concurrency', c.trim()));
const base = values.base.replace(/\/+$/, '');

// ---- Inputs: varied, deterministic (the same run twice asks the same things) ----

/** A small seeded PRNG (mulberry32), so shuffles are the same on every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffled(list, seed) {
  const next = random(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const LANGS = ['en', 'fr', 'it', 'es', 'zh'];
/** What travellers type, keystroke by keystroke: every prefix of each text (by character). */
const TYPED = [
  'cdg', 'cdg 2e', 'charles de gaulle', 'roissy', 'orly', 'orly 4', 'beauvais', "gare de l'est",
  'gare du nord', 'gare de lyon', 'montparnasse', 'st lazare', 'paris 8', '75008', '8e',
  'champs elysees', 'tour eiffel', 'disneyland', 'versailles', 'saint-denis', 'lyon', 'marseille',
  'le havre', '12 rue de rivoli, 75004 paris', '戴高乐', '巴黎北站',
];
const searchInputs = shuffled(
  TYPED.flatMap((text, t) => Array.from(text, (_, i) => Array.from(text).slice(0, i + 1).join('')).filter((q) => q.trim())
    .map((query, i) => ({ query, lang: LANGS[(t + i) % LANGS.length] }))),
  1,
);

const PLACES = [
  'paris-01', 'paris-08', 'paris-16', 'paris-20', 'gare-du-nord', 'gare-de-lyon', 'gare-de-l-est', 'gare-montparnasse',
  'cdg-t1', 'cdg-t2e', 'cdg-t3', 'ory-1', 'ory-4', 'bva', 'disneyland-paris', 'chateau-de-versailles',
  'town-2996944' /* Lyon */, 'town-2980916' /* Saint-Denis */,
];
/** Parties that fit their vehicle in the seeded tariff: every measured quote is a price, not a refusal. */
const PARTIES = [
  { vehicle: 'sedan', passengers: 1, luggage: 1 },
  { vehicle: 'sedan', passengers: 2, luggage: 2, childSeats: 1 },
  { vehicle: 'sedan', passengers: 3, luggage: 3, extras: [{ code: 'extra-stop', quantity: 1 }] },
  { vehicle: 'van', passengers: 5, luggage: 5 },
  { vehicle: 'van', passengers: 7, luggage: 6, boosterSeats: 2, extras: [{ code: 'pet', quantity: 1 }] },
];
const quoteInputs = shuffled(
  PLACES.flatMap((from, f) => PLACES.filter((to) => to !== from).map((to, t) => ({ from, to, ...PARTIES[(f + t) % PARTIES.length] }))),
  2,
);

/** A visitor's booking, 3 days ahead (Paris date), at one of the SPEC's fixed airport fares. */
const FARES = [
  { from: 'paris-08', to: 'cdg-t2e', total: 7500 },
  { from: 'ory-4', to: 'paris-01', total: 6500 },
  { from: 'paris-16', to: 'bva', total: 20000 },
];
let booked = 0;
function bookingInput() {
  const fare = FARES[booked++ % FARES.length];
  const pickupDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + 3 * 86_400_000));
  return {
    idempotencyKey: randomUUID(),
    trip: { from: fare.from, to: fare.to, pickupDate, pickupTime: '10:30', vehicle: 'sedan', passengers: 2, luggage: 2 },
    // One inbox per booking (not a +tag: it is the same inbox): an inbox gets at most 5 signed-out bookings a day (issue [I] 5).
    booker: { name: 'Bench Booker', email: `bench-${randomUUID()}@example.com`, phone: '+33612345678' },
    payment: 'driver',
    shownTotalCents: fare.total,
    acceptTerms: true,
    language: 'en',
    proof: { honeypot: '', elapsedMs: 6000, mouseMoves: 40, keystrokes: 30, touches: 0 },
  };
}

/** What is measured. Each: the callable's name, its inputs (used in turn), and what a good result looks like. */
const SCENARIOS = [
  { name: 'searchPlaces', inputs: searchInputs, ok: (r) => Array.isArray(r?.places) },
  { name: 'quotePrice', inputs: quoteInputs, ok: (r) => Number.isInteger(r?.totalCents) },
  // Writes a booking per request (pay the driver, so each also queues its confirmation e-mail):
  // every request has its own idempotency key. Run it against a stack you can reset (rm -rf .local/data).
  { name: 'createBooking', next: bookingInput, get inputs() { return [bookingInput()]; }, ok: (r) => /^PT-/.test(r?.reference ?? '') },
  // Signed in as a demo account (issue [D]): what dispatch, a driver and a customer load most.
  { name: 'listRideBoard', as: 'admin', inputs: [{ scope: 'unassigned' }], ok: (r) => Array.isArray(r?.rides) },
  { name: 'listAllRequests', as: 'admin', inputs: [{ filters: {} }, { filters: { q: 'bench@example.com' } }], ok: (r) => Array.isArray(r?.rows) },
  { name: 'listDriverRides', as: 'driver', inputs: [{}], ok: (r) => Array.isArray(r?.rides) },
  { name: 'listMyBookings', as: 'customer', inputs: [{}], ok: (r) => Array.isArray(r?.bookings) },
];
/** Locally, the demo account each signed-in scenario calls as. */
const DEMO_ACCOUNTS = { admin: 'admin@example.com', driver: 'driver@example.com', customer: 'customer@example.com' };
/**
 * Issue [M] 5: at 50 callers, each call's p95 at most this many times the empty callable's p95 (the
 * limit this machine and the Functions Framework set, measured in the same run).
 */
const RATIO_TARGETS = { searchPlaces: 1.5, quotePrice: 1.5, createBooking: 4, listRideBoard: 3, listAllRequests: 3, listDriverRides: 3, listMyBookings: 3 };
const only = values.only?.split(',').map((s) => s.trim());
const chosen = only ? SCENARIOS.filter((s) => only.includes(s.name)) : SCENARIOS;
if (!chosen.length) {
  console.error(`--only ${values.only}: choose among ${SCENARIOS.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
const prodTarget = prod ? await import('./bench/prod-target.ts') : null;
// The prod target measures first the limits: functions that do nothing on the same server (prod-target.ts, FLOORS).
const FLOORS = prodTarget?.FLOORS ?? [];
const floors = FLOORS.map((name) => ({ name, inputs: [{}], ok: (r) => r !== null && typeof r === 'object' }));
const selected = [...floors, ...chosen];

// ---- HTTP ----

const transport = base.startsWith('https:') ? https : http;
const agent = new transport.Agent({ keepAlive: true, maxSockets: Infinity });

/** The target: the running local stack at `base`, or the prod-shaped servers this bench starts. */
let target = { urlFor: (name) => `${base}/${name}`, description: `the local stack at ${base}` };
if (prod) {
  const pool = values.pool ? positiveInt('--pool', values.pool) : undefined;
  // It stops what it started when the bench exits, however that happens.
  target = await prodTarget.startProdTarget(selected.map((s) => s.name), { poolSize: pool ?? 5, signedIn: selected.some((s) => s.as) });
}

/**
 * An unsigned ID token as the Auth emulator issues them (prod target): the claims production checks
 * (issuer, audience, subject, expiry, verified e-mail, the roles claim), no signature.
 */
function unsignedToken({ uid, email, roles }) {
  const part = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const project = 'demo-rides';
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${project}`, aud: project, sub: uid, user_id: uid, iat: now, auth_time: now, exp: now + 3600,
    email, email_verified: true, roles, firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  })}.`;
}

/** ID tokens of the accounts the signed-in scenarios call as, by role. */
const tokens = new Map();
async function signInAll() {
  const roles = new Set(selected.flatMap((s) => (s.as ? [s.as] : [])));
  if (prod) {
    for (const role of roles) tokens.set(role, unsignedToken(target.identities[role]));
    return;
  }
  const auth = `http://${env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`;
  for (const role of roles) {
    const email = DEMO_ACCOUNTS[role];
    const res = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo-1234', returnSecureToken: true }),
    }).catch(() => null);
    const body = res ? await res.json() : {};
    if (!body.idToken) {
      console.error(`Could not sign in ${email} at the Auth emulator (${auth}): is \`pnpm start\` running?`);
      process.exit(1);
    }
    tokens.set(role, body.idToken);
  }
}

/** One callable request (as `as`, a demo account, when given). Resolves (never rejects) with its timing and outcome. */
function call(name, data, timeout = timeoutMs, as = undefined) {
  const body = JSON.stringify({ data });
  const authorization = as ? { authorization: `Bearer ${tokens.get(as)}` } : {};
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status, error, result) => resolve({ ms: performance.now() - started, status, error, result });
    const req = transport.request(
      target.urlFor(name),
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...authorization } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', (e) => done(res.statusCode, e.message));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            return done(res.statusCode, `not JSON: ${text.slice(0, 120)}`);
          }
          if (parsed.error) return done(res.statusCode, `${parsed.error.status}: ${parsed.error.message}`);
          done(res.statusCode, res.statusCode === 200 ? undefined : `HTTP ${res.statusCode}`, parsed.result);
        });
      },
    );
    req.setTimeout(timeout, () => req.destroy(new Error(`timed out after ${timeout} ms`)));
    req.on('error', (e) => done(0, e.code === 'ECONNREFUSED' ? 'ECONNREFUSED' : e.message));
    req.end(body);
  });
}

/** Fails fast, with what to do, unless every selected function answers a good result. */
async function checkStack() {
  for (const s of selected) {
    const r = await call(s.name, s.inputs[0], Math.max(timeoutMs, 60_000), s.as);
    if (r.status === 0) {
      console.error(`Nothing answers at ${base} (${r.error}): start the local stack with \`pnpm start\` first, then run \`pnpm bench:api\` again.`);
      process.exit(1);
    }
    if (r.status === 404) {
      console.error(`The functions at ${base} have no ${s.name}: restart \`pnpm start\` so it builds and loads the current functions.`);
      process.exit(1);
    }
    if (r.error || !s.ok(r.result)) {
      console.error(`${s.name} answered but not with a result (${r.error ?? JSON.stringify(r.result).slice(0, 200)}): is the stack healthy (migrations run)?`);
      process.exit(1);
    }
  }
}

// ---- Measuring ----

/** `count` requests from `callers` concurrent callers, each taking the next input in turn. */
async function runLevel(scenario, callers, count, offset) {
  let next = 0;
  const samples = [];
  const started = performance.now();
  const caller = async () => {
    for (let i = next++; i < count; i = next++) {
      const input = scenario.next ? scenario.next() : scenario.inputs[(offset + i) % scenario.inputs.length];
      const r = await call(scenario.name, input, timeoutMs, scenario.as);
      samples.push({ ms: r.ms, error: r.error ?? (scenario.ok(r.result) ? undefined : 'unexpected result') });
    }
  };
  await Promise.all(Array.from({ length: Math.min(callers, count) }, caller));
  return { wallMs: performance.now() - started, samples };
}

/** Nearest-rank percentile of sorted numbers. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

function summarise(name, callers, { wallMs, samples }) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.error);
  return {
    name,
    callers,
    requests: samples.length,
    errors: errors.length,
    firstErrors: [...new Set(errors.map((e) => e.error))].slice(0, 3),
    p50Ms: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    maxMs: ms[ms.length - 1],
    perSecond: samples.length / (wallMs / 1000),
  };
}

await signInAll();
await checkStack();
console.log(`Benchmarking ${selected.map((s) => s.name).join(', ')} on ${target.description}`);
console.log(`${requests} measured requests per function and level, after a warm-up of max(${warmup}, callers) at the same concurrency\n`);

const rows = [];
for (const scenario of selected) {
  for (const callers of levels) {
    process.stderr.write(`${scenario.name} x${callers}: warm-up... `);
    const warm = await runLevel(scenario, callers, Math.max(warmup, callers), requests);
    const warmErrors = warm.samples.filter((s) => s.error).length;
    process.stderr.write(`${warmErrors ? `(${warmErrors} warm-up errors) ` : ''}measuring... `);
    const row = summarise(scenario.name, callers, await runLevel(scenario, callers, requests, 0));
    rows.push({ ...row, warmupErrors: warmErrors });
    process.stderr.write(`p50 ${row.p50Ms.toFixed(1)} ms\n`);
  }
}

const headers = ['function', 'callers', 'requests', 'errors', 'p50 ms', 'p95 ms', 'max ms', 'req/s'];
const cells = rows.map((r) => [
  FLOORS.includes(r.name) ? `${r.name} (limit)` : r.name, String(r.callers), String(r.requests), String(r.errors),
  r.p50Ms.toFixed(1), r.p95Ms.toFixed(1), r.maxMs.toFixed(1), r.perSecond.toFixed(1),
]);
const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
console.log(`\n${line(headers)}`);
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
cells.forEach((c) => console.log(line(c)));

// Issue [M] 5: each call's p95 against the empty callable's at the same number of callers.
const empty = new Map(rows.filter((r) => r.name === 'emptyCallable').map((r) => [r.callers, r.p95Ms]));
if (empty.size) {
  const measured = rows.filter((r) => !FLOORS.includes(r.name));
  const ratioHeaders = ['function', ...levels.map((c) => `x${c} p95/empty`), 'target at 50', 'meets'];
  const ratioCells = [...new Set(measured.map((r) => r.name))].map((name) => {
    const ratioAt = (c) => {
      const r = measured.find((m) => m.name === name && m.callers === c);
      return r && empty.get(c) ? r.p95Ms / empty.get(c) : null;
    };
    const target = RATIO_TARGETS[name];
    const at50 = ratioAt(50);
    return [name, ...levels.map((c) => (ratioAt(c) === null ? '-' : `${ratioAt(c).toFixed(2)}x`)), target ? `<= ${target}x` : '-', target && at50 !== null ? (at50 <= target ? 'yes' : 'NO') : '-'];
  });
  const emptyRow = ['emptyCallable p95 (ms)', ...levels.map((c) => (empty.get(c) ?? 0).toFixed(1)), '', ''];
  const w = ratioHeaders.map((h, i) => Math.max(h.length, emptyRow[i].length, ...ratioCells.map((c) => c[i].length)));
  const ratioLine = (c) => c.map((v, i) => (i === 0 ? v.padEnd(w[i]) : v.padStart(w[i]))).join('  ');
  console.log(`\nAgainst the empty callable (the limit of this machine and the Functions Framework, same run):\n${ratioLine(ratioHeaders)}`);
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  console.log(ratioLine(emptyRow));
  ratioCells.forEach((c) => console.log(ratioLine(c)));
}

const failed = rows.filter((r) => r.errors);
for (const r of failed) console.log(`\n${r.name} x${r.callers}: ${r.errors} failed, e.g. ${r.firstErrors.join(' | ')}`);

const outDir = fileURLToPath(new URL('../.local/bench/', import.meta.url));
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(outFile, `${JSON.stringify({ target: target.description, requests, warmup, levels, date: new Date().toISOString(), rows }, null, 2)}\n`);
console.log(`\nRaw numbers: ${outFile}`);
agent.destroy();
process.exit(failed.length ? 1 : 0);
