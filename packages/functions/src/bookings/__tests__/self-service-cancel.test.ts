/** @jest-environment node */
// Cancelling a booking (the booker with the manage link, an admin with a chosen refund) against real
// SQL, the ride lifecycle, the outbox and the LOCAL payment sandbox (see self-service-harness.ts).
import { bookingViewSchema } from '@rides/contracts/bookings';
import { cancelBooking as cancelBookingOp } from '@rides/contracts/self-service';
import type { Caller } from '../../http/callable';
import { refundLatePayments } from '../../jobs/booking-changes-jobs';
import { usePglite } from '../../test-kit/pglite';
import { viewBooking } from '../booking-access.service';
import { adminCancelBooking, BOOKER_CANCEL_REASON, cancelBooking } from '../self-service/cancel.service';
import { harness, type Booked, type Harness } from './self-service-harness';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(120_000);

const t = usePglite();
let h: Harness;
beforeAll(async () => {
  h = await harness(t.db);
});

const admin: Caller = { uid: 'admin-1', email: 'admin@example.com', emailVerified: true, authTimeMs: Date.now(), remember: false, roles: ['admin'] };
const cancel = (b: Booked, shownRefundCents: number, reason?: string) => cancelBooking(h.deps, cancelBookingOp.input.parse({ ...b.access, shownRefundCents, reason }), null);
const view = (b: Booked) => viewBooking(t.db, b.reference, b.token, new Date());
const mailOf = async (bookingId: string, suffix: string) => [...(await h.outbox(bookingId)).entries()].find(([k]) => k.endsWith(suffix))?.[1];

describe('cancelBooking', () => {
  it('more than 24 hours ahead: the full price back once, however often it is asked; the e-mail says how much and when', async () => {
    const b = await h.book({ inHours: 72 });
    const before = await view(b);
    expect(before.selfService.cancellation).toEqual({ refundCents: 7500, percent: 100, fullRefundUntil: new Date(Date.parse(before.pickupAt) - 24 * 3_600_000).toISOString() });

    const [first, second] = [await cancel(b, 7500, 'Trip called off'), await cancel(b, 7500)];
    expect(first).toMatchObject({ status: 'cancelled', ride: { status: 'cancelled' }, refundedCents: 7500, selfService: { cancel: false, cancellation: null } });
    expect(first.cancelledAt).not.toBeNull();
    expect(() => bookingViewSchema.parse(first)).not.toThrow();
    // Answered as it is (the refund meanwhile succeeded at the provider), nothing done twice.
    expect(second).toMatchObject({ status: 'cancelled', cancelledAt: first.cancelledAt, refundedCents: 7500, changes: first.changes });
    await h.settle();
    await expect(h.refunds(b.id)).resolves.toMatchObject([{ amount_cents: 7500, reason: 'cancellation', status: 'succeeded' }]);
    expect((await view(b)).paymentStatus).toBe('refunded');
    expect((await view(b)).changes).toMatchObject([{ kind: 'cancel', actor: 'booker', message: 'Trip called off' }]);

    const mail = (await mailOf(b.id, ':booking-cancelled:booker'))!;
    expect(mail.payload.subject).toBe(`Booking cancelled — ${b.reference}`);
    expect(mail.payload.text).toContain('€75 is being refunded to the card you paid with. It usually reaches your account within 5 to 10 business days.');
    expect(mail.payload.text).toContain(`/booking-confirmation?ref=${b.reference}&token=`);
  });

  it('24 hours or less ahead: 80 % back; a refund shown before the 24 hours passed is refused with the new one', async () => {
    const b = await h.book({ inHours: 30 });
    expect((await view(b)).selfService.cancellation).toMatchObject({ refundCents: 7500, percent: 100 });
    // The person read the page, then confirmed 7 hours later: now within 24 hours.
    h.setNow(new Date(Date.now() + 7 * 3_600_000));
    try {
      await expect(cancel(b, 7500)).rejects.toMatchObject({ details: { reason: 'refund-changed', refundCents: 6000 } });
      expect(await cancel(b, 6000)).toMatchObject({ status: 'cancelled', refundedCents: 6000 });
    } finally {
      h.setNow(null);
    }
    await expect(h.refunds(b.id)).resolves.toMatchObject([{ amount_cents: 6000, reason: 'cancellation' }]);
    expect((await mailOf(b.id, ':booking-cancelled:booker'))!.payload.text).toContain('€60 is being refunded');
  });

  it('releases the assigned driver, who is told in their language; a separate traveller is told too', async () => {
    await h.addDriver('d-cancel', { language: 'it' });
    const b = await h.book({ payment: 'driver', traveller: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+33698765432' } });
    await h.assign(b.id, 'd-cancel');
    expect((await view(b)).selfService.cancellation).toMatchObject({ refundCents: 0, percent: 100 });
    await cancel(b, 0);
    expect(await h.row(b.id)).toMatchObject({ status: 'cancelled', ride_status: 'cancelled', busy: null });
    const event = await t.db.selectFrom('ride_events').selectAll().where('booking_id', '=', b.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actor: 'system', action: 'cancel', reason: BOOKER_CANCEL_REASON });
    expect((await mailOf(b.id, ':ride-removed:d-cancel:email'))!.payload.text).toContain('Motivo: il cliente ha annullato la prenotazione.');
    expect((await mailOf(b.id, ':booking-cancelled:booker'))!.payload.text).toContain('You had chosen to pay the driver on the day: there is nothing to pay.');
    const traveller = (await mailOf(b.id, ':booking-cancelled:traveller'))!;
    expect(traveller.recipient).toBe('grace@example.com');
    expect(traveller.payload.text).toContain('has been cancelled by the person who booked it');
    expect(traveller.payload.text).toContain('Booked by: Ada Lovelace');
    expect(await h.refunds(b.id)).toEqual([]);
  });

  it('an unpaid card booking cancels with nothing to refund; a payment that still arrives is refunded by the jobs', async () => {
    const b = await h.book({ pay: false });
    expect((await view(b)).selfService).toMatchObject({ cancel: true, modify: 'none', cancellation: { refundCents: 0 } });
    await cancel(b, 0);
    expect((await mailOf(b.id, ':booking-cancelled:booker'))!.payload.text).toContain('Your card was not charged: there is nothing to refund.');

    // The checkout was still open in another tab: the money arrives after the cancel.
    await h.pay(b.checkoutUrl!);
    expect((await view(b)).paidCents).toBe(7500);
    expect(await refundLatePayments(t.db, new Date(), h.deps.refund)).toBe(1);
    expect(await refundLatePayments(t.db, new Date(), h.deps.refund)).toBe(0);
    await h.settle();
    await expect(h.refunds(b.id)).resolves.toMatchObject([{ amount_cents: 7500, reason: 'cancellation', status: 'succeeded' }]);
  });

  it('is refused once the driver has set off', async () => {
    const b = await h.book();
    await t.db.updateTable('bookings').set({ ride_status: 'en_route' }).where('id', '=', b.id).execute();
    await expect(cancel(b, 7500)).rejects.toMatchObject({ details: { reason: 'not-open' } });
  });
});

describe('adminCancelBooking', () => {
  it('cancels with the refund the admin chose (at most what was paid), without showing the internal reason to the booker', async () => {
    const b = await h.book();
    await expect(adminCancelBooking(h.deps, { reference: b.reference, reason: 'Fraud check failed', refundCents: 7501 }, admin)).rejects.toMatchObject({
      details: { reason: 'refund-too-large', refundableCents: 7500 },
    });
    const cancelled = await adminCancelBooking(h.deps, { reference: b.reference, reason: 'Fraud check failed', refundCents: 5000 }, admin);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: 5000 });
    expect(cancelled.changes).toMatchObject([{ kind: 'cancel', actor: 'admin', message: null }]);
    const [row] = await h.changes(b.id);
    expect(row).toMatchObject({ actor_id: 'admin-1', message: 'Fraud check failed' });
    await expect(h.refunds(b.id)).resolves.toMatchObject([{ amount_cents: 5000, reason: 'admin' }]);
    const mail = (await mailOf(b.id, ':booking-cancelled:booker'))!;
    expect(mail.payload.text).toContain('We have had to cancel your transfer');
    expect(mail.payload.text).toContain('€50 is being refunded');
    expect(mail.payload.text).not.toContain('Fraud');
    await expect(adminCancelBooking(h.deps, { reference: b.reference, reason: 'again', refundCents: 0 }, admin)).rejects.toMatchObject({ details: { reason: 'not-open' } });
  });
});
