import { checkDue, decideMove, gapMinutes, NOTIFY_MOVE_MINUTES, RECONFIRM_MOVE_MINUTES, reconfirmBy, retimedPickup } from '../flight-tracking';
import { rideMoments } from '../ride-lifecycle';

const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00Z`);
const M = 60_000;

describe('the pickup follows the flight, keeping the booker’s gap', () => {
  it.each([
    ['pickup at landing', '14:00', '14:00', 0],
    ['pickup 45 min after landing', '14:45', '14:00', 45],
    ['pickup booked before the scheduled landing counts as 0', '13:30', '14:00', 0],
  ])('%s', (_name, booked, scheduled, gap) => {
    expect(gapMinutes(at(booked), at(scheduled))).toBe(gap);
  });

  it.each([
    ['on time: the booked pickup', { scheduledArrival: at('14:00'), estimatedArrival: null, actualArrival: null }, 30, '14:30'],
    ['45 min late: moves 45 min', { scheduledArrival: at('14:00'), estimatedArrival: at('14:45'), actualArrival: null }, 30, '15:15'],
    ['early: moves earlier', { scheduledArrival: at('14:00'), estimatedArrival: at('13:40'), actualArrival: null }, 0, '13:40'],
    ['landed: the actual landing wins', { scheduledArrival: at('14:00'), estimatedArrival: at('14:45'), actualArrival: at('14:50') }, 10, '15:00'],
  ])('%s', (_name, flight, gap, expected) => {
    expect(retimedPickup(at('14:30'), gap, flight)).toEqual(at(expected));
  });

  it('keeps the booked pickup while the flight is unknown', () => {
    expect(retimedPickup(at('14:30'), null, { scheduledArrival: null, estimatedArrival: null, actualArrival: null })).toEqual(at('14:30'));
    expect(retimedPickup(at('14:30'), 0, { scheduledArrival: null, estimatedArrival: null, actualArrival: null })).toEqual(at('14:30'));
  });
});

describe('who is told, and when the driver confirms again', () => {
  const base = { currentPickupAt: at('14:00'), notifiedPickupAt: at('14:00'), acceptedPickupAt: at('14:00') };
  it.each([
    ['no move', '14:00', { move: false, notify: false, reconfirm: false }],
    [`a move of exactly ${NOTIFY_MOVE_MINUTES} min is not told`, '14:15', { move: true, notify: false, reconfirm: false }],
    ['a move of 16 min is told', '14:16', { move: true, notify: true, reconfirm: false }],
    ['a 45 min delay is told', '14:45', { move: true, notify: true, reconfirm: false }],
    [`a move of exactly ${RECONFIRM_MOVE_MINUTES} min needs no reconfirmation`, '15:00', { move: true, notify: true, reconfirm: false }],
    ['a 2 h delay asks the driver to reconfirm', '16:00', { move: true, notify: true, reconfirm: true }],
    ['an earlier landing by 61 min too', '12:59', { move: true, notify: true, reconfirm: true }],
  ])('%s', (_name, next, decision) => {
    expect(decideMove({ ...base, newPickupAt: at(next) })).toEqual(decision);
  });

  it('measures from what was last told and what the driver accepted, not from the last small step', () => {
    // 14:00 -> 14:10 (not told) -> 14:20: 20 min from what they were told.
    expect(decideMove({ currentPickupAt: at('14:10'), newPickupAt: at('14:20'), notifiedPickupAt: at('14:00'), acceptedPickupAt: at('14:00') }).notify).toBe(true);
    // Three 25 min steps: the third is 75 min from what the driver accepted.
    expect(decideMove({ currentPickupAt: at('14:50'), newPickupAt: at('15:15'), notifiedPickupAt: at('14:50'), acceptedPickupAt: at('14:00') }).reconfirm).toBe(true);
  });

  it('asks no reconfirmation of a ride without a driver', () => {
    expect(decideMove({ currentPickupAt: at('14:00'), newPickupAt: at('17:00'), notifiedPickupAt: at('14:00'), acceptedPickupAt: null })).toEqual({ move: true, notify: true, reconfirm: false });
  });

  it('gives the driver 30 minutes to confirm', () => {
    expect(reconfirmBy(at('10:00'))).toEqual(at('10:30'));
  });
});

describe('how often the flight is asked', () => {
  it.each([
    ['never asked', '20:00', null, '10:00', true],
    ['near landing, 5 min after the last check', '14:00', '10:00', '10:05', true],
    ['near landing, 4 min after', '14:00', '10:00', '10:04', false],
    ['far out, 59 min after', '23:00', '10:00', '10:59', false],
    ['far out, 60 min after', '23:00', '10:00', '11:00', true],
  ])('%s', (_name, pickup, checked, now, due) => {
    expect(checkDue(at(pickup), checked ? at(checked) : null, at(now))).toBe(due);
  });
});

describe('free waiting time from the actual landing', () => {
  const ride = { pickupAt: at('14:00'), fromKind: 'airport' as const, hasFlight: true };
  it('counts 60 min from the pickup while the flight has not landed', () => {
    expect(rideMoments(ride).noShowFrom).toEqual(new Date(at('14:00').getTime() + 60 * M));
  });
  it('counts from the landing when it is later than the pickup', () => {
    expect(rideMoments({ ...ride, landedAt: at('14:20') }).noShowFrom).toEqual(at('15:20'));
  });
  it('counts from the pickup when the traveller asked for a pickup after landing', () => {
    expect(rideMoments({ ...ride, landedAt: at('13:30') }).noShowFrom).toEqual(at('15:00'));
  });
});
