/** @jest-environment node */
// /admin/users against a real (PGlite) database: search by e-mail, phone and name words, the role
// filter, keyset pages, the last-admin guard, disabling (sessions ended) and enabling again.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Role } from '@rides/contracts/roles';
import type { Db } from '../../db/db';
import type { Caller } from '../../http/callable';
import type { ClaimsStore } from '../../roles/claims';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking } from '../../test-kit/messaging-fixtures';
import type { AccountAuth } from '../account-auth';
import { changeRoles, setDisabled, userList, userPage, type UserAdminDeps } from '../users.service';
import { nameQuery, phoneDigitsPrefix } from '../users.repo';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
const NOW = new Date('2026-07-01T10:00:00.400Z');

interface Person {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  roles: Role[];
  createdAt: string;
}
const PEOPLE: Person[] = [
  { id: 'u-ada', email: 'ada.lovelace@example.com', name: 'Ada Lovelace', phone: '+33612345678', roles: ['user'], createdAt: '2026-01-01T10:00:00.000001Z' },
  { id: 'u-grace', email: 'grace@navy.example', name: 'Grace Hopper', phone: '+447911123456', roles: ['driver', 'user'], createdAt: '2026-01-01T10:00:00.000002Z' },
  { id: 'u-alan', email: 'alan@example.org', name: 'Alan Turing', phone: '+33798765432', roles: ['partner', 'user'], createdAt: '2026-01-01T10:00:00.000003Z' },
  { id: 'u-adam', email: 'adam.smith@example.com', name: 'Adam Smith', phone: null, roles: ['user'], createdAt: '2026-01-02T10:00:00Z' },
  { id: 'admin-1', email: 'admin@example.com', name: 'Alice Admin', phone: null, roles: ['admin', 'user'], createdAt: '2025-12-01T10:00:00Z' },
  { id: 'admin-2', email: 'boss@example.com', name: 'Bob Boss', phone: null, roles: ['admin', 'user'], createdAt: '2025-12-02T10:00:00Z' },
];

beforeAll(async () => {
  db = pg.db;
  for (const p of PEOPLE) {
    await db.insertInto('users').values({ id: p.id, email: p.email, full_name: p.name, phone: p.phone, created_at: p.createdAt }).execute();
    await db.insertInto('user_roles').values(p.roles.map((role) => ({ user_id: p.id, role }))).execute();
  }
}, 60_000);

const caller = (uid: string): Caller => ({ uid, email: `${uid}@example.com`, emailVerified: true, authTimeMs: Date.now(), remember: false, roles: ['admin'] });

function fakes() {
  const claims: Array<[string, readonly Role[]]> = [];
  const auth: Array<[string, string]> = [];
  const deps: UserAdminDeps = {
    db: undefined as unknown as Db,
    claims: { setRoles: async (uid, roles) => void claims.push([uid, [...roles]]) } satisfies ClaimsStore,
    auth: {
      setDisabled: async (uid, disabled) => void auth.push([uid, disabled ? 'disabled' : 'enabled']),
      revokeSessions: async (uid) => void auth.push([uid, 'revoked']),
    } satisfies AccountAuth,
    now: () => NOW,
  };
  return { deps: () => ({ ...deps, db }), claims, auth };
}

const ids = async (filters: Parameters<typeof userList>[1]['filters'], limit = 50) => (await userList(db, { filters, after: null, limit })).rows.map((r) => r.id);
const rolesOf = async (id: string) => (await db.selectFrom('user_roles').select('role').where('user_id', '=', id).orderBy('role').execute()).map((r) => r.role);
const sessionsOf = async (id: string) => (await db.selectFrom('users').select('sessions_valid_after').where('id', '=', id).executeTakeFirstOrThrow()).sessions_valid_after;
const reason = (e: unknown) => (e instanceof HttpsError ? `${e.code}:${(e.details as { reason?: string } | undefined)?.reason ?? e.message}` : String(e));
const refusalOf = (p: Promise<unknown>) => p.then(() => 'ok', reason);

describe('search', () => {
  it('reads what is typed: an e-mail by its start, a phone by its digits in any format, names by the start of their words', () => {
    expect(phoneDigitsPrefix('06 12 34')).toBe('33612' + '34');
    expect(phoneDigitsPrefix('+44 7911')).toBe('447911');
    expect(phoneDigitsPrefix('0044 7911')).toBe('447911');
    expect(phoneDigitsPrefix('12')).toBeNull();
    expect(phoneDigitsPrefix('ada')).toBeNull();
    expect(nameQuery('Ada  lov')).toBe('ada:* & lov:*');
    expect(nameQuery('  -- ')).toBeNull();
  });

  it('finds accounts by e-mail prefix, phone digits, name words, and e-mails without an @', async () => {
    expect(await ids({ q: 'ADA.LOVELACE@EX' })).toEqual(['u-ada']);
    expect(await ids({ q: 'grace@' })).toEqual(['u-grace']);
    expect(await ids({ q: '06 12 34 56 78' })).toEqual(['u-ada']);
    expect(await ids({ q: '+44 7911' })).toEqual(['u-grace']);
    expect(await ids({ q: '07' })).toEqual([]); // too few digits to be a phone: read as a name or an e-mail
    expect(await ids({ q: 'ada lov' })).toEqual(['u-ada']);
    expect(await ids({ q: 'tur' })).toEqual(['u-alan']);
    // "ada" starts Ada's name and Adam's e-mail and name: newest account first.
    expect(await ids({ q: 'ada' })).toEqual(['u-adam', 'u-ada']);
    expect(await ids({ q: 'adam.sm' })).toEqual(['u-adam']);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await ids({ q: '%@example.com' })).toEqual([]);
    expect(await ids({ q: 'ada_lovelace@' })).toEqual([]);
    expect(await ids({ q: 'ada.lovelace@' })).toEqual(['u-ada']);
  });

  it('filters by role, alone or with a search', async () => {
    expect(await ids({ role: 'admin' })).toEqual(['admin-2', 'admin-1']);
    expect(await ids({ role: 'driver' })).toEqual(['u-grace']);
    expect(await ids({ role: 'partner', q: 'a' })).toEqual(['u-alan']);
    expect(await ids({ role: 'driver', q: 'ada' })).toEqual([]);
  });
});

describe('keyset pages', () => {
  it('walks every account once, newest first, even when creation times differ by a microsecond', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await userList(db, { filters: {}, after, limit: 2 });
      seen.push(...page.rows.map((r) => r.id));
      after = page.next;
      pages++;
    } while (after && pages < 10);
    expect(seen).toEqual(['u-adam', 'u-alan', 'u-grace', 'u-ada', 'admin-2', 'admin-1']);
    expect(pages).toBe(3);
  });

  it('refuses a cursor it did not make', async () => {
    for (const after of ['nonsense', Buffer.from('2026-01-01|x').toString('base64url'), Buffer.from('x|y').toString('base64url')]) {
      expect(await refusalOf(userList(db, { filters: {}, after, limit: 2 }))).toBe('invalid-argument:errors.invalid-argument');
    }
  });
});

describe('the user page', () => {
  it('shows the profile, roles, bookings under the account or its e-mail, and the latest security events', async () => {
    const booking = (id: number, userId: string | null, email: string, pickup: string) =>
      insertBooking(db, { reference: `PT-USR${String(id).padStart(3, '0')}`, user_id: userId, booker_email: email, pickup_at: pickup });
    await booking(1, 'u-ada', 'ada.lovelace@example.com', '2026-08-01T08:00:00Z');
    await booking(2, null, 'ADA.LOVELACE@example.com', '2026-09-01T08:00:00Z');
    await booking(3, null, 'someone@example.com', '2026-10-01T08:00:00Z');
    for (let i = 0; i < 52; i++) {
      await db
        .insertInto('security_events')
        .values({ event_type: 'user_login', identifier: 'ada.lovelace@example.com', user_id: 'u-ada', details: '{}', user_agent: 'jest', page_url: `http://localhost/${i}`, created_at: new Date(Date.UTC(2026, 5, 1, 0, i)) })
        .execute();
    }
    const page = await userPage(db, 'u-ada');
    expect(page.user).toEqual({
      id: 'u-ada',
      email: 'ada.lovelace@example.com',
      fullName: 'Ada Lovelace',
      phone: '+33612345678',
      roles: ['user'],
      disabled: false,
      createdAt: '2026-01-01T10:00:00.000Z',
      language: null,
      disabledAt: null,
      disabledBy: null,
    });
    expect(page.bookings.map((b) => [b.reference, b.pickupAt, b.status])).toEqual([
      ['PT-USR002', '2026-09-01T08:00:00.000Z', 'confirmed'],
      ['PT-USR001', '2026-08-01T08:00:00.000Z', 'confirmed'],
    ]);
    expect(page.bookings[0]).toMatchObject({ fromName: expect.stringMatching(/Paris/), toName: expect.stringMatching(/Gaulle/), totalCents: expect.any(Number) });
    expect(page.moreBookings).toBe(false);
    expect(page.securityEvents).toHaveLength(50);
    expect(page.securityEvents[0]!.pageUrl).toBe('http://localhost/51');
    expect(page.securityEvents.at(-1)!.pageUrl).toBe('http://localhost/2');
  });

  it('answers not-found for an unknown account', async () => {
    expect(await refusalOf(userPage(db, 'nobody'))).toBe('not-found:errors.not-found');
  });
});

describe('roles', () => {
  it('writes the set with `user` kept, mirrors it into the claim, and ends sessions only when a role is removed', async () => {
    const f = fakes();
    const granted = await changeRoles(f.deps(), { userId: 'u-adam', roles: ['driver'] });
    expect(granted.roles).toEqual(['driver', 'user']);
    expect(f.claims).toEqual([['u-adam', ['driver', 'user']]]);
    expect(f.auth).toEqual([]);
    expect(await sessionsOf('u-adam')).toBeNull();

    await changeRoles(f.deps(), { userId: 'u-adam', roles: ['user'] });
    expect(await rolesOf('u-adam')).toEqual(['user']);
    expect(f.auth).toEqual([['u-adam', 'revoked']]);
    // From the next second: every token issued so far (auth_time in seconds) is refused.
    expect(await sessionsOf('u-adam')).toEqual(new Date('2026-07-01T10:00:01.000Z'));
  });

  it('refuses to remove the admin role of the last enabled admin, and changes nothing', async () => {
    const f = fakes();
    // Another admin may go while one stays.
    await changeRoles(f.deps(), { userId: 'admin-2', roles: ['user'] });
    expect(await rolesOf('admin-2')).toEqual(['user']);
    // The last one, removing themselves (or being removed by an admin whose role went meanwhile): refused.
    expect(await refusalOf(changeRoles(f.deps(), { userId: 'admin-1', roles: ['user'] }))).toBe('failed-precondition:last-admin');
    expect(await rolesOf('admin-1')).toEqual(['admin', 'user']);
    expect(f.claims).toEqual([['admin-2', ['user']]]);
    // A disabled admin does not count: with admin-2 an admin again but disabled, admin-1 is still the last.
    await changeRoles(f.deps(), { userId: 'admin-2', roles: ['admin', 'user'] });
    await setDisabled(f.deps(), caller('admin-1'), { userId: 'admin-2', disabled: true });
    expect(await refusalOf(changeRoles(f.deps(), { userId: 'admin-1', roles: [] }))).toBe('failed-precondition:last-admin');
    await setDisabled(f.deps(), caller('admin-1'), { userId: 'admin-2', disabled: false });
    expect((await changeRoles(f.deps(), { userId: 'admin-1', roles: ['admin', 'driver'] })).roles).toEqual(['admin', 'driver', 'user']);
    await changeRoles(f.deps(), { userId: 'admin-1', roles: ['admin'] });
  });

  it('answers not-found for an unknown account and writes nothing', async () => {
    const f = fakes();
    expect(await refusalOf(changeRoles(f.deps(), { userId: 'nobody', roles: ['admin'] }))).toBe('not-found:errors.not-found');
    expect(f.claims).toEqual([]);
    expect(await rolesOf('nobody')).toEqual([]);
  });

  it('writes nothing when the claim cannot be mirrored', async () => {
    const f = fakes();
    const failing = { ...f.deps(), claims: { setRoles: async () => Promise.reject(new Error('auth unavailable')) } };
    await expect(changeRoles(failing, { userId: 'u-grace', roles: ['user'] })).rejects.toThrow('auth unavailable');
    expect(await rolesOf('u-grace')).toEqual(['driver', 'user']);
    expect(await sessionsOf('u-grace')).toBeNull();
  });
});

describe('disable and enable', () => {
  it('disables: Firebase disabled and revoked, every issued token refused; enabling lets new sign-ins in', async () => {
    const f = fakes();
    const disabled = await setDisabled(f.deps(), caller('admin-1'), { userId: 'u-alan', disabled: true });
    expect(disabled).toMatchObject({ disabled: true, disabledAt: NOW.toISOString(), disabledBy: 'admin-1' });
    expect(f.auth).toEqual([['u-alan', 'disabled']]);
    expect(await sessionsOf('u-alan')).toEqual(new Date('2026-07-01T10:00:01.000Z'));
    expect((await userList(db, { filters: { q: 'alan@' }, after: null, limit: 5 })).rows[0]!.disabled).toBe(true);

    // Again: already disabled, nothing asked of Firebase.
    await setDisabled(f.deps(), caller('admin-1'), { userId: 'u-alan', disabled: true });
    expect(f.auth).toHaveLength(1);

    const later = fakes();
    const at = new Date('2026-07-01T10:05:00.700Z');
    const enabled = await setDisabled({ ...later.deps(), now: () => at }, caller('admin-1'), { userId: 'u-alan', disabled: false });
    expect(enabled).toMatchObject({ disabled: false, disabledAt: null, disabledBy: null });
    expect(later.auth).toEqual([['u-alan', 'enabled']]);
    // Sign-ins from this second on are valid; tokens from before the account was disabled stay refused.
    expect(await sessionsOf('u-alan')).toEqual(new Date('2026-07-01T10:05:00.000Z'));
  });

  it('refuses an admin disabling their own account, and the last enabled admin', async () => {
    const f = fakes();
    expect(await refusalOf(setDisabled(f.deps(), caller('admin-1'), { userId: 'admin-1', disabled: true }))).toBe('failed-precondition:self-disable');
    // admin-2's admin role removed: admin-1 is the last admin, whom a stale admin-2 token tries to disable.
    await changeRoles(f.deps(), { userId: 'admin-2', roles: ['user'] });
    expect(await refusalOf(setDisabled(f.deps(), caller('admin-2'), { userId: 'admin-1', disabled: true }))).toBe('failed-precondition:last-admin');
    expect((await userPage(db, 'admin-1')).user.disabled).toBe(false);
    expect(f.auth).toEqual([['admin-2', 'revoked']]);
  });

  it('writes nothing when Firebase Auth fails', async () => {
    const f = fakes();
    const failing: UserAdminDeps = { ...f.deps(), auth: { setDisabled: () => Promise.reject(new Error('auth unavailable')), revokeSessions: async () => {} } };
    await expect(setDisabled(failing, caller('admin-1'), { userId: 'u-grace', disabled: true })).rejects.toThrow('auth unavailable');
    expect((await userPage(db, 'u-grace')).user.disabled).toBe(false);
    expect(await sessionsOf('u-grace')).toBeNull();
  });
});
