/**
 * The fields a booking view (`BookingView` of @rides/contracts/bookings) gained with self-service
 * (issue [E]), with neutral values: no notes, no changes or refunds, nothing open, no receipt, a
 * calendar link. Tests spread them into their own booking fixture and override what they are about.
 * Written without the contracts' types (this package does not depend on them): the fixture that
 * spreads them is typed as a BookingView, so a field out of step with the schema fails there.
 */

/** Nothing open to the booker (a cancelled, expired or past booking). */
export const closedSelfService = {
  details: false,
  modify: 'none' as 'self-service' | 'request' | 'none',
  cancel: false,
  selfServiceUntil: '2030-01-01T00:00:00.000Z',
  cancellation: null as { refundCents: number; percent: number; fullRefundUntil: string } | null,
  pendingChange: null,
  receipt: false,
};

export function afterBookingFields(reference: string) {
  return {
    notes: null,
    signText: null,
    cancelledAt: null,
    paidCents: 0,
    refundedCents: 0,
    refunds: [],
    changes: [],
    selfService: closedSelfService,
    manageToken: 'm'.repeat(43),
    links: { receipt: null, calendar: `https://functions.example.test/bookingCalendar?ref=${reference}` },
  };
}
