import {
  allowedActions,
  busyWindow,
  decide,
  estimatedDurationMinutes,
  freeWaitMinutes,
  RIDE_ACTIONS,
  RIDE_ACTORS,
  RIDE_STATUSES,
  RIDE_TRANSITIONS,
  type RideAction,
  type RideActor,
  type RideFacts,
  type RideStatus,
} from '../ride-lifecycle';

const pickupAt = new Date('2026-12-01T10:00:00Z');
const min = (n: number) => new Date(pickupAt.getTime() + n * 60_000);
const ride = (status: RideStatus, over: Partial<RideFacts> = {}): RideFacts => ({ status, pickupAt, fromKind: 'address', hasFlight: false, bookingConfirmed: true, ...over });

/**
 * The expected outcome of every status x actor x action, written out independently of the table:
 * [action, actor, from statuses, to]. Anything not listed must be refused.
 */
const EXPECTED: [RideAction, RideActor, RideStatus[], RideStatus][] = [
  ['assign', 'admin', ['unassigned'], 'assigned'],
  ['reassign', 'admin', ['assigned', 'en_route'], 'assigned'],
  ['unassign', 'admin', ['assigned', 'en_route'], 'unassigned'],
  ['unassign', 'system', ['assigned', 'en_route'], 'unassigned'],
  ['hand_back', 'driver', ['assigned'], 'unassigned'],
  ['start', 'driver', ['assigned'], 'en_route'],
  ['arrive', 'driver', ['en_route'], 'arrived'],
  ['board', 'driver', ['arrived', 'no_show_reported'], 'on_board'],
  ['complete', 'driver', ['on_board'], 'completed'],
  ['complete', 'admin', ['on_board'], 'completed'],
  ['report_no_show', 'driver', ['arrived'], 'no_show_reported'],
  ['confirm_no_show', 'admin', ['no_show_reported'], 'no_show'],
  ['reject_no_show', 'admin', ['no_show_reported'], 'arrived'],
  ['cancel', 'admin', ['unassigned', 'assigned', 'en_route', 'arrived', 'no_show_reported'], 'cancelled'],
  ['cancel', 'system', ['unassigned', 'assigned', 'en_route', 'arrived', 'no_show_reported'], 'cancelled'],
];

describe('ride lifecycle: every status x actor x action', () => {
  // A moment when every timed transition is open: after the free wait, hand-back checked separately.
  const openNow = min(120);
  const cases = RIDE_STATUSES.flatMap((status) => RIDE_ACTORS.flatMap((actor) => RIDE_ACTIONS.map((action) => [status, actor, action] as const)));

  it.each(cases)('%s / %s / %s', (status, actor, action) => {
    const expected = EXPECTED.find(([a, who, from]) => a === action && who === actor && from.includes(status));
    const now = action === 'hand_back' ? min(-13 * 60) : openNow;
    const d = decide(ride(status), action, actor, now, 'a reason');
    if (expected) expect(d).toMatchObject({ ok: true, to: expected[3] });
    else expect(d.ok).toBe(false);
  });

  it('the table and the expectations list the same transitions', () => {
    const fromTable = RIDE_TRANSITIONS.flatMap((t) => t.actors.map((a) => `${t.action}/${a}`)).sort();
    expect(fromTable).toEqual(EXPECTED.map(([a, who]) => `${a}/${who}`).sort());
  });
});

describe('ride lifecycle: when', () => {
  it('a driver sets off from 90 minutes before pickup, not earlier', () => {
    expect(decide(ride('assigned'), 'start', 'driver', min(-91))).toEqual({ ok: false, why: 'too-early' });
    expect(decide(ride('assigned'), 'start', 'driver', min(-90)).ok).toBe(true);
  });

  it('a driver hands a ride back until 12 hours before pickup, with a reason', () => {
    expect(decide(ride('assigned'), 'hand_back', 'driver', min(-12 * 60), 'sick').ok).toBe(true);
    expect(decide(ride('assigned'), 'hand_back', 'driver', min(-12 * 60 + 1), 'sick')).toEqual({ ok: false, why: 'too-late' });
    expect(decide(ride('assigned'), 'hand_back', 'driver', min(-24 * 60), '  ')).toEqual({ ok: false, why: 'reason-required' });
  });

  it.each([
    ['airport', true, 60],
    ['airport', false, 30],
    ['station', false, 30],
    ['port', false, 30],
    ['address', false, 15],
    ['hotel', true, 15],
  ] as const)('no-show at %s (flight %s) only after %i minutes of free waiting', (fromKind, hasFlight, minutes) => {
    expect(freeWaitMinutes(fromKind, hasFlight)).toBe(minutes);
    const r = ride('arrived', { fromKind, hasFlight });
    expect(decide(r, 'report_no_show', 'driver', min(minutes - 1))).toEqual({ ok: false, why: 'too-early' });
    expect(decide(r, 'report_no_show', 'driver', min(minutes))).toMatchObject({ ok: true, to: 'no_show_reported' });
  });

  it('a booking not yet confirmed (card unpaid) cannot be assigned', () => {
    expect(decide(ride('unassigned', { bookingConfirmed: false }), 'assign', 'admin', min(-600))).toEqual({ ok: false, why: 'booking-not-confirmed' });
  });

  it('refusals name the first reason: not yours, then wrong status', () => {
    expect(decide(ride('assigned'), 'assign', 'driver', min(0))).toEqual({ ok: false, why: 'not-allowed' });
    expect(decide(ride('completed'), 'arrive', 'driver', min(0))).toEqual({ ok: false, why: 'wrong-status' });
  });
});

describe('ride lifecycle: what screens show', () => {
  it('the driver sees only what is allowed now', () => {
    expect(allowedActions(ride('assigned'), 'driver', min(-24 * 60))).toEqual(['hand_back']);
    expect(allowedActions(ride('assigned'), 'driver', min(-60))).toEqual(['start']);
    expect(allowedActions(ride('en_route'), 'driver', min(-10))).toEqual(['arrive']);
    expect(allowedActions(ride('arrived'), 'driver', min(20))).toEqual(['board', 'report_no_show']);
    expect(allowedActions(ride('completed'), 'driver', min(20))).toEqual([]);
  });

  it('the busy window spans the ride and 30 minutes either side', () => {
    expect(estimatedDurationMinutes(30)).toBe(62);
    expect(estimatedDurationMinutes(1)).toBe(20);
    expect(busyWindow(pickupAt, 62)).toEqual({ start: min(-30), end: min(92) });
  });
});
