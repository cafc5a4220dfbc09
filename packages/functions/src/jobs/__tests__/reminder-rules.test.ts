/** @jest-environment node */
import { dueReminders, eveningBefore, type ReminderFacts } from '../reminder-rules';

const H = 3_600_000;
const PICKUP = new Date('2026-11-24T17:00:00Z'); // Tuesday 18:00 in Paris (winter, UTC+1)
const ride = (over: Partial<ReminderFacts> = {}): ReminderFacts => ({ pickupAt: PICKUP, assignedAt: new Date('2026-11-01T10:00:00Z'), rideStatus: 'assigned', ...over });
const at = (ms: number) => new Date(PICKUP.getTime() - ms);

describe('eveningBefore', () => {
  it('is 18:00 Paris time on the Paris day before the pickup, in winter and summer', () => {
    expect(eveningBefore(PICKUP).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(eveningBefore(new Date('2026-07-14T04:30:00Z')).toISOString()).toBe('2026-07-13T16:00:00.000Z');
  });

  it('follows the Paris day, not the UTC day, and the clock change', () => {
    // 00:30 Paris on 25 November is still 24 November in UTC.
    expect(eveningBefore(new Date('2026-11-24T23:30:00Z')).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    // Clocks go forward on Sunday 29 March 2026: Saturday 18:00 is still winter time.
    expect(eveningBefore(new Date('2026-03-29T08:00:00Z')).toISOString()).toBe('2026-03-28T17:00:00.000Z');
  });
});

describe('dueReminders', () => {
  it('the driver: from 24 hours before pickup, then from 2 hours before, until pickup', () => {
    expect(dueReminders(ride(), at(25 * H))).toEqual([]);
    expect(dueReminders(ride(), at(24 * H))).toEqual(['driver-24h', 'traveller']);
    expect(dueReminders(ride(), at(3 * H))).toEqual(['driver-24h', 'traveller']);
    expect(dueReminders(ride(), at(2 * H))).toEqual(['driver-2h', 'traveller']);
    expect(dueReminders(ride(), at(1))).toEqual(['driver-2h', 'traveller']);
    expect(dueReminders(ride(), PICKUP)).toEqual([]);
  });

  it('the traveller: from 18:00 Paris time the day before', () => {
    const morning = ride({ pickupAt: new Date('2026-11-24T08:00:00Z') }); // 09:00 in Paris
    expect(dueReminders(morning, new Date('2026-11-23T16:59:00Z'))).toEqual(['driver-24h']);
    expect(dueReminders(morning, new Date('2026-11-23T17:00:00Z'))).toEqual(['driver-24h', 'traveller']);
  });

  it('skips a reminder whose moment came before the driver was assigned (the assignment messages said it)', () => {
    const late = ride({ assignedAt: new Date('2026-11-23T20:00:00Z') });
    expect(dueReminders(late, new Date('2026-11-23T21:00:00Z'))).toEqual([]);
    expect(dueReminders(late, at(90 * 60_000))).toEqual(['driver-2h']);
  });

  it('reminds the driver only before they set off, the traveller while the ride is active', () => {
    expect(dueReminders(ride({ rideStatus: 'en_route' }), at(60 * 60_000))).toEqual(['traveller']);
    expect(dueReminders(ride({ rideStatus: 'cancelled' }), at(60 * 60_000))).toEqual([]);
    expect(dueReminders(ride({ rideStatus: 'unassigned' }), at(60 * 60_000))).toEqual([]);
  });
});
