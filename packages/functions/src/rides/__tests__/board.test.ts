/** @jest-environment node */
// The assignment board's reads against PGlite: keyset pages by pickup with no ride twice or missed,
// and each pickup group's count (Paris days from `now`), stopped at BOARD_COUNT_CAP.
import { BOARD_COUNT_CAP } from '@rides/contracts/rides';
import { pickupGroupStarts } from '@rides/domain/pickup-groups';
import type { Db } from '../../db/db';
import { readCursor, cursorOf } from '../../db/keyset';
import { usePglite } from '../../test-kit/pglite';
import { bookingRow } from '../../test-kit/mail-fixtures';
import { insertBooking, insertDriver } from '../../test-kit/messaging-fixtures';
import { boardCounts, boardPage } from '../board.repo';

jest.setTimeout(60_000);

/** Monday 23 November 2026, 20:00 in Paris (UTC+1): today ends at 23:00 UTC, tomorrow at 23:00 UTC on the 24th. */
const NOW = new Date('2026-11-23T19:00:00Z');
const at = (iso: string) => new Date(iso);
const SINCE = new Date(NOW.getTime() - 6 * 3_600_000);

const pg = usePglite();
let db: Db;

beforeAll(async () => {
  db = pg.db;
  await insertDriver(db, { id: 'd1' });
  const unassigned = (pickup: string) => insertBooking(db, { pickup_at: at(pickup), ride_status: 'unassigned' });
  await unassigned('2026-11-23T18:30:00Z'); // overdue
  await unassigned('2026-11-23T20:00:00Z'); // today
  await unassigned('2026-11-23T22:59:00Z'); // today: 23:59 in Paris
  await unassigned('2026-11-23T23:00:00Z'); // tomorrow: midnight in Paris
  await unassigned('2026-11-25T08:00:00Z'); // later
  await unassigned('2026-11-25T08:00:00Z'); // later, the same pickup (the id breaks the tie)
  await unassigned('2026-12-20T08:00:00Z'); // later
  // Not on the unassigned side: cancelled, or holding a driver.
  await insertBooking(db, { pickup_at: at('2026-11-23T21:00:00Z'), status: 'cancelled', ride_status: 'cancelled' });
  await insertBooking(db, { pickup_at: at('2026-11-23T21:00:00Z'), ride_status: 'assigned', driver_id: 'd1' });
  await insertBooking(db, { pickup_at: at('2026-11-23T10:00:00Z'), ride_status: 'assigned', driver_id: 'd1' }); // before SINCE
}, 60_000);

it('pages through a side by pickup, each ride once, the cursor taken after the last ride of a page', async () => {
  const seen: string[] = [];
  let after: { key: string; id: string } | null = null;
  for (let pages = 0; pages < 5; pages += 1) {
    const rows = await boardPage(db, 'unassigned', SINCE, after, 3);
    seen.push(...rows.map((r) => `${new Date(r.pickup_at).toISOString()} ${r.id}`));
    if (rows.length < 3) break;
    const last = rows[rows.length - 1]!;
    after = readCursor(cursorOf(last.pickup_key, last.id));
  }
  expect(seen).toHaveLength(7);
  expect(new Set(seen).size).toBe(7);
  expect(seen).toEqual([...seen].sort());
  expect(seen[0]).toMatch(/^2026-11-23T18:30/);
});

it('counts each pickup group of a side from Paris days, whatever the page', async () => {
  expect(await boardCounts(db, 'unassigned', SINCE, pickupGroupStarts(NOW))).toEqual({ overdue: 1, today: 2, tomorrow: 1, later: 3 });
  // The assigned side holds rides with a driver from SINCE on only.
  expect(await boardCounts(db, 'assigned', SINCE, pickupGroupStarts(NOW))).toEqual({ overdue: 0, today: 1, tomorrow: 0, later: 0 });
  expect((await boardPage(db, 'assigned', SINCE, null, 10)).map((r) => r.driver_id)).toEqual(['d1']);
});

it('stops counting a group at BOARD_COUNT_CAP', async () => {
  const many = Array.from({ length: BOARD_COUNT_CAP + 5 }, () => bookingRow({ pickup_at: at('2027-03-01T08:00:00Z'), ride_status: 'unassigned' }));
  await db.insertInto('bookings').values(many).execute();
  expect(await boardCounts(db, 'unassigned', SINCE, pickupGroupStarts(NOW))).toEqual({ overdue: 1, today: 2, tomorrow: 1, later: BOARD_COUNT_CAP });
});
