import { REFUND_ARRIVAL_BUSINESS_DAYS, SELF_SERVICE_CUTOFF_HOURS, selfServiceUntil, selfServiceWindow, vatIncluded, type SelfServiceFacts } from '../self-service';

const pickupAt = new Date('2027-07-15T08:30:00Z');
const HOUR = 3_600_000;
const at = (msBeforePickup: number) => new Date(pickupAt.getTime() - msBeforePickup);
const booking = (over: Partial<SelfServiceFacts> = {}): SelfServiceFacts => ({ status: 'confirmed', rideStatus: 'assigned', pickupAt, ...over });

describe('self-service window (issue [E])', () => {
  it('is self-service until 12 hours before pickup, then a change request until the pickup', () => {
    expect(SELF_SERVICE_CUTOFF_HOURS).toBe(12);
    expect(selfServiceUntil(pickupAt)).toEqual(at(12 * HOUR));
    expect(selfServiceWindow(booking(), at(30 * 24 * HOUR))).toMatchObject({ details: true, modify: 'self-service', cancel: true });
    expect(selfServiceWindow(booking(), at(12 * HOUR + 1)).modify).toBe('self-service');
    expect(selfServiceWindow(booking(), at(12 * HOUR)).modify).toBe('request');
    expect(selfServiceWindow(booking(), at(1)).modify).toBe('request');
  });

  it('keeps details and cancel open until the pickup, and closes everything at the pickup time', () => {
    expect(selfServiceWindow(booking(), at(1))).toMatchObject({ details: true, cancel: true });
    expect(selfServiceWindow(booking(), pickupAt)).toEqual({ details: false, modify: 'none', cancel: false, selfServiceUntil: at(12 * HOUR) });
  });

  it('closes everything once the driver has set off', () => {
    for (const rideStatus of ['en_route', 'arrived', 'on_board', 'completed', 'no_show', 'cancelled'] as const) {
      expect({ rideStatus, ...selfServiceWindow(booking({ rideStatus }), at(48 * HOUR)) }).toMatchObject({ rideStatus, details: false, modify: 'none', cancel: false });
    }
    expect(selfServiceWindow(booking({ rideStatus: 'unassigned' }), at(48 * HOUR))).toMatchObject({ details: true, modify: 'self-service', cancel: true });
  });

  it('lets an unpaid card booking be updated and cancelled but not modified, and a cancelled or expired one nothing', () => {
    expect(selfServiceWindow(booking({ status: 'pending_payment', rideStatus: 'unassigned' }), at(48 * HOUR))).toMatchObject({ details: true, modify: 'none', cancel: true });
    for (const status of ['expired', 'cancelled'] as const) {
      expect(selfServiceWindow(booking({ status, rideStatus: 'unassigned' }), at(48 * HOUR))).toMatchObject({ details: false, modify: 'none', cancel: false });
    }
  });

  it('says card refunds arrive within 5 to 10 business days', () => {
    expect(REFUND_ARRIVAL_BUSINESS_DAYS).toEqual({ min: 5, max: 10 });
  });

  it('finds the 10 % VAT included in a price, in whole cents', () => {
    expect(vatIncluded(7500)).toEqual({ netCents: 6818, vatCents: 682, ratePercent: 10 });
    expect(vatIncluded(11000)).toEqual({ netCents: 10000, vatCents: 1000, ratePercent: 10 });
    expect(vatIncluded(0)).toEqual({ netCents: 0, vatCents: 0, ratePercent: 10 });
  });
});
