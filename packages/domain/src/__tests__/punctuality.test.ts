import {
  guaranteeDue,
  guaranteeRefundCents,
  LATE_START_ALERT_MINUTES,
  lateStartAlertDue,
  PUNCTUALITY_GRACE_MINUTES,
  PUNCTUALITY_REFUND_PERCENT,
  punctualityDeadline,
  rideAtRisk,
  type GuaranteeFacts,
  type LateStartFacts,
} from '../punctuality';

const pickup = new Date('2027-07-15T08:30:00Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(pickup.getTime() + minutes * MIN);

/** A covered ride: card, paid, confirmed, driver assigned, not arrived, not applied. */
const facts = (over: Partial<GuaranteeFacts> = {}): GuaranteeFacts => ({
  pickupAt: pickup,
  paymentMethod: 'card',
  paymentStatus: 'paid',
  bookingStatus: 'confirmed',
  rideStatus: 'assigned',
  arrivedAt: null,
  alreadyApplied: false,
  ...over,
});

describe('the punctuality guarantee', () => {
  it('is 15 minutes of grace, 50 percent back, an alert 60 minutes ahead', () => {
    expect(PUNCTUALITY_GRACE_MINUTES).toBe(15);
    expect(PUNCTUALITY_REFUND_PERCENT).toBe(50);
    expect(LATE_START_ALERT_MINUTES).toBe(60);
    expect(punctualityDeadline(pickup)).toEqual(at(15));
  });

  it.each<[string, Partial<GuaranteeFacts>, number, boolean]>([
    // name, facts, now (minutes after pickup), due
    ['arrived exactly at the end of the grace (on time)', { rideStatus: 'arrived', arrivedAt: at(15) }, 30, false],
    ['arrived one minute after the grace (late)', { rideStatus: 'arrived', arrivedAt: at(16) }, 30, true],
    ['arrived before the pickup time (on time)', { rideStatus: 'on_board', arrivedAt: at(-10) }, 60, false],
    ['arrived late and the ride is completed since', { rideStatus: 'completed', arrivedAt: at(40) }, 120, true],
    ['not arrived, exactly at the end of the grace (not yet)', { rideStatus: 'en_route' }, 15, false],
    ['not arrived, one minute after the grace', { rideStatus: 'en_route' }, 16, true],
    ['not arrived, before the pickup time', {}, -5, false],
    ['unassigned ride past pickup and grace', { rideStatus: 'unassigned' }, 20, true],
    ['pay-the-driver booking (cash), not covered', { paymentMethod: 'driver', paymentStatus: 'pay_driver' }, 30, false],
    ['card booking not paid, not covered', { paymentStatus: 'unpaid' }, 30, false],
    ['card booking already refunded in full', { paymentStatus: 'refunded' }, 30, false],
    ['booking not confirmed', { bookingStatus: 'pending_payment', paymentStatus: 'unpaid' }, 30, false],
    ['booking cancelled', { bookingStatus: 'cancelled' }, 30, false],
    ['ride cancelled', { rideStatus: 'cancelled' }, 30, false],
    ['no-show confirmed by an admin', { rideStatus: 'no_show', arrivedAt: at(20) }, 120, false],
    ['no-show reported by a driver who arrived late (not yet confirmed)', { rideStatus: 'no_show_reported', arrivedAt: at(20) }, 90, true],
    ['already applied', { rideStatus: 'arrived', arrivedAt: at(30), alreadyApplied: true }, 60, false],
  ])('%s', (_name, over, nowMinutes, due) => {
    expect(guaranteeDue(facts(over), at(nowMinutes))).toBe(due);
  });

  it('counts from the retimed pickup of a delayed flight', () => {
    const retimed = at(90); // the flight landed 90 minutes late; pickup_at moved with it
    expect(guaranteeDue(facts({ pickupAt: retimed }), at(60))).toBe(false);
    expect(guaranteeDue(facts({ pickupAt: retimed, rideStatus: 'arrived', arrivedAt: at(100) }), at(120))).toBe(false);
    expect(guaranteeDue(facts({ pickupAt: retimed }), at(106))).toBe(true);
  });

  it('refuses an invalid pickup time', () => {
    expect(() => guaranteeDue(facts({ pickupAt: new Date('nope') }), at(30))).toThrow(RangeError);
  });
});

describe('the guarantee refund', () => {
  it.each([
    // paid, still refundable, refund
    [10500, 10500, 5250],
    [7501, 7501, 3751], // 3750.5 rounds half up
    [1, 1, 1],
    [0, 0, 0],
    [10500, 2000, 2000], // part already refunded: capped by what is left
    [10500, 0, 0],
  ])('of %i cents paid, %i still refundable, is %i', (paid, refundable, refund) => {
    expect(guaranteeRefundCents(paid, refundable)).toBe(refund);
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => guaranteeRefundCents(10.5, 100)).toThrow(RangeError);
    expect(() => guaranteeRefundCents(100, -1)).toThrow(RangeError);
  });
});

describe('the late-start alert', () => {
  const ride = (over: Partial<LateStartFacts> = {}): LateStartFacts => ({ pickupAt: pickup, bookingStatus: 'confirmed', rideStatus: 'assigned', alreadyAlerted: false, ...over });

  it.each<[string, Partial<LateStartFacts>, number, boolean, boolean]>([
    // name, facts, now (minutes after pickup), alert due, at risk
    ['assigned, 61 minutes before pickup', {}, -61, false, false],
    ['assigned, exactly 60 minutes before pickup', {}, -60, true, true],
    ['assigned, 30 minutes before pickup', {}, -30, true, true],
    ['unassigned, 45 minutes before pickup', { rideStatus: 'unassigned' }, -45, true, true],
    ['unassigned, past the pickup time', { rideStatus: 'unassigned' }, 10, true, true],
    ['already alerted, still assigned', { alreadyAlerted: true }, -30, false, true],
    ['already alerted, now en route', { alreadyAlerted: true, rideStatus: 'en_route' }, -30, false, false],
    ['en route 60 minutes before pickup', { rideStatus: 'en_route' }, -60, false, false],
    ['arrived', { rideStatus: 'arrived' }, -5, false, false],
    ['cancelled ride', { rideStatus: 'cancelled' }, -30, false, false],
    ['booking not confirmed', { bookingStatus: 'pending_payment', rideStatus: 'unassigned' }, -30, false, false],
  ])('%s', (_name, over, nowMinutes, due, atRisk) => {
    expect(lateStartAlertDue(ride(over), at(nowMinutes))).toBe(due);
    expect(rideAtRisk(ride(over), at(nowMinutes))).toBe(atRisk);
  });
});
