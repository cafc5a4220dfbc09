import { pickupGroup, pickupGroupStarts } from '../pickup-groups';

it('starts today at now and the next groups at Paris midnights, on the day the clocks go back too', () => {
  // Sunday 25 October 2026: Paris goes from UTC+2 to UTC+1 at 03:00, a 25-hour day.
  const now = new Date('2026-10-25T10:00:00Z');
  const starts = pickupGroupStarts(now);
  expect(starts).toEqual({ today: now, tomorrow: new Date('2026-10-25T23:00:00Z'), later: new Date('2026-10-26T23:00:00Z') });
  expect(pickupGroup('2026-10-25T09:59:00Z', starts)).toBe('overdue');
  expect(pickupGroup('2026-10-25T22:59:00Z', starts)).toBe('today');
  expect(pickupGroup('2026-10-25T23:00:00Z', starts)).toBe('tomorrow');
  expect(pickupGroup('2026-10-26T23:00:00Z', starts)).toBe('later');
});
