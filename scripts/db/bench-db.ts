// `pnpm bench:db`: the admin's database queries at volume. Starts a throwaway Debian PostgreSQL server
// (port 5436), migrates it, seeds 50k users / 2k drivers / 100k bookings (scripts/db/volume.ts),
// VACUUM ANALYZEs, then times the repo's own functions (no copied SQL): the all-requests list and its
// search (rides/requests.repo.ts), the assignment board's unassigned rides and candidate drivers
// (rides/board.repo.ts), assigning a ride (rides/ride.service.ts moveRide), and the back office of issue
// [F]: billing (bench-billing.ts), the users list and search (bench-users.ts), partner commissions, the
// partner's dashboard and the admin dashboard (bench-partners.ts). Prints p50 / p95 / max
// per query against the target (p95 <= 50 ms) and the plan of every SQL statement (EXPLAIN ANALYZE,
// BUFFERS), flagging sequential scans of bookings.
//
//   pnpm bench:db [--runs N] [--warmup N]
//
// One caller at a time, on this machine's shared cores: latency, not throughput. The local PGlite of
// `pnpm start` is too slow for this volume, hence Debian's PostgreSQL (apt-get install -y postgresql).
// Raw numbers go to .local/bench/db-<timestamp>.json. Exit code 1 when a query misses its target.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from './pg';
import { startPostgres } from '../stack/postgres';
import { ROOT } from '../stack/paths';
import { seedVolume, VOLUME_ADMIN_ID } from './volume';
import { migrate } from '../../packages/functions/src/db/migrate';
import { createDb, type Db } from '../../packages/functions/src/db/db';
import { listRequests, cursorOf } from '../../packages/functions/src/rides/requests.repo';
import { boardCounts, boardPage, candidateRows } from '../../packages/functions/src/rides/board.repo';
import { pickupGroupStarts } from '../../packages/domain/src/pickup-groups';
import { moveRide, type RideDeps } from '../../packages/functions/src/rides/ride.service';
import { parisDayOf } from '../../packages/functions/src/rides/paris-day';
import { busyWindow } from '../../packages/domain/src/ride-lifecycle';
import type { RequestFilters } from '../../packages/contracts/src/ride-requests';
import { billingCases } from './bench-billing';
import { usersCases } from './bench-users';
import { partnerCases } from './bench-partners';

const PORT = 5436;
const TARGET_P95_MS = 50;
const PAGE = 50;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_DB_RUNS || '200' },
    warmup: { type: 'string', default: process.env.BENCH_DB_WARMUP || '20' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 200);
const WARMUP = Math.max(0, Number(values.warmup) || 0);
const N = RUNS + WARMUP;

/** A seeded PRNG (mulberry32): the same run asks the same things. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261124);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

interface Case {
  name: string;
  /** Runs call i (0 .. N-1; the first WARMUP are not measured); returns how many rows it answered, or an outcome. */
  call: (db: Db, i: number) => Promise<number | string>;
  /** Calls whose statements are EXPLAINed after the run (default: the last one). */
  planCalls?: number[];
}

interface Result {
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  rows: number;
  outcomes: Record<string, number>;
  plans: Array<{ sql: string; plan: string[]; seqScanBookings: boolean; analyzed: boolean }>;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const parisDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d);

// ---------------------------------------------------------------- plans

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Plan Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Rows Removed by Filter'?: number;
  'Sort Method'?: string;
  Plans?: PlanNode[];
}

function planLines(node: PlanNode, depth = 0, out: string[] = []): string[] {
  let s = node['Node Type'];
  if (node['Index Name']) s += ` using ${node['Index Name']}`;
  if (node['Relation Name']) s += ` on ${node['Relation Name']}${node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : ''}`;
  if (node['Subplan Name']) s = `${node['Subplan Name']}: ${s}`;
  const facts: string[] = [];
  if (node['Actual Rows'] !== undefined) facts.push(`rows=${node['Actual Rows']}${(node['Actual Loops'] ?? 1) > 1 ? ` loops=${node['Actual Loops']}` : ''}`);
  else if (node['Plan Rows'] !== undefined) facts.push(`est rows=${node['Plan Rows']}`);
  if (node['Actual Total Time'] !== undefined) facts.push(`${node['Actual Total Time'].toFixed(2)} ms`);
  if (node['Shared Hit Blocks'] !== undefined && depth === 0) facts.push(`buffers hit=${node['Shared Hit Blocks']} read=${node['Shared Read Blocks'] ?? 0}`);
  if (node['Rows Removed by Filter']) facts.push(`removed by filter=${node['Rows Removed by Filter']}`);
  if (node['Sort Method']) facts.push(node['Sort Method']);
  const cond = node['Index Cond'] ?? node['Recheck Cond'];
  if (cond) facts.push(`cond ${cond.length > 90 ? `${cond.slice(0, 87)}...` : cond}`);
  out.push(`${'  '.repeat(depth)}${s}${facts.length ? `  (${facts.join(', ')})` : ''}`);
  for (const child of node.Plans ?? []) planLines(child, depth + 1, out);
  return out;
}

function hasSeqScanOn(node: PlanNode, table: string): boolean {
  return (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table) || (node.Plans ?? []).some((c) => hasSeqScanOn(c, table));
}

/** Runs `fn` once on a database handle that records every statement it sends (compiled by Kysely). */
async function captureSql(db: Db, fn: (db: Db) => Promise<unknown>): Promise<Array<{ sql: string; parameters: readonly unknown[] }>> {
  const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const executor = db.getExecutor();
  const recording = db.withPlugin({
    transformQuery(args) {
      const compiled = executor.compileQuery(args.node, args.queryId);
      seen.push({ sql: compiled.sql, parameters: compiled.parameters });
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  });
  await fn(recording).catch(() => undefined);
  return seen;
}

async function explain(client: Client, statements: Array<{ sql: string; parameters: readonly unknown[] }>): Promise<Result['plans']> {
  const plans: Result['plans'] = [];
  // `set local …` (db.ts withoutParallelWorkers) is not explained: it is applied to every plan, as it was to the calls.
  const isSetting = (s: { sql: string }) => /^\s*set\s/i.test(s.sql);
  const settings = statements.filter(isSetting);
  for (const s of statements) {
    if (/pg_advisory_xact_lock/.test(s.sql) || isSetting(s)) continue;
    // Reads are run (ANALYZE); writes are only planned, in a transaction rolled back for good measure.
    const analyzed = /^\s*select/i.test(s.sql);
    await client.query('begin');
    try {
      for (const setting of settings) await client.query(setting.sql);
      const r = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (${analyzed ? 'analyze, buffers, ' : ''}format json) ${s.sql}`,
        s.parameters as unknown[],
      );
      const root = r.rows[0]!['QUERY PLAN'][0]!.Plan;
      plans.push({ sql: s.sql, plan: planLines(root), seqScanBookings: hasSeqScanOn(root, 'bookings'), analyzed });
    } finally {
      await client.query('rollback');
    }
  }
  return plans;
}

// ---------------------------------------------------------------- the run

async function measure(db: Db, client: Client, c: Case, count = N, warmup = WARMUP, planCalls = c.planCalls ?? [count - 1]): Promise<Result> {
  const ms: number[] = [];
  const outcomes: Record<string, number> = {};
  let rows = 0;
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const r = await c.call(db, i);
    const dt = performance.now() - t;
    if (i < warmup) continue;
    ms.push(dt);
    if (typeof r === 'number') rows += r;
    else outcomes[r] = (outcomes[r] ?? 0) + 1;
  }
  const sorted = [...ms].sort((a, b) => a - b);
  // The plans of some calls' statements (the last measured one, or a spare input).
  const statements: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  for (const i of planCalls) statements.push(...(await captureSql(db, (d) => c.call(d, i))));
  return {
    name: c.name,
    n: ms.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1]!,
    rows: ms.length ? rows / ms.length : 0,
    outcomes,
    plans: await explain(client, statements),
  };
}

async function main(): Promise<number> {
  console.log('bench:db — admin queries at volume on a throwaway Debian PostgreSQL server');
  console.log('(PGlite, the local database of `pnpm start`, is too slow for 100k bookings; this uses real PostgreSQL.)\n');
  const server = startPostgres(PORT);
  const stop = () => server.stop();
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const db = createDb(server.url, 5);
  const client = new Client({ connectionString: server.url });
  try {
    console.log(`PostgreSQL on ${server.url}`);
    const applied = await migrate(server.url);
    console.log(`migrated: ${applied.length} migrations (${applied[applied.length - 1]})`);
    console.log('seeding volume data:');
    const seeded = await seedVolume(server.url, { log: console.log });
    console.log(`seeded ${seeded.users} users (${seeded.drivers} drivers), ${seeded.bookings} bookings, ${seeded.rideEvents} ride events in ${seeded.seconds.toFixed(1)} s`);
    await client.connect();
    let t = performance.now();
    await client.query('vacuum analyze');
    console.log(`vacuum analyze: ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
    const version = (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;

    // ---- inputs, chosen up front (the set-up queries are not measured)
    const order = (await client.query<{ pickup_at: Date; id: string }>('select pickup_at, id from bookings order by pickup_at desc, id desc')).rows;
    const cursors = Array.from({ length: N }, () => cursorOf(order[Math.floor(order.length * (0.05 + 0.9 * rnd()))]!));
    const sample = (
      await client.query<{ reference: string; booker_email: string; booker_phone: string; booker_name: string }>(
        `select reference, booker_email, booker_phone, booker_name from bookings tablesample bernoulli (2) repeatable (7) limit ${N}`,
      )
    ).rows;
    const drivers = (await client.query<{ user_id: string }>(`select user_id from user_roles where role = 'driver' order by user_id`)).rows.map((r) => r.user_id);
    const span = { from: order[order.length - 1]!.pickup_at.getTime(), to: order[0]!.pickup_at.getTime() };
    const statusRange: RequestFilters[] = Array.from({ length: N }, () => {
      const start = span.from + rnd() * (span.to - span.from - 31 * 86_400_000);
      const days = 7 + Math.floor(rnd() * 25);
      return {
        status: pick(['confirmed', 'confirmed', 'cancelled', 'expired', 'unassigned', 'assigned', 'completed'] as const),
        pickupFrom: parisDate(new Date(start)),
        pickupTo: parisDate(new Date(start + days * 86_400_000)),
      };
    });
    const payments = ['paid', 'unpaid', 'pay_driver', 'refunded'] as const;
    // Phones as people type them: E.164, or French numbers as dialled with spaces.
    const typed = (phone: string) =>
      phone.startsWith('+33') && rnd() < 0.5 ? `0${phone.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ') : phone;
    // Names as an admin types them: a surname's first letters, someone's full name, or the start of both words.
    const LASTS = ['dup', 'mart', 'ber', 'smi', 'ros', 'gar', 'wan', 'mü', 'ngu', 'le'];
    const nameQuery = (i: number) => {
      const [first = '', last = ''] = sample[i % sample.length]!.booker_name.split(' ');
      if (i % 3 === 0) return LASTS[i % LASTS.length]!;
      return i % 3 === 1 ? `${first} ${last}` : `${first.slice(0, 3)} ${last.slice(0, 4)}`;
    };
    const rides = (
      await client.query<{ id: string; pickup_at: Date; duration_minutes: number; vehicle: string }>(
        `select id, pickup_at, duration_minutes, party ->> 'vehicle' as vehicle from bookings
         where status = 'confirmed' and ride_status = 'unassigned' and pickup_at > now() + interval '1 hour'
         order by md5(id::text)`,
      )
    ).rows;
    const windowOf = (r: (typeof rides)[number]) => busyWindow(new Date(r.pickup_at), r.duration_minutes);
    const dayOf = (r: (typeof rides)[number]) => parisDayOf(new Date(r.pickup_at));

    const cases: Case[] = [
      { name: 'requests: first page, no filter', call: async (d) => (await listRequests(d, {}, null, PAGE)).rows.length },
      { name: 'requests: deep page (cursor)', call: async (d, i) => (await listRequests(d, {}, cursors[i]!, PAGE)).rows.length },
      { name: 'requests: status + pickup dates', call: async (d, i) => (await listRequests(d, statusRange[i]!, null, PAGE)).rows.length },
      { name: 'requests: payment status', call: async (d, i) => (await listRequests(d, { payment: payments[i % 4] }, null, PAGE)).rows.length },
      { name: 'requests: driver', call: async (d, i) => (await listRequests(d, { driverId: drivers[(i * 7919) % drivers.length] }, null, PAGE)).rows.length },
      { name: 'search: reference', call: async (d, i) => (await listRequests(d, { q: sample[i % sample.length]!.reference }, null, PAGE)).rows.length },
      { name: 'search: e-mail', call: async (d, i) => (await listRequests(d, { q: sample[i % sample.length]!.booker_email }, null, PAGE)).rows.length },
      { name: 'search: phone', call: async (d, i) => (await listRequests(d, { q: typed(sample[i % sample.length]!.booker_phone) }, null, PAGE)).rows.length },
      { name: 'search: name prefix "dupo"', call: async (d) => (await listRequests(d, { q: 'dupo' }, null, PAGE)).rows.length },
      { name: 'search: name words (varied)', call: async (d, i) => (await listRequests(d, { q: nameQuery(i) }, null, PAGE)).rows.length, planCalls: [N - 3, N - 2, N - 1] },
      { name: 'board: unassigned, first page', call: async (d) => (await boardPage(d, 'unassigned', new Date(), null, PAGE + 1)).length },
      { name: 'board: unassigned, group counts', call: async (d) => Object.values(await boardCounts(d, 'unassigned', new Date(), pickupGroupStarts(new Date()))).reduce((a, b) => a + b, 0) },
      { name: 'board: candidate drivers', call: async (d, i) => (await candidateRows(d, rides[i % rides.length]!.id, windowOf(rides[i % rides.length]!), dayOf(rides[i % rides.length]!))).length },
    ];
    // /admin/billing (issue [F]): its payments and refunds seeded, then the ledger and statements on a month.
    cases.push(...(await billingCases(server.url, db, client, N, rnd)));
    // /admin/users (issue [F] item 4): the list, its pages, the role filter and the search box.
    cases.push(...(await usersCases(client, N, rnd)));
    // Partner commissions, the partner's dashboard and the admin dashboard (issue [F] items 3, 5, 9).
    cases.push(...(await partnerCases(client, N, rnd)));
    const results: Result[] = [];
    for (const c of cases) {
      t = performance.now();
      const r = await measure(db, client, c);
      results.push(r);
      console.log(`  measured ${c.name.padEnd(34)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }

    // ---- assignments: distinct future rides, each to a driver free then (found by the board's candidate
    // query, not timed); then rides offered to a driver already busy in their window (refused, rolled back).
    const deps: RideDeps = { db, now: () => new Date(), onMessageEvent: async () => {}, afterCommit: () => {} };
    const admin = { kind: 'admin' as const, id: VOLUME_ADMIN_ID };
    const fits = (ride: (typeof rides)[number], c: Awaited<ReturnType<typeof candidateRows>>[number]) =>
      c.active !== false && !c.unavailable && (ride.vehicle !== 'van' || c.vehicle_type === 'van');
    const outcome = async (d: Db, rideId: string, driverId: string) => {
      try {
        await moveRide({ ...deps, db: d }, rideId, 'assign', admin, { driverId });
        return 'assigned';
      } catch (e) {
        return `refused: ${(e as { details?: { reason?: string } }).details?.reason ?? (e as Error).message}`;
      }
    };
    const free: Array<{ ride: string; driver: string }> = [];
    const busy: Array<{ ride: string; driver: string }> = [];
    const pool = rides.slice(N); // rides the candidate case did not use
    for (const ride of pool) {
      if (free.length > N && busy.length > N) break;
      const candidates = (await candidateRows(db, ride.id, windowOf(ride), dayOf(ride))).filter((c) => fits(ride, c));
      // Each ride serves one list: a busy driver when there is one and that list still needs rides.
      const busyOnes = candidates.filter((c) => c.busy);
      const freeOnes = candidates.filter((c) => !c.busy);
      if (busyOnes.length && busy.length <= N) busy.push({ ride: ride.id, driver: pick(busyOnes).id });
      else if (freeOnes.length && free.length <= N) free.push({ ride: ride.id, driver: pick(freeOnes).id });
    }
    for (const [name, inputs] of [
      ['assign: moveRide (free driver)', free],
      ['assign: moveRide (driver busy)', busy],
    ] as const) {
      if (inputs.length < 2) {
        console.log(`  skipped ${name}: no inputs`);
        continue;
      }
      // The last input is kept for the plan capture (a ride assigned once cannot be assigned again).
      const count = inputs.length - 1;
      const call = (d: Db, i: number) => outcome(d, inputs[i]!.ride, inputs[i]!.driver);
      const r = await measure(db, client, { name, call }, count, Math.min(WARMUP, Math.floor(count / 5)), [count]);
      results.push(r);
      console.log(`  measured ${name.padEnd(34)} ${JSON.stringify(r.outcomes)}`);
    }

    // ---- report
    const pass = (r: Result) => r.p95 <= TARGET_P95_MS;
    const seq = (r: Result) => r.plans.some((p) => p.seqScanBookings);
    console.log(`\nPostgreSQL ${version}, ${seeded.bookings} bookings, ${seeded.users} users, ${seeded.drivers} drivers; ${RUNS} measured calls after ${WARMUP} warm-up, one caller; page ${PAGE}`);
    const head = `${'query'.padEnd(34)} ${'n'.padStart(4)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  target    result  rows/seq-scan`;
    console.log(head);
    console.log('-'.repeat(head.length));
    for (const r of results) {
      const extra = Object.keys(r.outcomes).length ? Object.entries(r.outcomes).map(([k, v]) => `${k} ${v}`).join(', ') : `${r.rows.toFixed(0)} rows`;
      console.log(
        `${r.name.padEnd(34)} ${String(r.n).padStart(4)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)}  p95<=${TARGET_P95_MS}  ${(pass(r) ? 'PASS' : 'FAIL').padEnd(6)}  ${extra}${seq(r) ? '  SEQ SCAN on bookings' : ''}`,
      );
    }
    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS of the last call; writes EXPLAIN only):');
    for (const r of results) {
      console.log(`\n## ${r.name}`);
      for (const p of r.plans) {
        const sql = p.sql.replace(/\s+/g, ' ');
        const where = sql.indexOf(' where ');
        // The select list is the same in every list query: show what differs (the conditions).
        const shown = where > 0 && sql.length > 160 ? `${sql.slice(0, 60)} … ${sql.slice(where)}` : sql;
        console.log(`  SQL: ${shown.slice(0, 240)}${shown.length > 240 ? '…' : ''}`);
        for (const line of p.plan) console.log(`    ${line}`);
        if (p.seqScanBookings) console.log('    !! Seq Scan on bookings');
      }
    }
    const failed = results.filter((r) => !pass(r));
    const scans = results.filter(seq);
    console.log(`\n${results.length - failed.length}/${results.length} within p95 <= ${TARGET_P95_MS} ms; sequential scans of bookings: ${scans.length ? scans.map((r) => r.name).join(', ') : 'none'}`);

    const dir = path.join(ROOT, '.local/bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `db-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify({ version, runs: RUNS, warmup: WARMUP, seeded, results }, null, 2));
    console.log(`raw numbers: ${path.relative(ROOT, file)}`);
    return failed.length ? 1 : 0;
  } finally {
    await client.end().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.stack : e);
    process.exit(1);
  },
);
