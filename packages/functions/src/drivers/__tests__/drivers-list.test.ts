/** @jest-environment node */
// `/drivers` against real SQL (PGlite, all migrations): who is listed, what a card says, and the pages.
import { listDrivers } from '@rides/contracts/drivers';
import { usePglite } from '../../test-kit/pglite';
import { insertDriver, insertUser } from '../../test-kit/messaging-fixtures';
import type { Db } from '../../db/db';
import { listDriverCards } from '../drivers-list.repo';

jest.setTimeout(60_000);

let db: Db;
const pg = usePglite();
beforeAll(async () => {
  db = pg.db;
  // Listed: two drivers with profiles (one of them an admin too), one approved without a profile yet.
  await insertDriver(db, { id: 'drv-b', fullName: 'Jean Dupont', phone: '+33611111111' });
  await insertDriver(db, { id: 'drv-a', fullName: 'Marie Curie' });
  await db.insertInto('user_roles').values({ user_id: 'drv-a', role: 'admin' }).execute();
  await insertUser(db, { id: 'drv-c', fullName: 'Ada Lovelace', roles: ['user', 'driver'] });
  await db
    .insertInto('driver_applications')
    .values({ user_id: 'drv-c', status: 'approved', phone: '+33612345678', languages: ['en', 'it'], vehicle_type: 'van', vehicle_make: 'Renault', vehicle_model: 'Trafic', plate: 'XY-987-ZT', licence_number: '12AB34567890', decided_at: new Date() })
    .execute();
  // Not listed: switched off, disabled by an admin, an applicant still pending, a customer.
  await insertDriver(db, { id: 'drv-off', fullName: 'Off Duty', active: false });
  await insertDriver(db, { id: 'drv-gone', fullName: 'Gone Away' });
  await db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', 'drv-gone').execute();
  await insertUser(db, { id: 'applicant', fullName: 'Grace Hopper' });
  await db
    .insertInto('driver_applications')
    .values({ user_id: 'applicant', status: 'pending', phone: '+33612345678', languages: ['en'], vehicle_type: 'sedan', vehicle_make: 'Tesla', vehicle_model: 'Model 3', plate: 'AA-111-AA', licence_number: 'LIC1' })
    .execute();
  await insertUser(db, { id: 'customer', fullName: 'Alan Turing' });
});

it('lists approved drivers who take rides, by id, each card with its public fields only', async () => {
  const page = await listDriverCards(db, null);
  expect(page).toEqual({
    rows: [
      { id: 'drv-a', displayName: 'Marie C.', languages: ['en', 'fr'], vehicleType: 'sedan', vehicle: 'Peugeot 508' },
      { id: 'drv-b', displayName: 'Jean D.', languages: ['en', 'fr'], vehicleType: 'sedan', vehicle: 'Peugeot 508' },
      { id: 'drv-c', displayName: 'Ada L.', languages: ['en', 'it'], vehicleType: 'van', vehicle: 'Renault Trafic' },
    ],
    next: null,
  });
  // What leaves the server is what the contract lets out: nothing private, in any field.
  const wire = JSON.stringify(listDrivers.output.parse(page));
  for (const secret of ['example.com', '+336', 'AB-123-CD', 'XY-987-ZT', '12AB34567890', 'Dupont', 'Curie', 'Lovelace', 'black']) expect(wire).not.toContain(secret);
});

it('pages by keyset: each page starts after the last id of the one before, and the last says so', async () => {
  const first = await listDriverCards(db, null, 2);
  expect(first.rows.map((c) => c.id)).toEqual(['drv-a', 'drv-b']);
  expect(first.next).toBe('drv-b');
  const second = await listDriverCards(db, first.next, 2);
  expect(second).toEqual({ rows: [expect.objectContaining({ id: 'drv-c' })], next: null });
});

it('gives an empty last page after the last driver (a stale cursor is not an error)', async () => {
  expect(await listDriverCards(db, 'zzz')).toEqual({ rows: [], next: null });
});
