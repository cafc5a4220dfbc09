// `pnpm bench:plan`: the dispatch plan solver (issue [Q] 4) on seed:volume's data. Starts a throwaway
// Debian PostgreSQL (port 5437), migrates it and seeds it (scripts/db/volume.ts: 2,000 drivers, 100,000
// bookings), then:
// - two cases, each 5 samples: 150 rides x 20 drivers (one day) and 1,500 rides x 200 drivers (48 hours).
//   Drivers: the first N approved drivers as the planner loads them (vehicle, languages, active, the rides
//   they hold, unavailable periods, the week's load). Rides: seeded bookings' trips (places, durations,
//   vehicle, language, fare) at their own Paris time of day, on the case's day(s). The solver against the
//   greedy baseline (each ride in pickup order to its cheapest driver): plan time, rides planned, empty
//   km (legs between rides at most 3 h apart, as the planner counts them), rides per driver (standard deviation and most), and any broken hard rule (must be none);
// - the callable's own work (suggestPlan: reads, solve, reasons) for the next 48 hours, all 2,000 drivers.
// Targets: 150 x 20 under 1 s, 1,500 x 200 under 10 s, fewer empty km than the baseline.
import { performance } from 'node:perf_hooks';
import { Client } from '../db/pg';
import { startPostgres } from '../stack/postgres';
import { seedVolume } from '../db/volume';
import { migrate } from '../../packages/functions/src/db/migrate';
import { createDb } from '../../packages/functions/src/db/db';
import { parisInstant, parisLocal, addDays } from '../../packages/domain/src/paris-time';
import { loadPlanInputs, suggestPlan } from '../../packages/functions/src/dispatch/plan.service';
import { greedyPlan, solvePlan, type PlanState } from '../../packages/functions/src/dispatch/plan-solver';
import { planProblems, type PlanDriver, type PlanRide } from '../../packages/functions/src/dispatch/plan-rules';
import { emptyLegKm } from '../../packages/functions/src/dispatch/plan-cost';

const PORT = 5437;
const SAMPLES = 5;
const CASES = [
  { name: '150 rides x 20 drivers, one day', rides: 150, drivers: 20, days: 1, targetMs: 1_000 },
  { name: '1,500 rides x 200 drivers, 48 h', rides: 1_500, drivers: 200, days: 2, targetMs: 10_000 },
];

interface Row {
  from_place: { lat: number; lon: number };
  to_place: { lat: number; lon: number };
  duration_minutes: number;
  vehicle: 'sedan' | 'van';
  language: string;
  total_cents: number;
  time: string;
}

/** `count` seeded trips, sample `k`, on the days from `firstDay`, each at its own Paris time of day. */
async function sampleRides(client: Client, count: number, k: number, firstDay: string, days: number): Promise<PlanRide[]> {
  const { rows } = await client.query<Row>(
    `select from_place, to_place, duration_minutes, party->>'vehicle' as vehicle, language, total_cents,
            to_char(pickup_at at time zone 'Europe/Paris', 'HH24:MI') as time
       from bookings where request_hash = 'volume-seed' order by id offset $1 limit $2`,
    [k * count, count],
  );
  return rows.map((r, i) => ({
    id: `s${k}-${i}`,
    pickupAt: parisInstant(addDays(firstDay, i % days), r.time)?.getTime() ?? parisInstant(addDays(firstDay, i % days), '12:00')!.getTime(),
    durationMinutes: r.duration_minutes,
    from: { lat: r.from_place.lat, lon: r.from_place.lon },
    to: { lat: r.to_place.lat, lon: r.to_place.lon },
    vehicle: r.vehicle,
    language: r.language,
    requestedDriverId: null,
    totalCents: r.total_cents,
  }));
}

function quality(state: PlanState, drivers: readonly PlanDriver[], rides: readonly PlanRide[], ms: number) {
  const planned = new Set(rides.map((r) => r.id));
  let emptyKm = 0;
  const perDriver = drivers.map((d) => {
    const day = state.timeline(d);
    for (let i = 1; i < day.length; i++) if (planned.has(day[i]!.id) || planned.has(day[i - 1]!.id)) emptyKm += emptyLegKm(day[i - 1]!, day[i]!) ?? 0;
    return day.filter((r) => planned.has(r.id)).length;
  });
  const mean = perDriver.reduce((a, b) => a + b, 0) / perDriver.length;
  const sd = Math.sqrt(perDriver.reduce((a, b) => a + (b - mean) ** 2, 0) / perDriver.length);
  return { ms, planned: state.assignment.size, emptyKm, sd, most: Math.max(...perDriver), broken: planProblems(drivers, rides, state.assignment).length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const server = startPostgres(PORT);
  const db = createDb(server.url, 5);
  const client = new Client({ connectionString: server.url });
  try {
    await migrate(server.url);
    await client.connect();
    const seeded = await seedVolume(server.url, { log: () => {} });
    console.log(`PostgreSQL on ${server.url}: ${seeded.bookings} bookings, ${seeded.drivers} drivers seeded in ${seeded.seconds.toFixed(1)} s\n`);
    const firstDay = addDays(parisLocal(new Date()).date, 1);
    const span = { start: parisInstant(firstDay, '00:00')!, end: parisInstant(addDays(firstDay, 2), '00:00')! };
    const all = await loadPlanInputs(db, span);
    const approved = all.drivers.filter((d) => d.active && d.vehicleType);

    console.log('case                               | solver: ms   planned  empty km  sd  most | greedy: ms  planned  empty km  sd  most | broken');
    for (const c of CASES) {
      const drivers = approved.slice(0, c.drivers);
      const runs: Array<{ solver: ReturnType<typeof quality>; greedy: ReturnType<typeof quality> }> = [];
      for (let k = 0; k < SAMPLES; k++) {
        const rides = await sampleRides(client, c.rides, k, firstDay, c.days);
        let t = performance.now();
        const solved = solvePlan(drivers, rides);
        const solver = quality(solved, drivers, rides, performance.now() - t);
        t = performance.now();
        const baseline = greedyPlan(drivers, rides);
        runs.push({ solver, greedy: quality(baseline, drivers, rides, performance.now() - t) });
      }
      const m = (side: 'solver' | 'greedy', key: 'ms' | 'planned' | 'emptyKm' | 'sd' | 'most') => median(runs.map((r) => r[side][key]));
      const fmt = (side: 'solver' | 'greedy') =>
        `${m(side, 'ms').toFixed(0).padStart(6)} ${String(m(side, 'planned')).padStart(8)} ${m(side, 'emptyKm').toFixed(0).padStart(9)} ${m(side, 'sd').toFixed(2).padStart(5)} ${String(m(side, 'most')).padStart(4)}`;
      const broken = runs.reduce((s, r) => s + r.solver.broken + r.greedy.broken, 0);
      console.log(`${c.name.padEnd(34)} | ${fmt('solver')} | ${fmt('greedy')} | ${broken}`);
      const saved = 1 - m('solver', 'emptyKm') / m('greedy', 'emptyKm');
      console.log(
        `  target: under ${c.targetMs} ms (${m('solver', 'ms') < c.targetMs ? 'met' : 'NOT met'}); empty km ${(saved * 100).toFixed(0)}% fewer than greedy (${saved > 0 ? 'met' : 'NOT met'}); medians of ${SAMPLES} samples`,
      );
    }

    const times: number[] = [];
    let answer = { rides: 0, suggested: 0, solveMs: 0 };
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      const plan = await suggestPlan(db, { kind: 'next-48h' }, new Date());
      times.push(performance.now() - t);
      answer = plan.totals;
    }
    console.log(
      `\nsuggestPlan, next 48 h, all ${all.drivers.length} drivers: ${answer.rides} unassigned rides, ${answer.suggested} suggested; median ${median(times).toFixed(0)} ms (solve ${answer.solveMs} ms; reads, reasons and alternatives the rest)`,
    );
  } finally {
    await client.end().catch(() => {});
    await db.destroy();
    server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
