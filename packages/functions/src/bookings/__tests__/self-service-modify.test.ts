/** @jest-environment node */
// Update, Modify and change requests against real SQL, pricing, ride lifecycle, outbox and the LOCAL
// payment sandbox (see self-service-harness.ts).
import { randomUUID } from 'node:crypto';
import { changeBooking as changeBookingOp, updateBookingDetails as updateDetailsOp } from '@rides/contracts/self-service';
import { bookingViewSchema, tripSchema } from '@rides/contracts/bookings';
import { parisLocal } from '@rides/domain/paris-time';
import type { Caller } from '../../http/callable';
import { usePglite } from '../../test-kit/pglite';
import { supersedeUnpaidChanges } from '../../jobs/booking-changes-jobs';
import { toDriverRide } from '../../rides/ride-views';
import { viewBooking } from '../booking-access.service';
import { RELEASED_REASON } from '../self-service/apply-change';
import { updateBookingDetails } from '../self-service/details.service';
import { changeBooking, previewBookingChange } from '../self-service/modify.service';
import { answerChangeRequest, listOpenRequests } from '../self-service/requests.service';
import { harness, type Booked, type Harness } from './self-service-harness';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(120_000);

const t = usePglite();
let h: Harness;
beforeAll(async () => {
  h = await harness(t.db);
});

const admin: Caller = { uid: 'admin-1', email: 'admin@example.com', emailVerified: true, authTimeMs: Date.now(), remember: false, roles: ['admin'] };
const change = (b: Booked, trip: Partial<Booked['trip']>, shownTotalCents: number, over: Record<string, unknown> = {}) =>
  changeBookingOp.input.parse({ ...b.access, idempotencyKey: randomUUID(), trip: { ...b.trip, ...trip }, shownTotalCents, ...over });
const tripOf = (b: Booked, trip: Partial<Booked['trip']>) => tripSchema.parse({ ...b.trip, ...trip });
const view = (b: Booked) => viewBooking(t.db, b.reference, b.token, new Date());
/** The Paris date and time `hours` after the booking's pickup. */
async function shifted(b: Booked, hours: number) {
  const row = (await h.row(b.id))!;
  const at = parisLocal(new Date(new Date(row.pickup_at).getTime() + hours * 3_600_000));
  return { pickupDate: at.date, pickupTime: at.time };
}
const keysOf = async (bookingId: string) => [...(await h.outbox(bookingId)).keys()];

describe('updateBookingDetails', () => {
  it('changes the contact, flight, notes and sign text, records the changed fields (of the contact, only the name and phone that changed), and tells the assigned driver once', async () => {
    const b = await h.book({ payment: 'driver' });
    await h.addDriver('d-details');
    await h.assign(b.id, 'd-details');
    const bookerEmail = (await h.row(b.id))!.booker_email;
    const input = updateDetailsOp.input.parse({
      ...b.access,
      details: { contact: { name: 'Ada King', email: bookerEmail, phone: '06 98 76 54 32' }, flightNumber: 'af 1234', notes: 'Two ski bags', signText: 'LOVELACE PARTY' },
    });
    const updated = await updateBookingDetails(h.deps, input, null);
    expect(updated).toMatchObject({ booker: { name: 'Ada King', email: bookerEmail, phone: '+33698765432' }, traveller: null, flightNumber: 'AF1234', notes: 'Two ski bags', signText: 'LOVELACE PARTY' });
    expect(updated.changes).toMatchObject([{ kind: 'details', status: 'applied', actor: 'booker', fields: ['travellerName', 'travellerPhone', 'flightNumber', 'notes', 'signText'] }]);
    const [row] = await h.changes(b.id);
    expect(() => bookingViewSchema.parse(updated)).not.toThrow();
    expect(row!.before).toEqual({ contact: { name: 'Ada Lovelace', email: bookerEmail, phone: '+33612345678' }, flightNumber: null, notes: null, signText: null });

    const key = `booking:${b.id}:change:${row!.id}:booking-updated:d-details`;
    const outbox = await h.outbox(b.id);
    expect(outbox.get(`${key}:email`)).toMatchObject({ purpose: 'booking-updated', recipient: 'd-details@example.com' });
    expect(outbox.get(`${key}:email`)!.payload.subject).toMatch(new RegExp(`^Ride ${b.reference} updated: `));
    expect(outbox.get(`${key}:email`)!.payload.text).toEqual(expect.stringContaining('LOVELACE PARTY'));
    expect(outbox.get(`${key}:email`)!.payload.text).toEqual(expect.stringContaining('Two ski bags'));
    expect(outbox.get(`${key}:sms`)!.payload.text).toEqual(expect.stringContaining('Flight AF1234'));
    // The driver remote reads the booking: the booker's sign text wins over the names.
    expect(toDriverRide((await h.row(b.id))!, new Date())).toMatchObject({ signText: 'LOVELACE PARTY', notes: 'Two ski bags', flightNumber: 'AF1234', traveller: { name: 'Ada King', phone: '+33698765432' } });

    // The same details again change nothing: no record, no message.
    const size = outbox.size;
    await updateBookingDetails(h.deps, input, null);
    expect(await h.changes(b.id)).toHaveLength(1);
    expect((await h.outbox(b.id)).size).toBe(size);
  });

  it('makes a different e-mail a separate traveller (the booker’s own e-mail never changes) and refuses once the driver set off', async () => {
    const b = await h.book({ payment: 'driver' });
    const input = updateDetailsOp.input.parse({ ...b.access, details: { contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+33 6 11 22 33 44' }, flightNumber: '', notes: '', signText: '' } });
    const updated = await updateBookingDetails(h.deps, input, null);
    expect(updated.booker.name).toBe('Ada Lovelace');
    expect(updated.traveller).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', phone: '+33611223344' });
    expect(updated.changes[0]!.fields).toEqual(['travellerName', 'travellerEmail', 'travellerPhone']);

    await t.db.updateTable('bookings').set({ ride_status: 'en_route' }).where('id', '=', b.id).execute();
    await expect(updateBookingDetails(h.deps, updateDetailsOp.input.parse({ ...input, details: { ...input.details, notes: 'late' } }), null)).rejects.toMatchObject({
      details: { reason: 'not-open' },
    });
  });
});

describe('Modify, self-service', () => {
  it('a card booking made cheaper is changed at once and the difference refunded once, whatever the retries', async () => {
    const b = await h.book({ vehicle: 'van' });
    await expect(previewBookingChange(h.deps, b.access, tripOf(b, { vehicle: 'sedan' }))).resolves.toMatchObject({
      route: 'self-service',
      currentTotalCents: 9500,
      newTotalCents: 7500,
      differenceCents: -2000,
      driverReleased: false,
    });
    await expect(changeBooking(h.deps, change(b, { vehicle: 'sedan' }, 7000), null)).rejects.toMatchObject({
      details: { reason: 'price-changed', preview: { newTotalCents: 7500, differenceCents: -2000 } },
    });

    const input = change(b, { vehicle: 'sedan' }, 7500);
    const out = await changeBooking(h.deps, input, null);
    expect(out).toMatchObject({ outcome: 'applied', checkoutUrl: null, booking: { party: { vehicle: 'sedan' }, quote: { totalCents: 7500 }, paidCents: 9500, refundedCents: 2000 } });
    expect(out.booking.changes).toMatchObject([{ kind: 'modify', status: 'applied', fields: ['vehicle'], priceBeforeCents: 9500, priceAfterCents: 7500 }]);
    await h.settle();
    expect(await changeBooking(h.deps, input, null)).toMatchObject({ outcome: 'applied' });
    await expect(h.refunds(b.id)).resolves.toMatchObject([{ amount_cents: 2000, reason: 'price-difference', status: 'succeeded' }]);

    const mail = [...(await h.outbox(b.id)).entries()].find(([k]) => k.endsWith(':change-confirmed:booker'))![1];
    expect(mail.payload.subject).toBe(`Booking changed — ${b.reference}`);
    expect(mail.payload.text).toContain('We are refunding the difference of €20');
  });

  it('a card booking made dearer waits for the difference, and is changed once it is paid', async () => {
    const b = await h.book();
    const out = await changeBooking(h.deps, change(b, { vehicle: 'van', passengers: 5 }, 9500), null);
    expect(out).toMatchObject({ outcome: 'pay-difference', booking: { party: { vehicle: 'sedan' }, quote: { totalCents: 7500 } } });
    expect(out.checkoutUrl).toMatch(/sandboxCheckout\?session=cs_local_/);
    expect(out.booking.selfService.pendingChange).toEqual({ changeId: expect.any(String), status: 'awaiting_payment', newTotalCents: 9500, differenceCents: 2000, checkoutUrl: out.checkoutUrl });
    // What the callable sends passes the contract's schema (its output is parsed before it leaves).
    expect(() => changeBookingOp.output.parse(out)).not.toThrow();

    await h.pay(out.checkoutUrl!);
    const after = await view(b);
    expect(after).toMatchObject({ party: { vehicle: 'van', passengers: 5 }, quote: { totalCents: 9500 }, paidCents: 9500, refundedCents: 0 });
    expect(after.selfService.pendingChange).toBeNull();
    expect(after.changes).toMatchObject([{ kind: 'modify', status: 'applied', fields: ['vehicle', 'passengers'] }]);
    const mail = [...(await h.outbox(b.id)).entries()].find(([k]) => k.endsWith(':change-confirmed:booker'))![1];
    expect(mail.payload.text).toContain('You paid the difference of €20 by card.');
  });

  it('a flight number updated while the difference waits is kept when the change is paid', async () => {
    const b = await h.book();
    const out = await changeBooking(h.deps, change(b, { vehicle: 'van' }, 9500), null);
    const bookerEmail = (await h.row(b.id))!.booker_email;
    await updateBookingDetails(
      h.deps,
      updateDetailsOp.input.parse({ ...b.access, details: { contact: { name: 'Ada Lovelace', email: bookerEmail, phone: '06 12 34 56 78' }, flightNumber: 'AF1234', notes: '', signText: '' } }),
      null,
    );
    await h.pay(out.checkoutUrl!);
    expect(await view(b)).toMatchObject({ party: { vehicle: 'van' }, flightNumber: 'AF1234' });
  });

  it('a difference not paid in time lets the change lapse: the booking stays as it was', async () => {
    const b = await h.book();
    const out = await changeBooking(h.deps, change(b, { vehicle: 'van' }, 9500), null);
    const later = new Date(Date.now() + 31 * 60_000);
    // The page shows it lapsed at once; the job records it.
    expect((await viewBooking(t.db, b.reference, b.token, later)).selfService.pendingChange).toBeNull();
    expect(await supersedeUnpaidChanges(t.db, new Date())).toBe(0);
    expect(await supersedeUnpaidChanges(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await h.changes(b.id)).toMatchObject([{ status: 'superseded', price_after_cents: 9500 }]);
    expect(out.booking.party.vehicle).toBe('sedan');
  });

  it('a newer change supersedes one still waiting for payment; paying the old one then refunds it', async () => {
    const b = await h.book();
    const first = await changeBooking(h.deps, change(b, { vehicle: 'van' }, 9500), null);
    const second = await changeBooking(h.deps, change(b, { childSeats: 1 }, 8500), null);
    expect(second.outcome).toBe('pay-difference');
    expect((await h.changes(b.id)).map((c) => c.status)).toEqual(['superseded', 'awaiting_payment']);

    await h.pay(first.checkoutUrl!);
    await h.settle();
    expect((await view(b)).party.vehicle).toBe('sedan');
    await expect(h.refunds(b.id)).resolves.toMatchObject([{ amount_cents: 2000, reason: 'price-difference', status: 'succeeded' }]);

    await h.pay(second.checkoutUrl!);
    await expect(view(b)).resolves.toMatchObject({ party: { vehicle: 'sedan', childSeats: 1 }, quote: { totalCents: 8500 }, paidCents: 10500, refundedCents: 2000 });
  });

  it('pay-the-driver: applied at once, the driver collects the new total and is told', async () => {
    const b = await h.book({ payment: 'driver' });
    await h.addDriver('d-van', { vehicle: 'van', language: 'fr' });
    await h.assign(b.id, 'd-van');
    const out = await changeBooking(h.deps, change(b, { vehicle: 'van' }, 9500), null);
    expect(out).toMatchObject({ outcome: 'applied', booking: { paymentStatus: 'pay_driver', quote: { totalCents: 9500 }, ride: { status: 'assigned' } } });
    expect(toDriverRide((await h.row(b.id))!, new Date())).toMatchObject({ collectCents: 9500, party: { vehicle: 'van' } });
    const [c] = await h.changes(b.id);
    const job = (await h.outbox(b.id)).get(`booking:${b.id}:change:${c!.id}:booking-updated:d-van:email`)!;
    expect(job.payload.subject).toContain(`Course ${b.reference} modifiée`);
    expect(job.payload.text).toMatch(/95\s?€/);
    const mail = [...(await h.outbox(b.id)).entries()].find(([k]) => k.endsWith(':change-confirmed:booker'))![1];
    expect(mail.payload.text).toContain('To pay the driver on the day, in cash or by card: €95.');
    expect(mail.payload.text).toContain('Your driver has been told of the change.');
  });

  it('puts the ride back on the board when the new time clashes with another ride of the driver, and tells both sides', async () => {
    await h.addDriver('d-busy');
    const a = await h.book({ payment: 'driver', inHours: 200 });
    const other = await h.book({ payment: 'driver', inHours: 204 });
    await h.assign(a.id, 'd-busy');
    await h.assign(other.id, 'd-busy');

    // 30 minutes later still fits: the busy window moves with the ride, the driver keeps it.
    const later = await shifted(a, 0.5);
    await changeBooking(h.deps, change(a, later, 7500), null);
    expect(await h.row(a.id)).toMatchObject({ ride_status: 'assigned', driver_id: 'd-busy' });

    const clash = await shifted(other, -1);
    await expect(previewBookingChange(h.deps, a.access, tripOf(a, clash))).resolves.toMatchObject({ differenceCents: 0, driverReleased: true });
    const out = await changeBooking(h.deps, change(a, clash, 7500), null);
    expect(out.booking.ride).toMatchObject({ status: 'unassigned', driver: null });
    expect(await h.row(a.id)).toMatchObject({ ride_status: 'unassigned', driver_id: null, busy: null });
    const event = await t.db.selectFrom('ride_events').selectAll().where('booking_id', '=', a.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actor: 'system', action: 'unassign', from_status: 'assigned', to_status: 'unassigned', reason: RELEASED_REASON });

    const outbox = await h.outbox(a.id);
    const removed = [...outbox.entries()].find(([k]) => k.endsWith(':ride-removed:d-busy:email'))![1];
    expect(removed.payload.text).toContain('Reason: the customer changed the booking');
    expect([...outbox.keys()].some((k) => k.includes('driver-arranging'))).toBe(false);
    const confirmed = [...outbox.entries()].filter(([k]) => k.endsWith(':change-confirmed:booker')).at(-1)![1];
    expect(confirmed.payload.text).toContain('We are arranging a driver for the new trip');
    // The other ride keeps its driver.
    expect(await h.row(other.id)).toMatchObject({ ride_status: 'assigned', driver_id: 'd-busy' });
  });

  it('releases a sedan driver when the booking becomes a van', async () => {
    await h.addDriver('d-sedan');
    const b = await h.book({ payment: 'driver' });
    await h.assign(b.id, 'd-sedan');
    await expect(previewBookingChange(h.deps, b.access, tripOf(b, { vehicle: 'van' }))).resolves.toMatchObject({ driverReleased: true });
    await changeBooking(h.deps, change(b, { vehicle: 'van' }, 9500), null);
    expect(await h.row(b.id)).toMatchObject({ ride_status: 'unassigned', driver_id: null });
  });
});

describe('Modify after the cutoff: change requests', () => {
  it('sends a request the admins decline or approve; the booker hears each answer', async () => {
    const b = await h.book({ payment: 'driver', inHours: 6 });
    expect((await view(b)).selfService.modify).toBe('request');
    const out = await changeBooking(h.deps, change(b, { vehicle: 'van', passengers: 4 }, 9500, { message: 'We are four now' }), null);
    expect(out).toMatchObject({ outcome: 'requested', checkoutUrl: null, booking: { party: { vehicle: 'sedan' } } });
    expect(out.booking.selfService.pendingChange).toMatchObject({ status: 'open', newTotalCents: 9500, differenceCents: 2000, checkoutUrl: null });
    const [request] = await h.changes(b.id);
    expect(await listOpenRequests(t.db)).toContainEqual(
      expect.objectContaining({ changeId: request!.id, reference: b.reference, message: 'We are four now', currentTotalCents: 7500, newTotalCents: 9500, summary: expect.stringContaining('Van (minivan)') }),
    );
    expect(await keysOf(b.id)).toContain(`booking:${b.id}:change:${request!.id}:change-requested:booker`);
    await expect(changeBooking(h.deps, change(b, { vehicle: 'van' }, 9500), null)).rejects.toMatchObject({ details: { reason: 'change-pending' } });

    const declined = await answerChangeRequest(h.deps, { changeId: request!.id, decision: 'decline', note: 'No van is free at that hour.' }, admin);
    expect(declined.changes).toMatchObject([{ kind: 'request', status: 'declined', answer: 'No van is free at that hour.' }]);
    const declinedMail = (await h.outbox(b.id)).get(`booking:${b.id}:change:${request!.id}:change-declined:booker`)!;
    expect(declinedMail.payload.text).toContain('No van is free at that hour.');
    await expect(answerChangeRequest(h.deps, { changeId: request!.id, decision: 'approve' }, admin)).rejects.toMatchObject({ details: { reason: 'request-closed' } });

    await changeBooking(h.deps, change(b, { vehicle: 'van', passengers: 4 }, 9500), null);
    const again = (await h.changes(b.id)).at(-1)!;
    const approved = await answerChangeRequest(h.deps, { changeId: again.id, decision: 'approve', note: 'A van is on its way.' }, admin);
    expect(approved).toMatchObject({ party: { vehicle: 'van', passengers: 4 }, quote: { totalCents: 9500 } });
    expect(approved.changes.slice(-2)).toMatchObject([
      { kind: 'request', status: 'approved', answer: 'A van is on its way.' },
      { kind: 'modify', status: 'applied', actor: 'admin', priceAfterCents: 9500 },
    ]);
    const confirmed = [...(await h.outbox(b.id)).entries()].find(([k]) => k.endsWith(':change-confirmed:booker'))![1];
    expect(confirmed.payload.text).toContain('we have approved your change request');
    expect(confirmed.payload.text).toContain('A van is on its way.');
  });

  it('an approved request that costs more on a card booking is applied once the e-mailed difference is paid', async () => {
    const b = await h.book({ inHours: 8 });
    await changeBooking(h.deps, change(b, { vehicle: 'van' }, 9500), null);
    const [request] = await h.changes(b.id);
    const answered = await answerChangeRequest(h.deps, { changeId: request!.id, decision: 'approve' }, admin);
    expect(answered.party.vehicle).toBe('sedan');
    const pending = answered.selfService.pendingChange!;
    expect(pending).toMatchObject({ status: 'awaiting_payment', differenceCents: 2000 });
    const mail = (await h.outbox(b.id)).get(`booking:${b.id}:change:${pending.changeId}:change-payment:booker`)!;
    expect(mail.payload.subject).toBe(`Change approved: pay the difference — ${b.reference}`);
    expect(mail.payload.text).toContain(pending.checkoutUrl!);

    await h.pay(pending.checkoutUrl!);
    await expect(view(b)).resolves.toMatchObject({ party: { vehicle: 'van' }, quote: { totalCents: 9500 }, paidCents: 9500 });
  });
});
