// `pnpm seed:volume [--force]`: fills the database of DATABASE_URL with 50k users (2k of them drivers) and
// 100k bookings with their rides (scripts/db/volume.ts). Refuses a database that already holds more than
// 1000 bookings unless --force, and a database on another machine unless --remote. Meant for a real PostgreSQL server; see scripts/db/bench-db.ts.
import { countBookings, seedVolume } from './volume';

const USAGE = `Usage: DATABASE_URL=postgres://… pnpm seed:volume [--force]

Adds 50 000 users (2 000 drivers with profiles, some unavailable periods), 100 000 bookings over two
years around today (statuses, payments, rides assigned without overlaps, ride events) to that database,
in well under a minute on PostgreSQL. The schema must be migrated (node packages/functions/dist/cli.js migrate).
Refuses a database with more than 1000 bookings unless --force, and one on another machine unless --remote.

The local PGlite of \`pnpm start\` is too slow for this volume (one query at a time, WebAssembly);
\`pnpm bench:db\` seeds a throwaway Debian PostgreSQL server and measures the admin queries on it.`;

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url || process.argv.includes('--help')) {
    console.log(USAGE);
    return url ? 0 : 1;
  }
  // Fake people and bookings belong on a machine of one's own: a remote database needs --remote too.
  const host = new URL(url).hostname || new URL(url).searchParams.get('host') || '';
  const local = ['', 'localhost', '127.0.0.1', '::1', '[::1]'].includes(host) || host.startsWith('/');
  if (!local && !process.argv.includes('--remote')) {
    console.error(`${host} is not this machine: seed:volume fills a database with 50 000 fake users; add --remote if that is really wanted.`);
    return 1;
  }
  const existing = await countBookings(url);
  if (existing > 1000 && !process.argv.includes('--force')) {
    console.error(`This database already holds ${existing} bookings; add --force to seed it anyway.`);
    return 1;
  }
  if (/:5433\//.test(url)) console.log('Note: port 5433 is the local PGlite; 100k bookings take a long time there.');
  console.log(`Seeding volume data into ${url.replace(/\/\/[^@/]*@/, '//…@')}`);
  const r = await seedVolume(url, { log: console.log });
  console.log(`\n${r.users} users (${r.drivers} drivers), ${r.bookings} volume bookings, ${r.rideEvents} ride events in ${r.seconds.toFixed(1)} s`);
  for (const s of r.byStatus) console.log(`  ${s.status.padEnd(16)} ${s.ride_status.padEnd(12)} ${String(s.n).padStart(7)}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
