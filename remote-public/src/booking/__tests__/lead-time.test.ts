import { pickupProblem } from '../rules/lead-time';

// 10 March 2030, 10:00 in Paris (CET): the earliest pickup is 12:00 that day.
const NOW = new Date('2030-03-10T09:00:00Z');

it('says a moment already gone has passed, at the date or at the time', () => {
  expect(pickupProblem('2030-03-09', '15:00', NOW)).toEqual({ field: 'pickupDate', reason: 'past' });
  expect(pickupProblem('2030-03-10', '09:55', NOW)).toEqual({ field: 'pickupTime', reason: 'past' });
});

it('says a moment to come but within the lead time is too soon, and one past a year too far', () => {
  expect(pickupProblem('2030-03-10', '10:05', NOW)).toEqual({ field: 'pickupTime', reason: 'too-soon' });
  expect(pickupProblem('2030-03-10', '12:00', NOW)).toBeNull();
  expect(pickupProblem('2031-03-11', '12:00', NOW)).toEqual({ field: 'pickupDate', reason: 'too-far' });
});
