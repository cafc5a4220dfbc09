/** @jest-environment node */
// The per-address and per-account limits of logSecurityEvent, and sign-up's per-address limit, against
// a real (PGlite) database, with the calls fired all at once. PGlite serialises: this test's pglite-server
// takes one connection (PGlite runs one transaction at a time), so the calls' transactions run one after
// another and what this proves is the bookkeeping: count and insert in one transaction, exactly the limit
// admitted, the rest refused as resource-exhausted, another address unaffected. That concurrent
// transactions on a real server also stop at the limit (the advisory lock serialising each bucket; without
// it N transactions could all count limit-1 and all insert) is tested on Debian PostgreSQL in
// security-event-limits.int.ts.
import { HttpsError } from 'firebase-functions/v2/https';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { takeAttempt } from '../../auth/attempts.repo';
import { usePglite } from '../../test-kit/pglite';
import { ANONYMOUS_PER_SOURCE_PER_MINUTE, EVENTS_PER_MINUTE, recordAnonymousEvent, recordSecurityEvent } from '../security-events.service';

const event = { eventType: 'context_menu_blocked', identifier: 'anonymous', details: {}, userAgent: 'jest', pageUrl: 'http://localhost:5000/' } as const;

const pglite = usePglite();
let db: Db;
beforeAll(async () => {
  db = pglite.db;
}, 60_000);

const settle = <T>(n: number, f: (i: number) => Promise<T>) => Promise.allSettled(Array.from({ length: n }, (_, i) => f(i)));
const exhausted = (r: PromiseSettledResult<unknown>) => r.status === 'rejected' && r.reason instanceof HttpsError && r.reason.code === 'resource-exhausted';

describe('limits that admit exactly the limit when calls race', () => {
  it(`signed-out events: ${ANONYMOUS_PER_SOURCE_PER_MINUTE} of 25 simultaneous calls from one address are stored, the rest refused`, async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const results = await settle(25, () => recordAnonymousEvent(db, ip, { ...event }));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(ANONYMOUS_PER_SOURCE_PER_MINUTE);
    expect(results.filter(exhausted)).toHaveLength(25 - ANONYMOUS_PER_SOURCE_PER_MINUTE);
    const stored = await db.selectFrom('security_events').select((eb) => eb.fn.countAll<string>().as('n')).where('source_ip', '=', ip).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(ANONYMOUS_PER_SOURCE_PER_MINUTE);
    // Another address has its own bucket.
    await expect(recordAnonymousEvent(db, '203.0.113.99', { ...event })).resolves.toHaveProperty('id');
  }, 30_000);

  it(`signed-in events: ${EVENTS_PER_MINUTE} of 40 simultaneous calls of one account are stored`, async () => {
    const uid = `u-${randomUUID()}`;
    const caller = { uid, email: `${uid}@example.com`, emailVerified: true, authTimeMs: Date.now(), remember: false, roles: [] };
    const results = await settle(40, () => recordSecurityEvent(db, caller, { ...event, eventType: 'devtools_access_blocked' }));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(EVENTS_PER_MINUTE);
    expect(results.filter(exhausted)).toHaveLength(40 - EVENTS_PER_MINUTE);
  }, 30_000);

  it('sign-up: 20 of 30 simultaneous attempts from one address are taken', async () => {
    const now = new Date();
    const results = await settle(30, () => takeAttempt(db, 'sign-up:192.0.2.10', '192.0.2.10', 20, 3_600_000, now));
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.allowed)).toHaveLength(20);
  }, 30_000);
});
