import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { parisLocal } from '@rides/domain/paris-time';
import type { DispatchPlan } from '@rides/contracts/dispatch-plan';
import { app } from '../../firebase';
import { PERSON_PROOF } from '../../__tests__/person-proof';
import { call, query, signIn, uniqueEmail } from '../../__tests__/helpers';

jest.setTimeout(60_000);
afterAll(() => deleteApp(app()));

/** A far, random day: this file's rides share no busy window with another test's. */
const day = parisLocal(new Date(Date.now() + (335 + Math.floor(Math.random() * 28)) * 86_400_000)).date;

/** Paris 8e to CDG T2E by default, at the fixed fare shown (EUR 75; Orly's is EUR 65). */
async function bookRide(
  pickupTime: string,
  trip: { from: string; to: string; pickupDate: string } = { from: 'paris-08', to: 'cdg-t2e', pickupDate: day },
  shownTotalCents = 7500,
): Promise<{ id: string; reference: string }> {
  const res = await call('createBooking', {
    idempotencyKey: randomUUID(),
    trip: { ...trip, pickupTime, vehicle: 'sedan', passengers: 1, luggage: 1 },
    booker: { name: 'Ada Lovelace', email: uniqueEmail('plan-booker'), phone: '+33 6 11 22 33 44' },
    payment: 'driver',
    shownTotalCents,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
  });
  if (!res.result) throw new Error(`createBooking refused: ${JSON.stringify(res.error)}`);
  const { reference } = res.result as { reference: string };
  const [row] = await query<{ id: string }>('select id from bookings where reference = $1', [reference]);
  return { id: row!.id, reference };
}

describe('a dispatch plan, suggested then applied', () => {
  let admin: string;
  let plan: DispatchPlan;
  let early: { id: string; reference: string };
  let late: { id: string; reference: string };

  beforeAll(async () => {
    admin = (await signIn('admin@example.com'))!;
    early = await bookRide('06:15');
    late = await bookRide('15:30');
    const res = await call('suggestDispatchPlan', { horizon: { kind: 'day', day } }, admin);
    plan = res.result as DispatchPlan;
  });

  it('answers admins only', async () => {
    const input = { horizon: { kind: 'next-48h' } };
    expect((await call('suggestDispatchPlan', input)).error?.status).toBe('UNAUTHENTICATED');
    expect((await call('suggestDispatchPlan', input, await signIn('customer@example.com'))).error?.status).toBe('PERMISSION_DENIED');
    const apply = { assignments: [{ rideId: early.id, driverId: 'x' }] };
    expect((await call('applyDispatchPlan', apply, await signIn('driver@example.com'))).error?.status).toBe('PERMISSION_DENIED');
  });

  it('suggests a driver for each ride of the day, with why', () => {
    const mine = plan.rides.filter((r) => r.rideId === early.id || r.rideId === late.id);
    expect(mine).toHaveLength(2);
    for (const r of mine) {
      expect(r.driverId).toEqual(expect.any(String));
      expect(r.why).toMatchObject({ speaksLanguage: true, requested: false });
    }
    expect(plan.drivers.flatMap((d) => d.stops.filter((s) => s.suggested).map((s) => s.rideId))).toEqual(expect.arrayContaining([early.id, late.id]));
  });

  it('applies ride by ride: a ride assigned meanwhile is reported, not overwritten; each driver gets one message', async () => {
    const suggested = new Map(plan.rides.map((r) => [r.rideId, r.driverId!]));
    // Another admin assigns the early ride to someone else meanwhile.
    const [{ id: other } = { id: '' }] = await query<{ id: string }>(
      `select u.id from users u join user_roles r on r.user_id = u.id and r.role = 'driver' join driver_profiles p on p.user_id = u.id and p.active where u.id <> $1 order by u.email limit 1`,
      [suggested.get(early.id)],
    );
    expect((await call('assignRide', { rideId: early.id, driverId: other }, admin)).error).toBeUndefined();

    const res = await call('applyDispatchPlan', { assignments: [early, late].map((r) => ({ rideId: r.id, driverId: suggested.get(r.id)! })) }, admin);
    expect(res.result).toEqual({
      assigned: [{ rideId: late.id, reference: late.reference, driverId: suggested.get(late.id) }],
      refused: [{ rideId: early.id, reference: early.reference, reason: 'wrong-status' }],
    });
    const rows = await query<{ id: string; driver_id: string; ride_status: string }>('select id, driver_id, ride_status from bookings where id in ($1, $2)', [early.id, late.id]);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.driver_id, r.ride_status]]))).toEqual({ [early.id]: [other, 'assigned'], [late.id]: [suggested.get(late.id), 'assigned'] });

    // The late ride's driver: one plan message (e-mail, and SMS with a phone), no per-ride job; its booker: the driver's details.
    const messages = await query<{ purpose: string; channel: string; dedupe_key: string }>('select purpose, channel, dedupe_key from outbox where booking_id = $1 order by id', [late.id]);
    const purposes = messages.map((m) => m.purpose);
    expect(purposes).toContain('driver-plan');
    expect(purposes).toContain('driver-details');
    expect(purposes).not.toContain('driver-job');
    expect(messages.filter((m) => m.purpose === 'driver-plan' && m.channel === 'email')).toHaveLength(1);
  });

  it('refuses a ride the driver cannot reach in time from the previous drop-off (the database checks only overlaps)', async () => {
    const nextDay = parisLocal(new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000)).date;
    // Paris 8e to CDG T2E at 06:15 (drop-off about 07:20), then Orly at 08:30: the busy windows do not
    // meet, but CDG to Orly is about 90 minutes with the buffer.
    const first = await bookRide('06:15', { from: 'paris-08', to: 'cdg-t2e', pickupDate: nextDay });
    const second = await bookRide('08:30', { from: 'ory-1', to: 'paris-08', pickupDate: nextDay }, 6500);
    const [{ id: driverId } = { id: '' }] = await query<{ id: string }>("select id from users where email = 'driver@example.com'");
    const res = await call('applyDispatchPlan', { assignments: [first, second].map((r) => ({ rideId: r.id, driverId })) }, admin);
    expect(res.result).toEqual({
      assigned: [{ rideId: first.id, reference: first.reference, driverId }],
      refused: [{ rideId: second.id, reference: second.reference, reason: 'no-time-to-reach' }],
    });
    const [row] = await query<{ ride_status: string }>('select ride_status from bookings where id = $1', [second.id]);
    expect(row!.ride_status).toBe('unassigned');
  });

  it('refuses an apply naming a ride twice, changing nothing', async () => {
    const res = await call('applyDispatchPlan', { assignments: [{ rideId: late.id, driverId: 'a' }, { rideId: late.id, driverId: 'b' }] }, admin);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
  });
});
