// /admin/users on the local stack (issue [F] items 4 and 8): every callable refuses every role but
// admin on the server; disabling an account refuses its very next call (the token it already holds)
// and its sign-ins; enabling it again lets it back in.
import { getAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase-admin/app';
import { app } from '../firebase';
import { createDb } from '../db/db';
import { firebaseClaims } from '../roles/claims';
import { setUserRoles as writeRoles } from '../roles/roles.service';
import { call, claimsOf, query, signIn, uniqueEmail, signInDemoAccounts, statusOf, type Who } from './helpers';

jest.setTimeout(60_000);
afterAll(() => deleteApp(app()));

const status = statusOf;

/** A fresh verified account with role user (its users row and claim written as sign-up does). */
async function newAccount(): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail('users-admin');
  const user = await getAuth(app()).createUser({ email, password: 'Demo-1234', emailVerified: true, displayName: 'Disabled Person' });
  const db = createDb(process.env.DATABASE_URL!, 1);
  try {
    await writeRoles(db, firebaseClaims, { id: user.uid, email }, ['user']);
  } finally {
    await db.destroy();
  }
  return { uid: user.uid, email };
}

describe('/admin/users callables', () => {
  const tokens = {} as Record<Who, string | undefined>;
  let target: { uid: string; email: string };
  let adminUid: string;

  beforeAll(async () => {
    await signInDemoAccounts(tokens);
    adminUid = String(claimsOf(tokens.admin!).user_id);
    target = await newAccount();
  });

  // Inputs that change nothing for whoever gets through: the role is checked before anything else.
  const admin = { visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'PERMISSION_DENIED', partner: 'PERMISSION_DENIED', admin: 'OK' };
  const cases: [string, () => unknown, Record<Who, string>][] = [
    ['listUsers', () => ({ filters: { q: target.email } }), admin],
    ['getUserDetail', () => ({ userId: target.uid }), admin],
    ['setUserRoles', () => ({ userId: target.uid, roles: ['user'] }), admin],
    ['setUserDisabled', () => ({ userId: target.uid, disabled: false }), admin],
    ['setUserRoles', () => ({ userId: 'no-such-user', roles: ['admin'] }), { ...admin, admin: 'NOT_FOUND' }],
    ['setUserDisabled', () => ({ userId: 'no-such-user', disabled: true }), { ...admin, admin: 'NOT_FOUND' }],
  ];

  it.each(cases)('%s: admins only', async (name, input, expected) => {
    const got = {} as Record<Who, string>;
    for (const who of Object.keys(expected) as Who[]) got[who] = status(await call(name, input(), tokens[who]));
    expect(got).toEqual(expected);
  });

  it('refused callers change nothing: no role granted, no account disabled', async () => {
    for (const who of ['visitor', 'customer', 'driver', 'partner'] as const) {
      await call('setUserRoles', { userId: target.uid, roles: ['admin'] }, tokens[who]);
      await call('setUserDisabled', { userId: target.uid, disabled: true }, tokens[who]);
    }
    expect(await query('select role from user_roles where user_id = $1', [target.uid])).toEqual([{ role: 'user' }]);
    expect(await query('select disabled_at from users where id = $1', [target.uid])).toEqual([{ disabled_at: null }]);
    expect((await getAuth(app()).getUser(target.uid)).disabled).toBe(false);
  });

  it('finds the account by e-mail, and the page shows it', async () => {
    const list = (await call('listUsers', { filters: { q: target.email } }, tokens.admin)).result as { rows: Array<{ id: string }> };
    expect(list.rows.map((r) => r.id)).toEqual([target.uid]);
    const page = (await call('getUserDetail', { userId: target.uid }, tokens.admin)).result as { user: { email: string; roles: string[]; disabled: boolean } };
    expect(page.user).toMatchObject({ email: target.email, roles: ['user'], disabled: false });
  });

  it('an admin cannot disable their own account', async () => {
    const res = await call('setUserDisabled', { userId: adminUid, disabled: true }, tokens.admin);
    expect(res.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'self-disable' } });
  });

  it("disabling refuses the account's next call and its sign-ins; enabling lets it sign in again", async () => {
    const account = await newAccount();
    const token = await signIn(account.email);
    expect(status(await call('getMyRoles', {}, token))).toBe('OK');

    const disabled = await call('setUserDisabled', { userId: account.uid, disabled: true }, tokens.admin);
    expect(disabled.result).toMatchObject({ id: account.uid, disabled: true, disabledBy: adminUid });
    expect((await getAuth(app()).getUser(account.uid)).disabled).toBe(true);
    // The ID token it already holds is refused at once, not when it expires.
    expect((await call('getMyRoles', {}, token)).error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'session-ended' } });
    await expect(signIn(account.email)).rejects.toThrow(/USER_DISABLED/);

    const enabled = await call('setUserDisabled', { userId: account.uid, disabled: false }, tokens.admin);
    expect(enabled.result).toMatchObject({ id: account.uid, disabled: false, disabledAt: null });
    expect((await getAuth(app()).getUser(account.uid)).disabled).toBe(false);
    expect(status(await call('getMyRoles', {}, await signIn(account.email)))).toBe('OK');
  });

  it('a role removed stops working at once; a role granted is in the next token', async () => {
    const account = await newAccount();
    const granted = await call('setUserRoles', { userId: account.uid, roles: ['partner'] }, tokens.admin);
    expect(granted.result).toMatchObject({ roles: ['partner', 'user'] });
    const token = await signIn(account.email);
    expect(claimsOf(token).roles).toEqual(['partner', 'user']);

    await call('setUserRoles', { userId: account.uid, roles: [] }, tokens.admin);
    expect(claimsOf(await signIn(account.email)).roles).toEqual(['user']);
    // The token that still carries `partner` is refused.
    expect(status(await call('getMyRoles', {}, token))).toBe('UNAUTHENTICATED');
  });
});
