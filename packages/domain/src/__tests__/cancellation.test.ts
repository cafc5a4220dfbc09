import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT, refundBand, refundFor } from '../cancellation';
import { parisInstant } from '../paris-time';

const pickup = new Date('2027-07-15T08:30:00Z');
const before = (ms: number) => new Date(pickup.getTime() - ms);
const HOUR = 3_600_000;

describe('cancellation terms (SPEC 9)', () => {
  it('are 24 hours and 80 percent', () => {
    expect(FULL_REFUND_MIN_HOURS).toBe(24);
    expect(LATE_REFUND_PERCENT).toBe(80);
  });

  it('refunds everything when cancelled more than 24 hours before pickup', () => {
    expect(refundFor(7500, pickup, before(24 * HOUR + 1))).toEqual({ band: 'full', percent: 100, refundCents: 7500 });
    expect(refundFor(7500, pickup, before(24 * HOUR + 60_000))).toEqual({ band: 'full', percent: 100, refundCents: 7500 });
    expect(refundFor(7500, pickup, before(30 * 24 * HOUR)).band).toBe('full');
  });

  it('refunds 80 percent when cancelled exactly 24 hours before pickup', () => {
    expect(refundFor(7500, pickup, before(24 * HOUR))).toEqual({ band: 'late', percent: 80, refundCents: 6000 });
  });

  it('refunds 80 percent within 24 hours of pickup', () => {
    expect(refundFor(7500, pickup, before(24 * HOUR - 1))).toEqual({ band: 'late', percent: 80, refundCents: 6000 });
    expect(refundFor(10500, pickup, before(2 * HOUR))).toEqual({ band: 'late', percent: 80, refundCents: 8400 });
    expect(refundBand(pickup, pickup)).toBe('late');
  });

  it('counts real elapsed time across a clock change (24 hours, not one calendar day)', () => {
    // Clocks go back in Paris on 31 October 2027: the same wall-clock time a day earlier is 25 hours before.
    const sunday = new Date('2027-10-31T09:00:00Z'); // 10:00 in Paris (winter)
    const saturdaySameWallTime = new Date('2027-10-30T08:00:00Z'); // 10:00 in Paris (summer)
    expect(refundBand(sunday, saturdaySameWallTime)).toBe('full');
  });

  it('is in full until the last millisecond before the 24 hours, and 80 percent from exactly 24 hours', () => {
    expect(refundFor(10500, pickup, before(24 * HOUR + 1)).refundCents).toBe(10500);
    expect(refundFor(10500, pickup, before(24 * HOUR)).refundCents).toBe(8400);
    expect(refundFor(10500, pickup, before(24 * HOUR - 1)).refundCents).toBe(8400);
  });

  // The band follows real elapsed hours, not the calendar: on the two days a year Paris changes its
  // clocks, "the same time the day before" is 23 or 25 hours before.
  const paris = (date: string, time: string) => parisInstant(date, time)!;
  describe.each([
    // Clocks go forward at 02:00 on Sunday 28 March 2027: Sunday 01:30 to Monday 01:30 is 23 hours.
    ['the spring change (last Sunday of March)', '2027-03-28', '2027-03-29', 23, 'late', 6000],
    // Clocks go back at 03:00 on Sunday 31 October 2027: Sunday 01:30 to Monday 01:30 is 25 hours.
    ['the autumn change (last Sunday of October)', '2027-10-31', '2027-11-01', 25, 'full', 7500],
  ] as const)('across %s', (_name, sunday, monday, hours, band, refundCents) => {
    it(`a pickup on Monday 01:30, cancelled on Sunday 01:30, is ${hours} hours ahead: ${band}`, () => {
      const pickupAt = paris(monday, '01:30');
      const cancelledAt = paris(sunday, '01:30');
      expect((pickupAt.getTime() - cancelledAt.getTime()) / HOUR).toBe(hours);
      expect(refundFor(7500, pickupAt, cancelledAt)).toMatchObject({ band, refundCents });
    });

    it('exactly 24 real hours before is 80 percent, one millisecond more is in full', () => {
      const pickupAt = paris(monday, '01:30');
      expect(refundFor(7500, pickupAt, new Date(pickupAt.getTime() - 24 * HOUR)).refundCents).toBe(6000);
      expect(refundFor(7500, pickupAt, new Date(pickupAt.getTime() - 24 * HOUR - 1)).refundCents).toBe(7500);
    });
  });

  it('rounds a share of an amount in cents to the nearest cent', () => {
    expect(refundFor(1, pickup, pickup).refundCents).toBe(1); // 0.8 cent
    expect(refundFor(1234, pickup, pickup).refundCents).toBe(987); // 987.2
    expect(refundFor(0, pickup, pickup).refundCents).toBe(0);
  });

  it('refuses amounts that are not whole cents and invalid dates', () => {
    expect(() => refundFor(10.5, pickup, pickup)).toThrow(RangeError);
    expect(() => refundFor(-100, pickup, pickup)).toThrow(RangeError);
    expect(() => refundFor(100, new Date('nope'), pickup)).toThrow(RangeError);
  });
});
