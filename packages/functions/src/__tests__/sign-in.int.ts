import pg from 'pg';
import { getAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase-admin/app';
import { SIGN_IN_LIMIT } from '@rides/domain/bot';
import { app } from '../firebase';
import { createDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { takeAttempt, takeAttempts } from '../auth/attempts.repo';
import { call, claimsOf, signIn as signInRest } from './helpers';

afterAll(() => deleteApp(app()));

const person = { honeypot: '', elapsedMs: 5000, mouseMoves: 0, keystrokes: 25, touches: 0 };
const attempt = (email: string, password: string, over: Record<string, unknown> = {}) =>
  call('signIn', { email, password, remember: false, proof: person, ...over });

/** An ID token as the Auth emulator would mint it (the emulator accepts unsigned tokens). */
function forgeToken(claims: Record<string, unknown>): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`;
}

describe('signIn callable', () => {
  const email = `signin-${Date.now()}@example.com`;
  beforeAll(() => getAuth(app()).createUser({ email, password: 'Right-pass-1', emailVerified: true }));

  it('returns a custom token carrying the remember-me choice', async () => {
    const res = await call('signIn', { email: ` ${email.toUpperCase()} `, password: 'Right-pass-1', remember: true, proof: person });
    const token = (res.result as { token: string }).token;
    expect(claimsOf(token)).toMatchObject({ claims: { remember: true } });
  });

  it('refuses a wrong password as invalid credentials', async () => {
    const res = await attempt(email, 'wrong-pass-1');
    expect(res.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'invalid-credentials' } });
  });

  it('refuses and records a bot, without checking the password', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const res = await attempt(email, 'Right-pass-1', { proof: { ...person, elapsedMs: 300 } });
      expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'bot' } });
      const row = (await client.query("select details from security_events where event_type = 'bot_detected' and identifier = $1", [email])).rows[0];
      expect(row.details).toEqual({ verdict: 'too-fast' });
    } finally {
      await client.end();
    }
  });

  it('refuses unknown fields', async () => {
    expect((await attempt(email, 'Right-pass-1', { asAdmin: true })).error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('session age on the server (SPEC 4)', () => {
  const DAY = 86_400;
  const base = async () => {
    const u = await getAuth(app()).getUserByEmail('customer@example.com');
    return { iss: 'https://securetoken.google.com/demo-rides', aud: 'demo-rides', sub: u.uid, user_id: u.uid, email: 'customer@example.com', email_verified: true, roles: ['user'], iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, firebase: { sign_in_provider: 'custom' } };
  };

  it('refuses a token whose 1-day session has passed', async () => {
    const res = await call('getMyRoles', {}, forgeToken({ ...(await base()), auth_time: Math.floor(Date.now() / 1000) - 2 * DAY }));
    expect(res.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'session-expired' } });
  });

  it('accepts the same age with remember-me, and refuses it after 30 days', async () => {
    const ok = await call('getMyRoles', {}, forgeToken({ ...(await base()), remember: true, auth_time: Math.floor(Date.now() / 1000) - 2 * DAY }));
    expect(ok.result).toMatchObject({ roles: ['user'] });
    const old = await call('getMyRoles', {}, forgeToken({ ...(await base()), remember: true, auth_time: Math.floor(Date.now() / 1000) - 31 * DAY }));
    expect(old.error?.status).toBe('UNAUTHENTICATED');
  });
});

describe('endSession (sign-out on the server)', () => {
  it('refuses tokens of earlier sign-ins afterwards, and accepts a new sign-in', async () => {
    const email = `signout-${Date.now()}@example.com`;
    const user = await getAuth(app()).createUser({ email, password: 'Right-pass-1', emailVerified: true });
    const token = await signInRest(email, 'Right-pass-1');
    expect((await call('getMyRoles', {}, token)).result).toBeDefined();
    expect((await call('endSession', {}, token)).result).toEqual({ ended: true });
    // The server recorded the sign-out itself (issue [N] 6), once.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const rows = (await client.query("select user_id from security_events where event_type = 'user_logout' and identifier = $1", [email])).rows;
      expect(rows).toEqual([{ user_id: user.uid }]);
    } finally {
      await client.end();
    }
    // A token minted a minute before the sign-out (a copied one, say) no longer works.
    const claims = claimsOf(token);
    const copied = forgeToken({ ...claims, auth_time: Math.floor(Date.now() / 1000) - 60 });
    expect((await call('getMyRoles', {}, copied)).error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'session-ended' } });
    expect((await getAuth(app()).getUser(user.uid)).tokensValidAfterTime).toBeTruthy();
    expect((await call('getMyRoles', {}, await signInRest(email, 'Right-pass-1'))).result).toBeDefined();
  });
});

describe('rate limiter on the Debian PostgreSQL server', () => {
  let db: Db;
  beforeAll(async () => {
    await migrate(process.env.PG_SERVER_URL!);
    db = createDb(process.env.PG_SERVER_URL!, 20);
  });
  afterAll(() => db?.destroy());

  it(`lets no more than ${SIGN_IN_LIMIT.attempts} of 40 concurrent attempts through, from any number of addresses`, async () => {
    const id = `concurrent-${Date.now()}@example.com`;
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => takeAttempt(db, id, `10.0.0.${i}`, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(SIGN_IN_LIMIT.attempts);
  });

  it('takes several buckets all or none: 40 calls at once sharing a bucket in different orders, no more than its limit get through', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((k) => `buckets-${k}-${Date.now()}`) as [string, string, string];
    const bucket = (identifier: string, limit: number) => ({ identifier, limit, windowMs: 60_000 });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => takeAttempts(db, i % 2 ? [bucket(a, 5), bucket(b, 30)] : [bucket(c, 30), bucket(b, 30), bucket(a, 5)], null, now)),
    );
    expect(results.filter((r) => r.every((x) => x.allowed))).toHaveLength(5);
    expect(results.filter((r) => r.every((x) => !x.allowed))).toHaveLength(35);
    // The refused calls took nothing in their other buckets.
    const taken = await db.selectFrom('sign_in_attempts').select('identifier').where('identifier', 'in', [a, b, c]).execute();
    expect(taken.filter((r) => r.identifier === a)).toHaveLength(5);
    expect(taken.filter((r) => r.identifier === b)).toHaveLength(5);
  });

  it('allows attempts again once the window has passed, and says how long to wait before that', async () => {
    const id = `window-${Date.now()}@example.com`;
    const t0 = new Date('2026-01-01T10:00:00Z');
    for (let i = 0; i < SIGN_IN_LIMIT.attempts; i++) {
      expect((await takeAttempt(db, id, null, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs, new Date(t0.getTime() + i * 1000))).allowed).toBe(true);
    }
    const refused = await takeAttempt(db, id, null, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs, new Date(t0.getTime() + 60_000));
    expect(refused).toEqual({ allowed: false, retryAfterMs: SIGN_IN_LIMIT.windowMs - 60_000 });
    const later = await takeAttempt(db, id, null, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs, new Date(t0.getTime() + SIGN_IN_LIMIT.windowMs + 1));
    expect(later.allowed).toBe(true);
  });
});
