import { slugSchema } from '@rides/contracts/partners';
import { COMMISSION_CLAIMS_WINDOW_HOURS, commissionAmounts, commissionStatus, slugFrom, type CommissionFacts } from '../partner-commission';

const HOUR = 3_600_000;
const doneAt = new Date('2027-03-10T10:00:00Z');
const facts = (over: Partial<CommissionFacts> = {}): CommissionFacts => ({
  bookingStatus: 'confirmed',
  rideStatus: 'completed',
  totalCents: 11000,
  refundedCents: 0,
  commissionBp: 1000,
  doneAt,
  monthPaid: false,
  ...over,
});
const after = (hours: number) => new Date(doneAt.getTime() + hours * HOUR);

describe('commission amounts', () => {
  it.each([
    // total, refunded, bp -> commissionable (without the 10 % VAT), commission
    [11000, 0, 1000, 10000, 1000],
    [11000, 2200, 1000, 8000, 800],
    [10900, 0, 800, 9909, 793],
    [11000, 11000, 1000, 0, 0],
    [11000, 0, 0, 10000, 0],
  ])('%i paid, %i refunded at %i bp -> %i commissionable, %i commission', (totalCents, refundedCents, commissionBp, commissionable, commission) =>
    expect(commissionAmounts({ totalCents, refundedCents, commissionBp })).toEqual({ commissionableCents: commissionable, commissionCents: commission }),
  );
});

describe('commission status', () => {
  it.each<[string, string, Partial<CommissionFacts>, Date]>([
    ['a ride not done yet', 'pending', { rideStatus: 'assigned', doneAt: null }, after(500)],
    ['a ride done within the claims window', 'pending', {}, after(COMMISSION_CLAIMS_WINDOW_HOURS - 1)],
    ['a ride done when the claims window ends', 'confirmed', {}, after(COMMISSION_CLAIMS_WINDOW_HOURS)],
    ['a confirmed no-show (charged)', 'confirmed', { rideStatus: 'no_show' }, after(100)],
    ['a reported no-show not yet confirmed', 'pending', { rideStatus: 'no_show_reported', doneAt: null }, after(100)],
    ['a paid month', 'paid', { monthPaid: true }, after(100)],
    ['a paid month, still in the claims window', 'pending', { monthPaid: true }, after(1)],
    ['a cancelled booking', 'reversed', { bookingStatus: 'cancelled', rideStatus: 'cancelled', doneAt: null }, after(100)],
    ['a booking refunded in full', 'reversed', { refundedCents: 11000 }, after(100)],
    ['a partly refunded booking', 'confirmed', { refundedCents: 2200 }, after(100)],
  ])('%s is %s', (_, status, over, now) => expect(commissionStatus(facts(over), now)).toBe(status));
});

describe('referral slugs', () => {
  it.each([
    ['Hôtel Le Marais & Spa', 'hotel-le-marais-spa'],
    ['  --ACME Travel--  ', 'acme-travel'],
    ['東京', 'partner'],
    ['X', 'partner-x'],
    ['A'.repeat(80), 'a'.repeat(50)],
  ])('%s -> %s', (name, slug) => {
    expect(slugFrom(name)).toBe(slug);
    expect(slugSchema.safeParse(slugFrom(name)).success).toBe(true);
  });
});
