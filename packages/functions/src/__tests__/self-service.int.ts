import { PERSON_PROOF } from './person-proof';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { parisLocal } from '@rides/domain/paris-time';
import { app } from '../firebase';
import { call, query, signIn, uniqueEmail, type CallResult } from './helpers';

// Issue [E] through the callables on the local stack: the manage link's key, the roles, Modify with
// its difference, cancellation with the sandbox's refunds, change requests. Mail and refunds settle
// asynchronously (the outbox dispatcher, the sandbox's refund events): polled, never slept on.
jest.setTimeout(90_000);
afterAll(() => deleteApp(app()));

const MAILBOX = process.env.MAILBOX_URL ?? 'http://127.0.0.1:5025';
const status = (r: CallResult) => (r.error ? r.error.status : 'OK');

/** A far, random day so this run's rides never share a driver's busy window with another test's. */
const farDay = () => parisLocal(new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000)).date;
const inHours = (h: number) => parisLocal(new Date(Date.now() + h * 3_600_000 + 60_000));

interface Booked {
  reference: string;
  token: string;
  id: string;
  email: string;
  trip: Record<string, unknown>;
}

async function book(payment: 'card' | 'driver', when: { date: string; time: string } = { date: farDay(), time: '06:15' }): Promise<Booked> {
  const email = uniqueEmail('self-service');
  const trip = { from: 'paris-08', to: 'cdg-t2e', pickupDate: when.date, pickupTime: when.time, vehicle: 'sedan', passengers: 2, luggage: 2, childSeats: 0, boosterSeats: 0, extras: [] };
  const res = await call('createBooking', {
    idempotencyKey: randomUUID(),
    trip,
    booker: { name: 'Ada Lovelace', email, phone: '+33 6 12 34 56 78' },
    payment,
    shownTotalCents: 7500,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
  });
  const out = res.result as { reference: string; manageToken: string; checkoutUrl: string | null };
  if (out.checkoutUrl) await payOnSandbox(out.checkoutUrl);
  const [row] = await query<{ id: string }>('select id from bookings where reference = $1', [out.reference]);
  return { reference: out.reference, token: out.manageToken, id: row!.id, email, trip };
}

/** Pays a checkout on the LOCAL sandbox page with the test card, as a person would. */
async function payOnSandbox(checkoutUrl: string): Promise<void> {
  const session = new URL(checkoutUrl).searchParams.get('session')!;
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, action: 'pay', card: '4242 4242 4242 4242' }).toString(),
    redirect: 'manual',
  });
  expect([302, 303]).toContain(res.status);
}

/** Waits until `read` gives a value `done` accepts (the outbox and the sandbox's refunds run on their own). */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 120; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('condition not reached in time');
}

const mailFor = (to: string, subject: string) =>
  eventually(
    async () => ((await (await fetch(`${MAILBOX}/api/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string; text: string }>).find((m) => m.subject.includes(subject)),
    (m) => !!m,
  ) as Promise<{ subject: string; text: string }>;

const view = async (b: Booked) => (await call('getBooking', { reference: b.reference, token: b.token })).result as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('who may call the self-service and admin booking operations', () => {
  type Who = 'visitor' | 'customer' | 'driver' | 'partner' | 'admin';
  const tokens: Record<Who, string | undefined> = { visitor: undefined, customer: undefined, driver: undefined, partner: undefined, admin: undefined };
  beforeAll(async () => {
    for (const [who, email] of [['customer', 'customer@example.com'], ['driver', 'driver@example.com'], ['partner', 'partner@example.com'], ['admin', 'admin@example.com']] as const) {
      tokens[who] = await signIn(email);
    }
  });

  it('refuses every admin operation to every other role', async () => {
    const b = await book('driver');
    const refused = { visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'PERMISSION_DENIED', partner: 'PERMISSION_DENIED' };
    const cases: [string, unknown, string][] = [
      ['listChangeRequests', {}, 'OK'],
      // Inputs an admin gets refused for a reason that changes nothing: the role is checked first.
      ['adminCancelBooking', { reference: b.reference, reason: 'role test', refundCents: 1 }, 'FAILED_PRECONDITION'],
      ['answerChangeRequest', { changeId: '999999999999', decision: 'decline' }, 'NOT_FOUND'],
    ];
    for (const [name, input, forAdmin] of cases) {
      const got: Record<string, string> = {};
      for (const who of Object.keys(tokens) as Who[]) got[who] = status(await call(name, input, tokens[who]));
      expect({ name, got }).toEqual({ name, got: { ...refused, admin: forAdmin } });
    }
    expect((await view(b)).status).toBe('confirmed');
  });

  it('a wrong manage token opens nothing and changes nothing; another customer does not see the booking', async () => {
    const b = await book('driver');
    const wrong = { reference: b.reference, token: 'x'.repeat(43) };
    const trip = { ...b.trip, vehicle: 'van' };
    const details = { contact: { name: 'Mallory', email: 'mallory@example.com', phone: '+33611111111' }, flightNumber: '', notes: 'hi', signText: '' };
    expect(status(await call('getBooking', wrong))).toBe('NOT_FOUND');
    expect(status(await call('updateBookingDetails', { ...wrong, details }))).toBe('NOT_FOUND');
    expect(status(await call('previewBookingChange', { ...wrong, trip }))).toBe('NOT_FOUND');
    expect(status(await call('changeBooking', { ...wrong, idempotencyKey: randomUUID(), trip, shownTotalCents: 9500 }))).toBe('NOT_FOUND');
    expect(status(await call('cancelBooking', { ...wrong, shownRefundCents: 0 }))).toBe('NOT_FOUND');
    expect(await query('select status, notes, total_cents from bookings where id = $1', [b.id])).toEqual([{ status: 'confirmed', notes: null, total_cents: 7500 }]);
    const mine = (await call('listMyBookings', {}, tokens.customer)).result as { bookings: { reference: string }[] };
    expect(mine.bookings.map((x) => x.reference)).not.toContain(b.reference);
  });
});

describe('a pay-the-driver booking with a driver assigned', () => {
  it('details reach the driver; Modify to a van shows the difference first and the driver’s view changes; cancel releases the driver', async () => {
    const admin = await signIn('admin@example.com');
    const driver = await signIn('driver@example.com'); // Daniel Martin drives a van
    const b = await book('driver');
    const [{ id: driverId }] = (await query<{ id: string }>('select id from users where email = $1', ['driver@example.com'])) as [{ id: string }];
    expect(status(await call('assignRide', { rideId: b.id, driverId }, admin))).toBe('OK');

    const details = { contact: { name: 'Ada Lovelace', email: b.email, phone: '+33612345678' }, flightNumber: 'AF1234', notes: 'Two ski bags', signText: 'LOVELACE PARTY' };
    const updated = await call('updateBookingDetails', { reference: b.reference, token: b.token, details });
    expect(updated.result).toMatchObject({ booking: { signText: 'LOVELACE PARTY', notes: 'Two ski bags', flightNumber: 'AF1234' } });
    expect((await call('getDriverRide', { rideId: b.id }, driver)).result).toMatchObject({ signText: 'LOVELACE PARTY', notes: 'Two ski bags', flightNumber: 'AF1234' });

    const van = { ...b.trip, vehicle: 'van' };
    const preview = await call('previewBookingChange', { reference: b.reference, token: b.token, trip: van });
    expect(preview.result).toMatchObject({ route: 'self-service', currentTotalCents: 7500, newTotalCents: 9500, differenceCents: 2000, driverReleased: false });
    const changed = await call('changeBooking', { reference: b.reference, token: b.token, idempotencyKey: randomUUID(), trip: van, shownTotalCents: 9500 });
    expect(changed.result).toMatchObject({ outcome: 'applied', booking: { party: { vehicle: 'van' }, quote: { totalCents: 9500 }, ride: { status: 'assigned' } } });
    expect((await call('getDriverRide', { rideId: b.id }, driver)).result).toMatchObject({ party: { vehicle: 'van' }, collectCents: 9500 });

    const cancelled = await call('cancelBooking', { reference: b.reference, token: b.token, shownRefundCents: 0 });
    expect(cancelled.result).toMatchObject({ booking: { status: 'cancelled', ride: { status: 'cancelled' } } });
    expect((await mailFor(b.email, 'Booking cancelled')).text).toContain('there is nothing to pay');
  });
});

describe('card bookings: cancellation refunds and a Modify paid through a new checkout', () => {
  const refundsOf = (id: string) => query<{ amount_cents: number; status: string; reason: string }>('select amount_cents, status, reason from refunds where booking_id = $1 order by id', [id]);

  it('more than 24 hours ahead: a double click refunds the full price once, the sandbox settles it, the e-mail says so', async () => {
    const b = await book('card');
    const before = await view(b);
    expect(before.selfService.cancellation).toMatchObject({ refundCents: 7500, percent: 100 });
    const input = { reference: b.reference, token: b.token, shownRefundCents: 7500 };
    const results = await Promise.all([call('cancelBooking', input), call('cancelBooking', input)]);
    expect(results.map(status)).toEqual(['OK', 'OK']);
    const refunds = await eventually(() => refundsOf(b.id), (r) => r.length === 1 && r[0]!.status === 'succeeded');
    expect(refunds).toEqual([{ amount_cents: 7500, status: 'succeeded', reason: 'cancellation' }]);
    expect((await mailFor(b.email, 'Booking cancelled')).text).toContain('€75 is being refunded to the card you paid with. It usually reaches your account within 5 to 10 business days.');
  });

  it('within 24 hours: 80 % back', async () => {
    const b = await book('card', inHours(20));
    expect((await view(b)).selfService.cancellation).toMatchObject({ refundCents: 6000, percent: 80 });
    expect(status(await call('cancelBooking', { reference: b.reference, token: b.token, shownRefundCents: 7500 }))).toBe('FAILED_PRECONDITION');
    expect(status(await call('cancelBooking', { reference: b.reference, token: b.token, shownRefundCents: 6000 }))).toBe('OK');
    await expect(eventually(() => refundsOf(b.id), (r) => r.length === 1)).resolves.toMatchObject([{ amount_cents: 6000 }]);
  });

  it('Modify to a van: the difference is paid through a new checkout, then the booking changes', async () => {
    const b = await book('card');
    const van = { ...b.trip, vehicle: 'van' };
    const changed = (await call('changeBooking', { reference: b.reference, token: b.token, idempotencyKey: randomUUID(), trip: van, shownTotalCents: 9500 })).result as {
      outcome: string;
      checkoutUrl: string;
      booking: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    expect(changed).toMatchObject({ outcome: 'pay-difference', booking: { party: { vehicle: 'sedan' }, selfService: { pendingChange: { status: 'awaiting_payment', differenceCents: 2000 } } } });
    await payOnSandbox(changed.checkoutUrl);
    const after = await eventually(() => view(b), (v) => v.party.vehicle === 'van');
    expect(after).toMatchObject({ quote: { totalCents: 9500 }, paidCents: 9500, selfService: { pendingChange: null } });
    expect((await mailFor(b.email, 'Booking changed')).text).toContain('You paid the difference of €20 by card.');
  });
});

describe('change requests after the self-service cutoff', () => {
  it('a Modify becomes a request the admins see and answer; the booker sees the answer', async () => {
    const admin = await signIn('admin@example.com');
    const b = await book('driver', inHours(6));
    const asked = await call('changeBooking', { reference: b.reference, token: b.token, idempotencyKey: randomUUID(), trip: { ...b.trip, luggage: 3 }, shownTotalCents: 7500, message: 'One more bag' });
    expect(asked.result).toMatchObject({ outcome: 'requested', booking: { party: { luggage: 2 }, selfService: { pendingChange: { status: 'open' } } } });
    const list = (await call('listChangeRequests', {}, admin)).result as { requests: { changeId: string; reference: string; message: string }[] };
    const request = list.requests.find((r) => r.reference === b.reference)!;
    expect(request.message).toBe('One more bag');
    const answered = await call('answerChangeRequest', { changeId: request.changeId, decision: 'approve', note: 'Done' }, admin);
    expect(answered.result).toMatchObject({ booking: { party: { luggage: 3 } } });
    expect((await call('answerChangeRequest', { changeId: request.changeId, decision: 'decline' }, admin)).error).toMatchObject({ details: { reason: 'request-closed' } });
    expect((await view(b)).changes.map((c: { kind: string; status: string }) => `${c.kind}:${c.status}`)).toEqual(['request:approved', 'modify:applied']);
  });
});
