/** @jest-environment node */
// The public driver card against real SQL (in-process PGlite, all migrations): who gets a card, which
// application it shows, and that nothing private leaves.
import type { Role } from '@rides/contracts/roles';
import { usePglite } from '../../test-kit/pglite';
import { findDriverCard, isBookableDriver, publicName, toDriverCard } from '../driver-card.repo';
import { listDriverCards } from '../drivers-list.repo';

jest.setTimeout(60_000);

const t = usePglite();

async function person(id: string, fullName: string | null, roles: Role[]) {
  await t.db.insertInto('users').values({ id, email: `${id}@example.com`, full_name: fullName, phone: '+33612345678' }).execute();
  if (roles.length) await t.db.insertInto('user_roles').values(roles.map((role) => ({ user_id: id, role }))).execute();
}

const application = (userId: string, status: 'pending' | 'approved' | 'rejected', over: Record<string, unknown> = {}) =>
  t.db
    .insertInto('driver_applications')
    .values({
      user_id: userId,
      status,
      phone: '+33612345678',
      languages: ['en', 'fr'],
      vehicle_type: 'van',
      vehicle_make: 'Mercedes-Benz',
      vehicle_model: 'V-Class',
      plate: 'AB-123-CD',
      licence_number: '12AB34567890',
      decided_at: status === 'pending' ? null : new Date(),
      ...over,
    })
    .execute();

describe('publicName', () => {
  it.each([
    ['Jean Dupont', 'Jean D.'],
    ['  jean   pierre  dupont ', 'jean D.'],
    ['Jean-Pierre Élie', 'Jean-Pierre É.'],
    ['Cher', 'Cher'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j -> %j', (full, shown) => expect(publicName(full)).toBe(shown));
});

it('maps a row without an application to a card that says only what is known', () => {
  expect(toDriverCard({ id: 'd', full_name: null, application: null })).toEqual({ id: 'd', displayName: null, languages: [], vehicleType: null, vehicle: null });
});

it("gives an approved driver's card from the latest approved application, without e-mail, phone, plate or licence", async () => {
  await person('drv-1', 'Jean Dupont', ['driver']);
  await application('drv-1', 'approved', { languages: ['en'], vehicle_type: 'sedan', vehicle_make: 'Peugeot', vehicle_model: '508', decided_at: new Date('2024-01-01') });
  await application('drv-1', 'rejected', { languages: ['en', 'de'], vehicle_make: 'Ford', vehicle_model: 'Transit' });
  await application('drv-1', 'approved', { languages: ['en', 'fr', 'it'], decided_at: new Date('2025-01-01') });
  await application('drv-1', 'pending', { languages: ['en', 'ja'], vehicle_make: 'Tesla', vehicle_model: 'Model Y' });

  const card = await findDriverCard(t.db, 'drv-1');
  expect(card).toEqual({ id: 'drv-1', displayName: 'Jean D.', languages: ['en', 'fr', 'it'], vehicleType: 'van', vehicle: 'Mercedes-Benz V-Class' });
  const text = JSON.stringify(card);
  for (const secret of ['example.com', '+336', 'AB-123-CD', '12AB34567890', 'Dupont']) expect(text).not.toContain(secret);
});

it("prefers the driver's current profile (kept up to date on /driver/profile) to the application", async () => {
  await person('drv-3', 'Marie Curie', ['driver']);
  await application('drv-3', 'approved', { languages: ['en'], vehicle_type: 'sedan', vehicle_make: 'Peugeot', vehicle_model: '508' });
  await t.db
    .insertInto('driver_profiles')
    .values({ user_id: 'drv-3', phone: '+33612345678', languages: ['en', 'pl'], vehicle_type: 'van', vehicle_make: 'Renault', vehicle_model: 'Trafic', vehicle_colour: 'White', plate: 'XY-987-ZT' })
    .execute();
  const card = await findDriverCard(t.db, 'drv-3');
  expect(card).toEqual({ id: 'drv-3', displayName: 'Marie C.', languages: ['en', 'pl'], vehicleType: 'van', vehicle: 'Renault Trafic' });
  expect(JSON.stringify(card)).not.toContain('XY-987-ZT');
});

it('gives a driver without an application or a profile a card with what is known', async () => {
  await person('drv-2', null, ['driver', 'user']);
  expect(await findDriverCard(t.db, 'drv-2')).toEqual({ id: 'drv-2', displayName: null, languages: [], vehicleType: null, vehicle: null });
});

it('gives nothing for a customer, an applicant still pending, an admin or an unknown id', async () => {
  await person('cust-1', 'Ada Lovelace', ['user']);
  await person('appl-1', 'Grace Hopper', ['user']);
  await application('appl-1', 'pending');
  await person('adm-1', 'Alan Turing', ['admin']);
  for (const id of ['cust-1', 'appl-1', 'adm-1', 'nobody']) expect(await findDriverCard(t.db, id)).toBeNull();
});

it('gives nothing, and takes no booking, for a driver an admin disabled or who switched themselves off, as /drivers lists them', async () => {
  await person('drv-off', 'Paul Off', ['driver']);
  await t.db
    .insertInto('driver_profiles')
    .values({ user_id: 'drv-off', phone: '+33612345678', languages: ['en'], vehicle_type: 'sedan', vehicle_make: 'Peugeot', vehicle_model: '508', vehicle_colour: 'Black', plate: 'AA-111-AA' })
    .execute();
  await person('drv-banned', 'Lena Banned', ['driver']);
  expect(await isBookableDriver(t.db, 'drv-off')).toBe(true);
  expect(await isBookableDriver(t.db, 'drv-banned')).toBe(true);

  await t.db.updateTable('driver_profiles').set({ active: false }).where('user_id', '=', 'drv-off').execute();
  await t.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', 'drv-banned').execute();
  for (const id of ['drv-off', 'drv-banned']) {
    expect(await findDriverCard(t.db, id)).toBeNull();
    expect(await isBookableDriver(t.db, id)).toBe(false);
  }
  const listed = await listDriverCards(t.db, null, 100);
  const ids = listed.rows.map((d) => d.id);
  expect(ids).toContain('drv-1');
  expect(ids).not.toContain('drv-off');
  expect(ids).not.toContain('drv-banned');
});
