import { mayReconfirm } from '../ride-lifecycle';
import { BOOKING_PAYMENT_TRANSITIONS, BOOKING_TRANSITIONS, initialBookingState } from '../booking-lifecycle';
import { CHANGE_STATUSES, CHANGE_TRANSITIONS } from '../change-lifecycle';
import { PAYMENT_ROW_STATUSES, PAYMENT_TRANSITIONS } from '../payment-lifecycle';
import { canMove, transitionOf, type StatusTransition } from '../status-machine';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@rides/contracts/bookings';

const tables: [string, readonly StatusTransition[], readonly string[]][] = [
  ['booking', BOOKING_TRANSITIONS, BOOKING_STATUSES],
  ['booking payment', BOOKING_PAYMENT_TRANSITIONS, PAYMENT_STATUSES],
  ['payment', PAYMENT_TRANSITIONS, PAYMENT_ROW_STATUSES],
  ['change', CHANGE_TRANSITIONS, CHANGE_STATUSES],
];

describe.each(tables)('the %s lifecycle table', (_name, table, statuses) => {
  it('names each action once, moves between known statuses and says who moves it', () => {
    expect(new Set(table.map((t) => t.action)).size).toBe(table.length);
    for (const t of table) {
      expect(statuses).toContain(t.to);
      for (const from of t.from) expect(statuses).toContain(from);
      expect(t.by.length).toBeGreaterThan(0);
    }
  });
});

describe('booking lifecycle', () => {
  it('starts a card booking unpaid and a pay-the-driver booking confirmed', () => {
    expect(initialBookingState('card')).toEqual({ status: 'pending_payment', payment_status: 'unpaid' });
    expect(initialBookingState('driver')).toEqual({ status: 'confirmed', payment_status: 'pay_driver' });
  });

  it('honours a payment after the deadline, never revives a cancelled booking, and never moves pay_driver', () => {
    expect(canMove(BOOKING_TRANSITIONS, 'confirm', 'expired')).toBe(true);
    expect(canMove(BOOKING_TRANSITIONS, 'confirm', 'cancelled')).toBe(false);
    expect(canMove(BOOKING_TRANSITIONS, 'reopen', 'confirmed')).toBe(false);
    expect(BOOKING_TRANSITIONS.filter((t) => t.from.includes('cancelled'))).toEqual([]);
    expect(BOOKING_PAYMENT_TRANSITIONS.filter((t) => t.from.includes('pay_driver') || t.to === 'pay_driver')).toEqual([]);
  });

  it('never downgrades a paid payment and lets an admin answer only an open request', () => {
    expect(PAYMENT_TRANSITIONS.filter((t) => t.from.includes('paid'))).toEqual([]);
    expect(canMove(CHANGE_TRANSITIONS, 'approve', 'open')).toBe(true);
    expect(canMove(CHANGE_TRANSITIONS, 'approve', 'awaiting_payment')).toBe(false);
    expect(transitionOf(CHANGE_TRANSITIONS, 'decline').by).toEqual(['admin']);
  });
});

describe('reconfirmation, a sub-state of an assigned ride', () => {
  it('is asked once, answered once, and only while the ride is assigned', () => {
    expect(mayReconfirm({ status: 'assigned', reconfirmPending: false }, 'reconfirm_asked')).toBe(true);
    expect(mayReconfirm({ status: 'assigned', reconfirmPending: true }, 'reconfirm_asked')).toBe(false);
    expect(mayReconfirm({ status: 'assigned', reconfirmPending: true }, 'reconfirm')).toBe(true);
    expect(mayReconfirm({ status: 'assigned', reconfirmPending: false }, 'reconfirm')).toBe(false);
    expect(mayReconfirm({ status: 'en_route', reconfirmPending: true }, 'reconfirm')).toBe(false);
    expect(mayReconfirm({ status: 'unassigned', reconfirmPending: false }, 'reconfirm_asked')).toBe(false);
  });
});
