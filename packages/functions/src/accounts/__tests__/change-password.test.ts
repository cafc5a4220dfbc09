/** @jest-environment node */
// changePassword against a real (PGlite) database, with Firebase faked: a password change ends every
// session of the account as sign-out does (users.sessions_valid_after, which every callable checks
// against the token's auth_time), and hands the caller a fresh token to continue on.
import type { Db } from '../../db/db';
import type { Caller } from '../../http/callable';
import type { PasswordChecker } from '../../auth/password-check';
import { sessionsValidAfter } from '../../auth/sessions.repo';
import { usePglite } from '../../test-kit/pglite';
import type { Identity } from '../identity';
import { changeAccountPassword } from '../account.service';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
}, 60_000);

/** Half a second into a second: sessions end from the start of that second (auth_time precision). */
const NOW = new Date('2030-03-04T10:20:30.500Z');
const BOUNDARY = new Date('2030-03-04T10:20:30.000Z');

let n = 0;
function setup(over: { setPassword?: Identity['setPassword'] } = {}) {
  const uid = `member-${++n}`;
  const caller: Caller = { uid, email: `${uid}@example.com`, emailVerified: true, authTimeMs: NOW.getTime() - 3_600_000, remember: true, roles: ['user'] };
  const passwords: PasswordChecker = {
    check: async (_email, password) => (password === 'Old-pass-1' ? { ok: true, uid, emailVerified: true } : { ok: false, reason: 'invalid-credentials' }),
  };
  const setPassword = jest.fn(over.setPassword ?? (async () => undefined));
  const identity: Identity = { setPassword, create: jest.fn(), remove: jest.fn(), verificationLink: jest.fn() };
  const mint = jest.fn(async () => 'fresh-custom-token');
  const deps = { db, identity, claims: { setRoles: jest.fn() }, passwords, mint, now: () => NOW };
  return { uid, caller, deps, setPassword, mint };
}

describe('changePassword', () => {
  it('ends every earlier session of the account, and gives the caller a fresh token keeping remember-me', async () => {
    const { uid, caller, deps, setPassword, mint } = setup();
    await expect(changeAccountPassword(deps, caller, { currentPassword: 'Old-pass-1', newPassword: 'Newer-pass-2' }, '203.0.113.9')).resolves.toEqual({
      token: 'fresh-custom-token',
    });
    expect(setPassword).toHaveBeenCalledWith(uid, 'Newer-pass-2');
    expect(mint).toHaveBeenCalledWith(uid, true);

    // The account had no users row yet: it is created, and its sessions end from this second on.
    const validAfter = await sessionsValidAfter(db, uid);
    expect(validAfter).toEqual(BOUNDARY);
    // What http/callable.ts refuseEndedSession then does with it: the caller's own old token and any
    // other device's earlier sign-in are refused; the fresh token's sign-in (now or later) is not.
    const refused = (authTimeMs: number) => authTimeMs < validAfter!.getTime();
    expect(refused(caller.authTimeMs)).toBe(true);
    expect(refused(BOUNDARY.getTime() - 1000)).toBe(true);
    expect(refused(BOUNDARY.getTime())).toBe(false);
  });

  it('moves the boundary forward for an account that had signed out before', async () => {
    const { uid, caller, deps } = setup();
    await db.insertInto('users').values({ id: uid, email: caller.email, sessions_valid_after: new Date('2030-01-01T00:00:00Z') }).execute();
    await changeAccountPassword(deps, caller, { currentPassword: 'Old-pass-1', newPassword: 'Newer-pass-2' }, null);
    expect(await sessionsValidAfter(db, uid)).toEqual(BOUNDARY);
  });

  it('ends nothing and changes nothing on a wrong current password', async () => {
    const { uid, caller, deps, setPassword, mint } = setup();
    await expect(changeAccountPassword(deps, caller, { currentPassword: 'Wrong-pass-1', newPassword: 'Newer-pass-2' }, null)).rejects.toMatchObject({
      code: 'permission-denied',
      details: { reason: 'wrong-password' },
    });
    expect(setPassword).not.toHaveBeenCalled();
    expect(mint).not.toHaveBeenCalled();
    expect(await sessionsValidAfter(db, uid)).toBeNull();
  });

  it('ends nothing when the password could not be set (the old one still works, so do its sessions)', async () => {
    const { uid, caller, deps, mint } = setup({ setPassword: async () => Promise.reject(new Error('auth unavailable')) });
    await expect(changeAccountPassword(deps, caller, { currentPassword: 'Old-pass-1', newPassword: 'Newer-pass-2' }, null)).rejects.toThrow('auth unavailable');
    expect(mint).not.toHaveBeenCalled();
    expect(await sessionsValidAfter(db, uid)).toBeNull();
  });
});
