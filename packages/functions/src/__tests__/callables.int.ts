import pg from 'pg';
import { getAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase-admin/app';
import { app } from '../firebase';
import { createDb } from '../db/db';
import { firebaseClaims } from '../roles/claims';
import { setUserRoles } from '../roles/roles.service';
import { ANONYMOUS_PER_SOURCE_PER_MINUTE, EVENTS_PER_MINUTE } from '../security/security-events.service';
import { call, claimsOf, signIn } from './helpers';

afterAll(() => deleteApp(app()));

const event = (over: Record<string, unknown> = {}) => ({
  eventType: 'user_login',
  identifier: 'driver@example.com',
  details: { source: 'integration-test' },
  userAgent: 'jest',
  pageUrl: 'http://localhost:5000/auth',
  ...over,
});

describe('getMyRoles', () => {
  it.each([
    ['admin@example.com', ['admin'], 'admin'],
    ['driver@example.com', ['driver'], 'driver'],
    ['partner@example.com', ['partner'], 'partner'],
    ['customer@example.com', ['user'], 'user'],
    ['multi@example.com', ['driver', 'partner', 'user'], 'driver'],
  ])('returns the roles of %s ordered by role and the effective role', async (email, roles, effective) => {
    const token = await signIn(email);
    expect(claimsOf(token).roles).toEqual(roles);
    const res = await call('getMyRoles', {}, token);
    expect(res.result).toEqual({ roles, effectiveRole: effective, claimsUpdated: false });
  });

  it('refuses a caller without a session', async () => {
    const res = await call('getMyRoles', {});
    expect(res.error?.status).toBe('UNAUTHENTICATED');
  });

  it('refuses an account whose e-mail is not verified', async () => {
    const email = `unverified-${Date.now()}@example.com`;
    await getAuth(app()).createUser({ email, password: 'Demo-1234' });
    const res = await call('getMyRoles', {}, await signIn(email));
    expect(res.error?.status).toBe('PERMISSION_DENIED');
  });

  it('refuses unknown input fields', async () => {
    const res = await call('getMyRoles', { asRole: 'admin' }, await signIn('customer@example.com'));
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('rewrites a stale roles claim and says so, so the client refreshes its token', async () => {
    const auth = getAuth(app());
    const email = `stale-${Date.now()}@example.com`;
    const user = await auth.createUser({ email, password: 'Demo-1234', emailVerified: true });
    const db = createDb(process.env.DATABASE_URL!, 2);
    try {
      await setUserRoles(db, firebaseClaims, { id: user.uid, email }, ['user']);
      const oldToken = await signIn(email);
      await setUserRoles(db, firebaseClaims, { id: user.uid, email }, ['partner', 'user']);
      // The old token still says ['user']: the server answers from Postgres and flags the claim.
      const res = await call('getMyRoles', {}, oldToken);
      expect(res.result).toEqual({ roles: ['partner', 'user'], effectiveRole: 'partner', claimsUpdated: true });
      expect(claimsOf(await signIn(email)).roles).toEqual(['partner', 'user']);
    } finally {
      await db.destroy();
    }
  });
});

describe('logSecurityEvent', () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it('stores an event with the verified caller attached', async () => {
    const token = await signIn('driver@example.com');
    const res = await call('logSecurityEvent', event(), token);
    const id = (res.result as { id: string }).id;
    const row = (await client.query('select * from security_events where id = $1', [id])).rows[0];
    expect(row).toMatchObject({
      event_type: 'user_login',
      identifier: 'driver@example.com',
      user_id: claimsOf(token).user_id,
      user_agent: 'jest',
      page_url: 'http://localhost:5000/auth',
      details: { source: 'integration-test' },
    });
  });

  it('refuses account events from a signed-out browser (SPEC 7) and stores nothing', async () => {
    const before = (await client.query('select count(*)::int as n from security_events')).rows[0].n;
    expect((await call('logSecurityEvent', event())).error?.status).toBe('UNAUTHENTICATED');
    expect((await client.query('select count(*)::int as n from security_events')).rows[0].n).toBe(before);
  });

  it(`stores what a signed-out browser observes, at most ${ANONYMOUS_PER_SOURCE_PER_MINUTE} a minute from one address`, async () => {
    const results = [];
    for (let i = 0; i < ANONYMOUS_PER_SOURCE_PER_MINUTE + 2; i++) {
      results.push(await call('logSecurityEvent', event({ eventType: 'context_menu_blocked', identifier: 'anonymous' })));
    }
    const stored = results.filter((r) => r.result);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(ANONYMOUS_PER_SOURCE_PER_MINUTE);
    expect(results.at(-1)?.error?.status).toBe('RESOURCE_EXHAUSTED');
    const id = (stored[0]!.result as { id: string }).id;
    const row = (await client.query('select user_id, source_ip from security_events where id = $1', [id])).rows[0];
    expect(row.user_id).toBeNull();
    expect(row.source_ip).toBeTruthy();
    const recent = await client.query(
      "select count(*)::int as n from security_events where user_id is null and source_ip = $1 and created_at > now() - interval '1 minute'",
      [row.source_ip],
    );
    expect(recent.rows[0].n).toBeLessThanOrEqual(ANONYMOUS_PER_SOURCE_PER_MINUTE);
  });

  it.each([
    ['an event type outside SPEC 7', { eventType: 'password_dump' }],
    ['an unknown field', { extra: 1 }],
    ['oversized details', { details: { blob: 'x'.repeat(501) } }],
    ['too many detail keys', { details: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }],
    ['a page url that is not a web address', { pageUrl: 'javascript:alert(1)' }],
  ])('refuses %s and stores nothing', async (_what, over) => {
    const before = (await client.query('select count(*)::int as n from security_events')).rows[0].n;
    const res = await call('logSecurityEvent', event(over), await signIn('partner@example.com'));
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect((await client.query('select count(*)::int as n from security_events')).rows[0].n).toBe(before);
  });

  it(`accepts at most ${EVENTS_PER_MINUTE} events a minute from one account`, async () => {
    const auth = getAuth(app());
    const email = `flood-${Date.now()}@example.com`;
    await auth.createUser({ email, password: 'Demo-1234', emailVerified: true });
    const token = await signIn(email);
    const results = [];
    for (let i = 0; i < EVENTS_PER_MINUTE + 2; i++) results.push(await call('logSecurityEvent', event({ identifier: email }), token));
    expect(results.filter((r) => r.result).length).toBe(EVENTS_PER_MINUTE);
    expect(results.at(-1)?.error?.status).toBe('RESOURCE_EXHAUSTED');
  });
});

describe('securityHeaders', () => {
  it('returns the header set of this environment, CSP included', async () => {
    const res = await call('securityHeaders', {});
    const headers = (res.result as { headers: Record<string, string> }).headers;
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
    expect(headers['Content-Security-Policy']).toContain('http://localhost:5005');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
