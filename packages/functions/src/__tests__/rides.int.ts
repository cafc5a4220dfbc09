import { PERSON_PROOF } from './person-proof';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { parisLocal } from '@rides/domain/paris-time';
import { app } from '../firebase';
import { call, query, signIn, uniqueEmail, type CallResult } from './helpers';

jest.setTimeout(60_000);
afterAll(() => deleteApp(app()));

/** A far, random day so this run's rides never share a busy window with another test's. */
const farDay = () => parisLocal(new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000)).date;

async function bookRide(): Promise<{ reference: string; token: string; id: string; booker: string }> {
  const booker = uniqueEmail('ride-booker');
  const res = await call('createBooking', {
    idempotencyKey: randomUUID(),
    trip: { from: 'paris-08', to: 'cdg-t2e', pickupDate: farDay(), pickupTime: '06:15', vehicle: 'sedan', passengers: 2, luggage: 2 },
    booker: { name: 'Grace Hopper', email: booker, phone: '+33 6 11 22 33 44' },
    payment: 'driver',
    shownTotalCents: 7500,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
  });
  const { reference, manageToken } = res.result as { reference: string; manageToken: string };
  const [row] = await query<{ id: string }>('select id from bookings where reference = $1', [reference]);
  return { reference, token: manageToken, id: row!.id, booker };
}

type Who = 'visitor' | 'customer' | 'driver' | 'otherDriver' | 'partner' | 'admin';
const EMAILS: Record<Exclude<Who, 'visitor'>, string> = {
  customer: 'customer@example.com',
  driver: 'driver@example.com',
  otherDriver: 'multi@example.com',
  partner: 'partner@example.com',
  admin: 'admin@example.com',
};

describe('the ride lifecycle callables, per caller and per record', () => {
  const tokens = {} as Record<Who, string | undefined>;
  let ride: Awaited<ReturnType<typeof bookRide>>;
  let driverId: string;

  beforeAll(async () => {
    for (const [who, email] of Object.entries(EMAILS)) tokens[who as Who] = await signIn(email);
    tokens.visitor = undefined;
    ride = await bookRide();
    [{ id: driverId }] = (await query<{ id: string }>('select id from users where email = $1', ['driver@example.com'])) as [{ id: string }];
    const assigned = await call('assignRide', { rideId: ride.id, driverId }, tokens.admin);
    expect(assigned.result).toMatchObject({ reference: ride.reference, status: 'assigned', driver: { id: driverId } });
  });

  const status = (r: CallResult) => (r.error ? r.error.status : 'OK');

  // What each caller gets from each callable of the issue. Admin tools answer admins only; the driver's
  // calls answer drivers only, and for one ride only its own driver (another driver: the same answer as
  // for a ride that does not exist).
  const admin = { visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'PERMISSION_DENIED', otherDriver: 'PERMISSION_DENIED', partner: 'PERMISSION_DENIED', admin: 'OK' };
  const driverOwn = { visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'OK', otherDriver: 'NOT_FOUND', partner: 'PERMISSION_DENIED', admin: 'PERMISSION_DENIED' };
  const anyDriver = { ...driverOwn, otherDriver: 'OK' };
  const cases: [string, () => unknown, Record<Who, string>][] = [
    ['listRideBoard', () => ({ scope: 'assigned' }), admin],
    ['listCandidateDrivers', () => ({ rideId: ride.id }), admin],
    ['listAllRequests', () => ({ filters: { q: ride.reference } }), admin],
    ['exportAllRequests', () => ({ filters: { q: ride.reference } }), admin],
    ['getRequestDetail', () => ({ rideId: ride.id }), admin],
    ['getMessagingStatus', () => ({}), admin],
    ['listSentMessages', () => ({}), admin],
    ['listDriverRides', () => ({}), anyDriver],
    ['getDriverProfile', () => ({}), anyDriver],
    ['getDriverRide', () => ({ rideId: ride.id }), driverOwn],
    // Writes, with inputs that change nothing for the callers who get through: the role is checked first.
    ['sendTestMessage', () => ({ channel: 'sms', to: 'not a phone', text: 'hi' }), { ...admin, admin: 'INVALID_ARGUMENT' }],
    ['previewDriverBroadcast', () => ({ channel: 'sms', text: 'Hello drivers' }), admin],
    ['sendDriverBroadcast', () => ({ channel: 'sms', text: 'Hello drivers', confirm: true, expectedRecipients: 999_999 }), { ...admin, admin: 'FAILED_PRECONDITION' }],
    ['updateDriverProfile', () => ({ phone: '+33612345678', languages: ['fr'] }), { ...anyDriver, driver: 'INVALID_ARGUMENT', otherDriver: 'INVALID_ARGUMENT' }],
    ['removeUnavailability', () => ({ id: '999999999' }), { ...anyDriver, driver: 'NOT_FOUND', otherDriver: 'NOT_FOUND' }],
    ['addUnavailability', () => ({ from: '2030-01-02T10:00:00Z', to: '2030-01-01T10:00:00Z' }), { ...anyDriver, driver: 'INVALID_ARGUMENT', otherDriver: 'INVALID_ARGUMENT' }],
  ];

  it.each(cases)('%s', async (name, input, expected) => {
    const got = {} as Record<Who, string>;
    for (const who of Object.keys(expected) as Who[]) got[who] = status(await call(name, input(), tokens[who]));
    expect(got).toEqual(expected);
  });

  it('moving a ride: refused to everyone but its driver (another driver: not found), and nothing changes', async () => {
    for (const who of ['visitor', 'customer', 'otherDriver', 'partner', 'admin'] as const) {
      const res = await call('driverRideAction', { rideId: ride.id, action: 'hand_back', reason: 'not mine' }, tokens[who]);
      expect([who, status(res)]).toEqual([who, driverOwn[who]]);
    }
    const [row] = await query<{ ride_status: string; driver_id: string }>('select ride_status, driver_id from bookings where id = $1', [ride.id]);
    expect(row).toEqual({ ride_status: 'assigned', driver_id: driverId });
  });

  it('assigning or unassigning is refused to everyone but admins', async () => {
    for (const who of ['visitor', 'customer', 'driver', 'otherDriver', 'partner'] as const) {
      expect(status(await call('assignRide', { rideId: ride.id, driverId }, tokens[who]))).toBe(admin[who]);
      expect(status(await call('adminRideAction', { rideId: ride.id, action: 'unassign', reason: 'test' }, tokens[who]))).toBe(admin[who]);
    }
  });

  it("another driver's list does not hold the ride; its driver's does", async () => {
    const mine = (await call('listDriverRides', {}, tokens.driver)).result as { rides: { reference: string }[] };
    const theirs = (await call('listDriverRides', {}, tokens.otherDriver)).result as { rides: { reference: string }[] };
    expect(mine.rides.map((r) => r.reference)).toContain(ride.reference);
    expect(theirs.rides.map((r) => r.reference)).not.toContain(ride.reference);
  });

  it('the booker sees the driver and the timeline through the manage link, without internal details', async () => {
    const view = (await call('getBooking', { reference: ride.reference, token: ride.token })).result as { ride: { status: string; driver: unknown; events: unknown[] } };
    expect(view.ride.status).toBe('assigned');
    expect(view.ride.driver).toEqual({
      firstName: 'Daniel',
      phone: expect.stringMatching(/^\+33/),
      vehicle: expect.objectContaining({ make: expect.any(String), plate: expect.any(String) }),
    });
    expect(view.ride.events).toEqual([expect.objectContaining({ action: 'assign', from: 'unassigned', to: 'assigned', actorName: null, reason: null })]);
  });

  it('a second driver whose window overlaps cannot take a ride that would double-book them', async () => {
    const other = await bookRide();
    await query('update bookings set pickup_at = (select pickup_at from bookings where id = $1) + interval \'20 minutes\' where id = $2', [ride.id, other.id]);
    const res = await call('assignRide', { rideId: other.id, driverId }, tokens.admin);
    expect(res.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'driver-busy' } });
    const [row] = await query<{ ride_status: string }>('select ride_status from bookings where id = $1', [other.id]);
    expect(row!.ride_status).toBe('unassigned');
  });

  it('its own driver moves it: handing it back (a day ahead, with a reason) puts it back on the board, recorded', async () => {
    const refused = await call('driverRideAction', { rideId: ride.id, action: 'hand_back' }, tokens.driver);
    expect(refused.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'reason-required' } });
    const res = await call('driverRideAction', { rideId: ride.id, action: 'hand_back', reason: 'car in the garage' }, tokens.driver);
    expect(res.error).toBeUndefined();
    const [row] = await query<{ ride_status: string; driver_id: string | null }>('select ride_status, driver_id from bookings where id = $1', [ride.id]);
    expect(row).toEqual({ ride_status: 'unassigned', driver_id: null });
    const events = await query<{ actor: string; action: string; reason: string }>('select actor, action, reason from ride_events where booking_id = $1 order by id', [ride.id]);
    expect(events.at(-1)).toEqual({ actor: 'driver', action: 'hand_back', reason: 'car in the garage' });
    // The booker's timeline says a driver is being arranged, not why.
    const view = (await call('getBooking', { reference: ride.reference, token: ride.token })).result as { ride: { status: string; driver: unknown; events: { reason: unknown }[] } };
    expect(view.ride).toMatchObject({ status: 'unassigned', driver: null });
    expect(view.ride.events.every((e) => e.reason === null)).toBe(true);
  });

  it("My Bookings holds a person's own bookings only", async () => {
    const refs = async (who: Who) => ((await call('listMyBookings', {}, tokens[who])).result as { bookings: { reference: string }[] } | undefined)?.bookings.map((b) => b.reference);
    expect(await refs('customer')).not.toContain(ride.reference);
    expect(await refs('admin')).not.toContain(ride.reference);
    expect((await call('listMyBookings', {})).error?.status).toBe('UNAUTHENTICATED');
  });

  it('bad input is refused with the issues and changes nothing', async () => {
    const res = await call('assignRide', { rideId: 'abc', driverId }, tokens.admin);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    const bad = await call('listAllRequests', { filters: {}, after: 'not-a-cursor' }, tokens.admin);
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    expect((await call('listRideBoard', { scope: 'unassigned', after: 'not-a-cursor' }, tokens.admin)).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('the board comes in pages by pickup, each ride once, the counts with the first page only', async () => {
    await bookRide(); // at least two rides wait for a driver (the demo's and this run's)
    type Page = { rides: { id: string; pickupAt: string }[]; next: string | null; counts: Record<string, number> | null };
    const page = async (after: string | null) => (await call('listRideBoard', { scope: 'unassigned', limit: 1, after }, tokens.admin)).result as Page;
    const first = await page(null);
    expect(first.rides).toHaveLength(1);
    expect(first.next).not.toBeNull();
    const waiting = Object.values(first.counts!).reduce((a, b) => a + b, 0);
    expect(waiting).toBeGreaterThanOrEqual(2);
    const second = await page(first.next);
    expect(second.counts).toBeNull();
    expect(second.rides[0]!.id).not.toBe(first.rides[0]!.id);
    expect(Date.parse(second.rides[0]!.pickupAt)).toBeGreaterThanOrEqual(Date.parse(first.rides[0]!.pickupAt));
  });
});
