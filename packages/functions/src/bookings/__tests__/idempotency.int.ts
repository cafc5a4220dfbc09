import { randomUUID } from 'node:crypto';
import { parisLocal } from '@rides/domain/paris-time';
import { estimatedDistance } from '@rides/domain/distance';
import { createDb, type Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { activeTariff } from '../../pricing/tariff.repo';
import { createBooking, type BookingDeps } from '../create-booking.service';
import { PERSON_PROOF } from '../../__tests__/person-proof';

// Concurrency needs a real server: PGlite runs every connection on one backend session.
const url = process.env.PG_SERVER_URL;

describe('createBooking under concurrent replays (Debian PostgreSQL)', () => {
  let db: Db;
  let confirmed = 0;
  beforeAll(async () => {
    if (!url) throw new Error('PG_SERVER_URL not set: run through `pnpm test`');
    await migrate(url);
    db = createDb(url, 25);
  });
  afterAll(() => db?.destroy());

  const address = `test-${randomUUID()}`;
  const deps = (): BookingDeps => ({
    db,
    now: () => new Date(),
    tariff: () => activeTariff(db),
    distance: estimatedDistance,
    startCardPayment: async () => 'https://checkout.example.test/session',
    onConfirmed: async () => void confirmed++,
    afterCommit: () => undefined,
    isBookableDriver: async () => false,
    origin: { req: { sourceIp: address, userAgent: 'jest', pageUrl: '' }, addressLimits: true },
  });

  it('20 simultaneous requests with one idempotency key make one booking, all get its reference, and it counts once against the limits', async () => {
    const key = randomUUID();
    const input = {
      idempotencyKey: key,
      trip: { from: 'paris-08', to: 'cdg-t2e', pickupDate: parisLocal(new Date(Date.now() + 3 * 86_400_000)).date, pickupTime: '09:00', vehicle: 'sedan' as const, passengers: 1, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] },
      booker: { name: 'Ada Lovelace', email: `ada-${key}@example.com`, phone: '+447911123456' },
      traveller: null,
      payment: 'driver' as const,
      shownTotalCents: 7500,
      acceptTerms: true as const,
      language: 'en' as const,
      requestedDriverId: null,
      partnerSlug: null,
      proof: PERSON_PROOF,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => createBooking(deps(), input, null)));
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    const rows = await db.selectFrom('bookings').select('reference').where('idempotency_key', '=', input.idempotencyKey).execute();
    expect(rows).toEqual([{ reference: results[0]!.reference }]);
    expect(confirmed).toBe(1);
    // The replays' places in the limits rolled back with their transactions (issue [I] 5).
    const counted = await db.selectFrom('sign_in_attempts').select('identifier').where('source_ip', '=', address).orderBy('identifier').execute();
    expect(counted.map((r) => r.identifier)).toEqual([`booking-from:600000:${address}`, `booking-from:86400000:${address}`, `booking-to:ada-${key}@example.com`]);
  });
});
