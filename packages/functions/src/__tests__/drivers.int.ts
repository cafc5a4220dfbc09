import { PERSON_PROOF } from './person-proof';
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase-admin/app';
import { parisLocal } from '@rides/domain/paris-time';
import { app } from '../firebase';
import { call, query, uniqueId } from './helpers';

// Booking confirmations go through the outbox; a busy machine needs more than jest's default 5 s.
jest.setTimeout(30_000);
afterAll(() => deleteApp(app()));

const CARD_FIELDS = ['displayName', 'id', 'languages', 'vehicle', 'vehicleType'];
const inDays = (days: number, time = '10:30') => ({ pickupDate: parisLocal(new Date(Date.now() + days * 86_400_000)).date, pickupTime: time });
const uidOf = async (email: string) => (await getAuth(app()).getUserByEmail(email)).uid;


function booking(over: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    trip: { from: 'paris-08', to: 'cdg-t2e', ...inDays(4), vehicle: 'sedan', passengers: 1, luggage: 1 },
    booker: { name: 'Ada Lovelace', email: `${uniqueId('driver-booker')}@example.com`, phone: '+44 7911 123456' },
    payment: 'driver',
    shownTotalCents: 7500,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
    ...over,
  };
}

describe('getDriverCard', () => {
  it("gives the seeded driver's card: its id and public fields only, never the e-mail", async () => {
    const uid = await uidOf('driver@example.com');
    const res = await call('getDriverCard', { driverId: uid });
    expect(res.error).toBeUndefined();
    const card = res.result as Record<string, unknown>;
    expect(card.id).toBe(uid);
    expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    expect(JSON.stringify(card)).not.toContain('@');
  });

  it("shows an approved driver's name, languages and car, without phone, plate or licence", async () => {
    const id = uniqueId('int-driver');
    await query('insert into users (id, email, full_name, phone) values ($1, $2, $3, $4)', [id, `${id}@example.com`, 'Jean Dupont', '+33612345678']);
    await query("insert into user_roles (user_id, role) values ($1, 'driver')", [id]);
    await query(
      `insert into driver_applications (user_id, status, phone, languages, vehicle_type, vehicle_make, vehicle_model, plate, licence_number, decided_at)
       values ($1, 'approved', '+33612345678', $2, 'van', 'Mercedes-Benz', 'V-Class', 'AB-123-CD', '12AB34567890', now())`,
      [id, ['en', 'fr']],
    );
    const res = await call('getDriverCard', { driverId: id });
    expect(res.result).toEqual({ id, displayName: 'Jean D.', languages: ['en', 'fr'], vehicleType: 'van', vehicle: 'Mercedes-Benz V-Class' });
    for (const secret of ['+336', 'AB-123-CD', '12AB34567890', 'Dupont', '@']) expect(JSON.stringify(res.result)).not.toContain(secret);
  });

  it('says NOT_FOUND for a customer, a partner, an admin and an unknown id alike', async () => {
    const ids = [await uidOf('customer@example.com'), await uidOf('partner@example.com'), await uidOf('admin@example.com'), 'nobody'];
    for (const driverId of ids) {
      const res = await call('getDriverCard', { driverId });
      expect(res.error).toMatchObject({ status: 'NOT_FOUND', message: 'errors.not-found' });
      expect(res.result).toBeUndefined();
    }
  });

  it.each([
    ['an empty id', { driverId: '' }],
    ['an id longer than 128 characters', { driverId: 'x'.repeat(129) }],
    ['a missing id', {}],
    ['an unknown field', { driverId: 'nobody', email: 'driver@example.com' }],
  ])('refuses %s as INVALID_ARGUMENT', async (_what, input) => {
    expect((await call('getDriverCard', input)).error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('createBooking with a requested driver', () => {
  it('books the seeded driver, pay the driver: confirmed, and stores the requested driver', async () => {
    const uid = await uidOf('driver@example.com');
    const input = booking({ requestedDriverId: uid });
    const res = await call('createBooking', input);
    expect(res.result).toMatchObject({ status: 'confirmed', payment: 'driver', totalCents: 7500 });
    const { reference } = res.result as { reference: string };
    expect(await query('select requested_driver_id from bookings where reference = $1', [reference])).toEqual([{ requested_driver_id: uid }]);
  });

  it("refuses a customer's id as the requested driver and stores nothing", async () => {
    const input = booking({ requestedDriverId: await uidOf('customer@example.com') });
    const res = await call('createBooking', input);
    expect(res.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'unknown-driver' } });
    expect(await query('select count(*)::int as n from bookings where idempotency_key = $1', [input.idempotencyKey])).toEqual([{ n: 0 }]);
  });
});
