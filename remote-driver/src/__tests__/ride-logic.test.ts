import { activeRides, currentRide, driverActionsOf, finishedRidesOfParisMonth, groupByParisDay, nextForwardAction, parseEuros, refreshDelay, ridesOfParisDay, RIDES_REFRESH_MS, whatsAppLink } from '../rides/ride-logic';
import { ride } from './driver-fixtures';

it('takes the first allowed step forward in the order start, arrive, board, complete', () => {
  expect(nextForwardAction(ride({ allowedActions: ['hand_back', 'start'] }))).toBe('start');
  expect(nextForwardAction(ride({ allowedActions: ['report_no_show', 'board'] }))).toBe('board');
  expect(nextForwardAction(ride({ allowedActions: ['complete', 'arrive'] }))).toBe('arrive');
  expect(nextForwardAction(ride({ allowedActions: ['hand_back'] }))).toBeNull();
  expect(driverActionsOf(ride({ allowedActions: ['hand_back', 'report_no_show', 'board', 'assign'] }))).toEqual(['board', 'report_no_show', 'hand_back']);
});

it('makes the ride under way current, else the next assigned one', () => {
  const early = ride({ id: '1', pickupAt: '2099-07-01T06:00:00.000Z' });
  const driving = ride({ id: '2', status: 'en_route', pickupAt: '2099-07-01T08:00:00.000Z' });
  const done = ride({ id: '3', status: 'completed', pickupAt: '2099-06-01T08:00:00.000Z' });
  expect(currentRide([early, driving, done])?.id).toBe('2');
  expect(currentRide([done, ride({ id: '4', pickupAt: '2099-08-01T06:00:00.000Z' }), early])?.id).toBe('1');
  expect(currentRide([done])).toBeNull();
  expect(activeRides([done, driving, early]).map((r) => r.id)).toEqual(['1', '2']);
});

it('groups by the Paris day of the pickup, not the UTC one', () => {
  const lateEvening = ride({ id: '1', pickupAt: '2099-07-01T21:30:00.000Z' }); // 23:30 Paris, 1 July
  const afterMidnight = ride({ id: '2', pickupAt: '2099-07-01T22:30:00.000Z' }); // 00:30 Paris, 2 July
  const morning = ride({ id: '3', pickupAt: '2099-07-01T06:00:00.000Z' });
  expect(groupByParisDay([afterMidnight, lateEvening, morning]).map((d) => [d.date, d.rides.map((r) => r.id)])).toEqual([
    ['2099-07-01', ['3', '1']],
    ['2099-07-02', ['2']],
  ]);
});

it("takes a Paris day's rides whatever their status, and a Paris month's finished ones newest first", () => {
  const lateEvening = ride({ id: '1', status: 'completed', pickupAt: '2099-06-30T21:30:00.000Z' }); // 23:30 Paris, 30 June
  const afterMidnight = ride({ id: '2', status: 'cancelled', pickupAt: '2099-06-30T22:30:00.000Z' }); // 00:30 Paris, 1 July
  const morning = ride({ id: '3', status: 'assigned', pickupAt: '2099-07-01T06:00:00.000Z' });
  const noShow = ride({ id: '4', status: 'no_show', pickupAt: '2099-07-01T05:00:00.000Z' });
  const later = ride({ id: '5', status: 'completed', pickupAt: '2099-07-20T08:00:00.000Z' });
  const all = [later, morning, lateEvening, noShow, afterMidnight];
  expect(ridesOfParisDay(all, '2099-07-01').map((r) => r.id)).toEqual(['2', '4', '3']);
  expect(finishedRidesOfParisMonth(all, '2099-07').map((r) => r.id)).toEqual(['5', '4', '2']);
  expect(finishedRidesOfParisMonth(all, '2099-06').map((r) => r.id)).toEqual(['1']);
});

it('reads the rides again when a timed step opens, else every 30 s', () => {
  const now = Date.parse('2099-07-01T06:59:50.000Z');
  expect(refreshDelay([ride()], now)).toBe(11_000); // start opens at 07:00:00
  expect(refreshDelay([ride({ status: 'completed' })], now)).toBe(RIDES_REFRESH_MS);
  expect(refreshDelay([], now)).toBe(RIDES_REFRESH_MS);
});

it('reads euros as typed, with a comma or a point', () => {
  expect(parseEuros('75')).toBe(7500);
  expect(parseEuros('75,50')).toBe(7550);
  expect(parseEuros(' € 80.5 ')).toBe(8050);
  expect(parseEuros('')).toBeNull();
  expect(parseEuros('-3')).toBeNull();
  expect(parseEuros('seventy')).toBeNull();
  expect(parseEuros('75.505')).toBeNull();
  // The contract's cashCollectedCents decides the ceiling (€100,000), not a copy of it.
  expect(parseEuros('100000')).toBe(10_000_000);
  expect(parseEuros('100000.01')).toBeNull();
  expect(whatsAppLink('+33 6 12 34 56 78')).toBe('https://wa.me/33612345678');
});
