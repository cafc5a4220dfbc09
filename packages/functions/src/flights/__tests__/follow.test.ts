/** @jest-environment node */
// Following flights against PGlite with the local flight adapter (the admins' flight board) and a fixed
// `now`: a 45-minute delay moves the pickup and tells both sides; a 2-hour delay asks the driver to
// reconfirm, and an unconfirmed move returns the ride to the board; a cancelled flight alerts once.
import type { Db } from '../../db/db';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking, insertDriver, outboxByKey } from '../../test-kit/messaging-fixtures';
import { cdg, paris8 } from '../../test-kit/mail-fixtures';
import { applyStatus, expireReconfirmations, followFlights } from '../follow';
import { localFlightProvider } from '../local-adapter';
import { reconfirmRide } from '../reconfirm';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

/** Wednesday 25 November 2026, 11:00 in Paris. */
const NOW = new Date('2026-11-25T10:00:00Z');
const LONG_AGO = new Date('2026-11-01T10:00:00Z');
const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00Z`);
const later = (min: number) => new Date(NOW.getTime() + min * 60_000);

const pg = usePglite();
let db: Db;
let flight = 0;
beforeAll(async () => {
  db = pg.db;
}, 60_000);

/** An airport pickup from CDG on a new flight number, assigned to a driver of its own (`driver`). */
async function airportRide(pickup: Date, over: Record<string, unknown> = {}) {
  const flightNumber = `AF${1000 + flight++}`;
  const driver = `driver-${flightNumber}`;
  await insertDriver(db, { id: driver, fullName: 'Jean Martin', phone: '+33611111111' });
  const ride = await insertBooking(db, {
    from_place: JSON.stringify(cdg),
    to_place: JSON.stringify(paris8),
    pickup_at: pickup,
    flight_number: flightNumber,
    ride_status: 'assigned',
    driver_id: driver,
    assigned_at: LONG_AGO,
    ...over,
  });
  return { ...ride, flightNumber, driver };
}

const board = (flightNumber: string, f: { scheduled: string; estimated?: string; state?: 'scheduled' | 'delayed' | 'landed' | 'cancelled' | 'diverted'; divertedTo?: string }) =>
  db
    .insertInto('local_flights')
    .values({
      flight_number: flightNumber,
      arrival_date: '2026-11-25',
      scheduled_arrival: at(f.scheduled),
      estimated_arrival: f.estimated ? at(f.estimated) : null,
      state: f.state ?? (f.estimated ? 'delayed' : 'scheduled'),
      diverted_to: f.divertedTo ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['flight_number', 'arrival_date']).doUpdateSet({ estimated_arrival: f.estimated ? at(f.estimated) : null, state: f.state ?? (f.estimated ? 'delayed' : 'scheduled'), diverted_to: f.divertedTo ?? null }),
    )
    .execute();

const rideOf = (id: string) => db.selectFrom('bookings').select(['pickup_at', 'ride_status', 'driver_id', 'reconfirm_by', 'busy']).where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = async (id: string) => (await db.selectFrom('ride_events').select(['action', 'actor', 'reason']).where('booking_id', '=', id).orderBy('id').execute()).map((e) => e.action);
const keysOf = async (id: string) => [...(await outboxByKey(db)).keys()].filter((k) => k.startsWith(`ride:${id}:`)).sort();
const run = (now = NOW) => followFlights(db, localFlightProvider(db), now);

describe('a delayed flight moves the pickup', () => {
  it('45 minutes late: the pickup moves 45 minutes, both sides are told once, and the driver keeps the ride', async () => {
    const r = await airportRide(at('14:00'));
    await board(r.flightNumber, { scheduled: '14:00', estimated: '14:45' });

    const report = await run();

    expect(report.moved).toBeGreaterThanOrEqual(1);
    const ride = await rideOf(r.id);
    expect(ride.pickup_at).toEqual(at('14:45'));
    expect(ride.driver_id).toBe(r.driver);
    expect(ride.reconfirm_by).toBeNull();
    expect(ride.busy).toContain('2026-11-25 14:15:00'); // the busy window moved with it (30 min before)
    expect(await eventsOf(r.id)).toEqual(['retime']);
    const keys = await keysOf(r.id);
    expect(keys.filter((k) => k.endsWith(':booker:email'))).toHaveLength(1);
    expect(keys.filter((k) => k.endsWith(':traveller:sms'))).toHaveLength(1);
    expect(keys.filter((k) => k.includes(`:driver:${r.driver}:`))).toHaveLength(2); // e-mail and SMS
    const outbox = await outboxByKey(db);
    const sms = outbox.get(keys.find((k) => k.endsWith(':traveller:sms'))!)!;
    expect(JSON.stringify(sms.payload)).toContain(r.flightNumber);

    // The next runs, later, with the same answer: nothing new.
    await run(later(10));
    expect(await eventsOf(r.id)).toEqual(['retime']);
    expect(await keysOf(r.id)).toEqual(keys);
  });

  it('keeps the gap the booker chose after landing', async () => {
    const r = await airportRide(at('15:30'));
    await board(r.flightNumber, { scheduled: '15:00' });
    await run();
    expect((await rideOf(r.id)).pickup_at).toEqual(at('15:30')); // on time: no move
    await board(r.flightNumber, { scheduled: '15:00', estimated: '15:20' });
    await run(later(10));
    expect((await rideOf(r.id)).pickup_at).toEqual(at('15:50'));
    expect(await eventsOf(r.id)).toEqual(['retime']);
    expect(await keysOf(r.id)).toHaveLength(4); // 20 minutes: told (booker e-mail, traveller SMS, driver e-mail and SMS)
  });

  it('a move of 10 minutes changes the time without a message', async () => {
    const r = await airportRide(at('16:00'));
    await board(r.flightNumber, { scheduled: '16:00', estimated: '16:10' });
    await run();
    expect((await rideOf(r.id)).pickup_at).toEqual(at('16:10'));
    expect(await eventsOf(r.id)).toEqual(['retime']);
    expect(await keysOf(r.id)).toEqual([]);
  });

  it('an unknown flight changes nothing', async () => {
    const r = await airportRide(at('13:00'));
    await run();
    expect((await rideOf(r.id)).pickup_at).toEqual(at('13:00'));
    expect(await eventsOf(r.id)).toEqual([]);
    const watch = await db.selectFrom('flight_watches').select('state').where('booking_id', '=', r.id).executeTakeFirstOrThrow();
    expect(watch.state).toBe('unknown');
  });
});

describe('a move of over an hour asks the driver to reconfirm', () => {
  it('2 hours late: the driver is asked; without an answer the ride returns to the board', async () => {
    const r = await airportRide(at('12:00'));
    await board(r.flightNumber, { scheduled: '12:00', estimated: '14:00' });
    await run();

    const ride = await rideOf(r.id);
    expect(ride.pickup_at).toEqual(at('14:00'));
    expect(ride.reconfirm_by).toEqual(later(30));
    expect(await eventsOf(r.id)).toEqual(['retime', 'reconfirm_asked']);
    const outbox = await outboxByKey(db);
    const driverSms = [...outbox.values()].find((m) => m.dedupe_key.startsWith(`ride:${r.id}:`) && m.dedupe_key.endsWith(`:driver:${r.driver}:sms`))!;
    expect(driverSms.purpose).toBe('flight-reconfirm');

    expect(await expireReconfirmations(db, later(29))).toBe(0);
    expect(await expireReconfirmations(db, later(31))).toBe(1);
    const after = await rideOf(r.id);
    expect(after).toMatchObject({ ride_status: 'unassigned', driver_id: null, reconfirm_by: null, busy: null });
    expect(await eventsOf(r.id)).toEqual(['retime', 'reconfirm_asked', 'unassign']);
  });

  it('the driver reconfirms: the ride stays theirs and later moves count from the new time', async () => {
    const r = await airportRide(at('12:30'));
    await board(r.flightNumber, { scheduled: '12:30', estimated: '14:30' });
    await run();
    await reconfirmRide(db, r.driver, r.id, later(5));
    expect(await expireReconfirmations(db, later(31))).toBe(0);
    expect(await rideOf(r.id)).toMatchObject({ ride_status: 'assigned', driver_id: r.driver, reconfirm_by: null });
    expect(await eventsOf(r.id)).toEqual(['retime', 'reconfirm_asked', 'reconfirm']);

    // 40 more minutes: told, but within an hour of what the driver accepted.
    await board(r.flightNumber, { scheduled: '12:30', estimated: '15:10' });
    await run(later(40));
    expect(await rideOf(r.id)).toMatchObject({ reconfirm_by: null, driver_id: r.driver });
    await expect(reconfirmRide(db, r.driver, r.id, later(41))).rejects.toMatchObject({ details: { reason: 'nothing-to-reconfirm' } });
  });

  it('asks once: a further move while the answer is pending is told, not asked again, and keeps the deadline', async () => {
    const r = await airportRide(at('13:00'));
    await board(r.flightNumber, { scheduled: '13:00', estimated: '14:30' });
    await run();
    await board(r.flightNumber, { scheduled: '13:00', estimated: '15:00' });
    await run(later(10));
    expect(await rideOf(r.id)).toMatchObject({ pickup_at: at('15:00'), reconfirm_by: later(30) });
    expect(await eventsOf(r.id)).toEqual(['retime', 'reconfirm_asked', 'retime']);
    const driverKeys = (await keysOf(r.id)).filter((k) => k.includes(`:driver:${r.driver}:`));
    expect(driverKeys).toHaveLength(4); // each move told to the driver (e-mail and SMS), asked once
  });

  it('another driver cannot reconfirm someone else’s ride', async () => {
    const r = await airportRide(at('12:40'));
    await expect(reconfirmRide(db, 'someone-else', r.id, NOW)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('a driver whose day no longer fits the new time loses the ride to the board', async () => {
    const r = await airportRide(at('11:30'));
    await insertBooking(db, { pickup_at: at('13:30'), ride_status: 'assigned', driver_id: r.driver, assigned_at: LONG_AGO, flight_number: null, busy: '["2026-11-25 13:00:00+00","2026-11-25 15:00:00+00")' });
    await board(r.flightNumber, { scheduled: '11:30', estimated: '12:50' });
    await run();
    expect(await rideOf(r.id)).toMatchObject({ ride_status: 'unassigned', driver_id: null, pickup_at: at('12:50') });
    expect(await eventsOf(r.id)).toEqual(['unassign', 'retime']);
  });
});

describe('a cancelled or diverted flight', () => {
  it('alerts the booker and the admins once, and leaves the pickup as it was', async () => {
    const r = await airportRide(at('17:00'));
    await board(r.flightNumber, { scheduled: '17:00', state: 'cancelled' });
    const report = await run();
    expect(report.alerts).toBeGreaterThanOrEqual(1);
    expect((await rideOf(r.id)).pickup_at).toEqual(at('17:00'));
    expect(await eventsOf(r.id)).toEqual(['flight_alert']);
    const keys = await keysOf(r.id);
    expect(keys.filter((k) => k.endsWith(':admins:email'))).toHaveLength(1);
    expect(keys.filter((k) => k.endsWith(':booker:email'))).toHaveLength(1);
    // Told once per change of state: the same answer again alerts no one.
    const status = await localFlightProvider(db).lookup({ flightNumber: r.flightNumber, arrivalDate: '2026-11-25' });
    expect(await db.transaction().execute((trx) => applyStatus(trx, r.id, status, later(10)))).toBe('none');
    expect(await eventsOf(r.id)).toEqual(['flight_alert']);
    expect(await keysOf(r.id)).toEqual(keys);
  });
});
