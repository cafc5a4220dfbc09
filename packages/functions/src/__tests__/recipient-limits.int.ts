import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { BOOKING_LIMITS } from '@rides/domain/bot';
import { parisLocal } from '@rides/domain/paris-time';
import { app } from '../firebase';
import { call, query, signIn, uniqueEmail } from './helpers';
import { PERSON_PROOF } from './person-proof';

// Mail to third parties is counted everywhere (issue [N] 8): an address that is not the caller's own
// counts in BOOKING_LIMITS.perRecipient whether the booking is signed in or out, when a booking's
// traveller e-mail is changed, and for the e-mails a Modify or a cancellation writes to the traveller.
jest.setTimeout(60_000);
afterAll(() => deleteApp(app()));

const LIMIT = BOOKING_LIMITS.perRecipient.attempts;
const farDay = () => parisLocal(new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000)).date;
const trip = () => ({ from: 'paris-08', to: 'cdg-t2e', pickupDate: farDay(), pickupTime: '06:15', vehicle: 'sedan', passengers: 2, luggage: 2, childSeats: 0, boosterSeats: 0, extras: [] });
const person = (email: string) => ({ name: 'Grace Hopper', email, phone: '+33 6 98 76 54 32' });

const counted = async (email: string) => Number((await query<{ n: string }>('select count(*) as n from sign_in_attempts where identifier = $1', [`booking-to:${email}`]))[0]!.n);
/** Gives `email` its whole share for the day, as earlier messages would have. */
const useUp = (email: string) => query(`insert into sign_in_attempts (identifier, source_ip, attempted_at) select $1, null, now() from generate_series(1, ${LIMIT})`, [`booking-to:${email}`]);

function book(booker: string, traveller: string | null, token?: string) {
  return call(
    'createBooking',
    { idempotencyKey: randomUUID(), trip: trip(), booker: person(booker), traveller: traveller && person(traveller), payment: 'driver', shownTotalCents: 7500, acceptTerms: true, proof: PERSON_PROOF, language: 'en' },
    token,
  );
}

describe('a signed-in booking', () => {
  let customer: string;
  beforeAll(async () => {
    customer = await signIn('customer@example.com');
  });

  it("counts the traveller's address, never the account's own, and refuses one that has had its share", async () => {
    const own = await counted('customer@example.com');
    const traveller = uniqueEmail('traveller');
    expect((await book('customer@example.com', traveller, customer)).error).toBeUndefined();
    expect(await counted(traveller)).toBe(1);
    expect(await counted('customer@example.com')).toBe(own);

    const full = uniqueEmail('full');
    await useUp(full);
    const refused = await book('customer@example.com', full, customer);
    expect(refused.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'rate-limited' } });
    expect(await query('select 1 from bookings where traveller_email = $1', [full])).toEqual([]);
  });
});

describe('after a booking', () => {
  async function booked(traveller: string | null) {
    const booker = uniqueEmail('booker');
    const out = (await book(booker, traveller)).result as { reference: string; manageToken: string };
    return { reference: out.reference, token: out.manageToken, booker };
  }
  const details = (email: string) => ({ contact: person(email), flightNumber: '', notes: '', signText: '' });

  it("changing the traveller's e-mail counts the new address, and one that has had its share is refused, changing nothing", async () => {
    const b = await booked(uniqueEmail('first'));
    const full = uniqueEmail('full');
    await useUp(full);
    const refused = await call('updateBookingDetails', { reference: b.reference, token: b.token, details: details(full) });
    expect(refused.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'rate-limited' } });
    expect(await query('select 1 from bookings where reference = $1 and traveller_email = $2', [b.reference, full])).toEqual([]);

    const fresh = uniqueEmail('fresh');
    expect((await call('updateBookingDetails', { reference: b.reference, token: b.token, details: details(fresh) })).error).toBeUndefined();
    expect(await counted(fresh)).toBe(1);
  });

  it('a cancellation is made and told to the booker, but not to a traveller address that has had its share', async () => {
    const traveller = uniqueEmail('cancel-traveller');
    const b = await booked(traveller);
    await useUp(traveller);
    const cancelled = await call('cancelBooking', { reference: b.reference, token: b.token, shownRefundCents: 0 });
    expect(cancelled.error).toBeUndefined();
    const mails = await query<{ recipient: string }>("select recipient from outbox where purpose = 'booking-cancelled' and booking_id = (select id from bookings where reference = $1)", [b.reference]);
    expect(mails.map((m) => m.recipient)).toEqual([b.booker]);
  });

  it("a cancellation by our team is told to the traveller whatever their share: it is no booker's doing", async () => {
    const traveller = uniqueEmail('admin-cancel-traveller');
    const b = await booked(traveller);
    await useUp(traveller);
    const cancelled = await call('adminCancelBooking', { reference: b.reference, reason: 'Airport strike', refundCents: 0 }, await signIn('admin@example.com'));
    expect(cancelled.error).toBeUndefined();
    const mails = await query<{ recipient: string }>("select recipient from outbox where purpose = 'booking-cancelled' and booking_id = (select id from bookings where reference = $1) order by recipient", [b.reference]);
    expect(mails.map((m) => m.recipient).sort()).toEqual([b.booker, traveller].sort());
    expect(await counted(traveller)).toBe(LIMIT + 1);
  });
});
