import { DRIVER_SHARE_PERCENT, driverShareCents, owedDirection, statementOf } from '../billing';

describe('driver share', () => {
  it('is 80 % of the ride value', () => expect(DRIVER_SHARE_PERCENT).toBe(80));

  it.each([
    [0, 0],
    [7500, 6000],
    [6500, 5200],
    [1, 1], // 0.8 -> 1 (half up)
    [2, 2], // 1.6 -> 2
    [3, 2], // 2.4 -> 2
    [5, 4], // exactly 4
    [1234567, 987654], // 987653.6 -> 987654
    [2_000_000_000, 1_600_000_000],
  ])('of %i cents is %i cents', (value, share) => expect(driverShareCents(value)).toBe(share));

  it('refuses what is not whole non-negative cents', () => {
    expect(() => driverShareCents(-1)).toThrow(RangeError);
    expect(() => driverShareCents(10.5)).toThrow(RangeError);
  });
});

describe('statement: owed = share of all completed rides - cash the driver holds', () => {
  it.each([
    // card value, driver value, cash, share, owed, direction
    [15000, 0, 0, 12000, 12000, 'to-driver'], // card only: we owe the whole share
    [0, 7500, 7500, 6000, -1500, 'to-us'], // cash only: the driver keeps 80 %, owes us 20 %
    [7500, 7500, 7500, 12000, 4500, 'to-driver'],
    [0, 7500, 8500, 6000, -2500, 'to-us'], // collected more than the price (a tip, or a mistake): still ours to settle
    [2500, 7500, 7500, 8000, 500, 'to-driver'],
    [10000, 0, 8000, 8000, 0, 'square'],
  ] as const)('card %i + cash rides %i, collected %i -> share %i, owed %i (%s)', (card, drv, cash, share, owed, dir) => {
    const s = statementOf({ cardValueCents: card, driverValueCents: drv, cashCollectedCents: cash });
    expect(s).toEqual({ cardValueCents: card, driverValueCents: drv, cashCollectedCents: cash, rideValueCents: card + drv, shareCents: share, owedCents: owed });
    expect(owedDirection(s.owedCents)).toBe(dir);
  });
});
