import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { createDb, type Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { ANONYMOUS_PER_SOURCE_PER_MINUTE, EVENTS_PER_MINUTE, recordAnonymousEvent, recordSecurityEvent } from '../security-events.service';

// Concurrency needs a real server: PGlite runs every connection on one backend session.
const url = process.env.PG_SERVER_URL;

const event = { eventType: 'context_menu_blocked', identifier: 'anonymous', details: {}, userAgent: 'jest', pageUrl: 'http://localhost:5000/' } as const;
const settle = <T>(n: number, f: () => Promise<T>) => Promise.allSettled(Array.from({ length: n }, f));
const exhausted = (r: PromiseSettledResult<unknown>) => r.status === 'rejected' && r.reason instanceof HttpsError && r.reason.code === 'resource-exhausted';

describe('security event limits under real concurrency (Debian PostgreSQL)', () => {
  let db: Db;
  beforeAll(async () => {
    if (!url) throw new Error('PG_SERVER_URL not set: run through `pnpm test`');
    await migrate(url);
    db = createDb(url, 30); // 30 connections: the calls' transactions really overlap
  });
  afterAll(() => db?.destroy());

  it(`60 simultaneous signed-out events from one address: exactly ${ANONYMOUS_PER_SOURCE_PER_MINUTE} stored`, async () => {
    const ip = `2001:db8::${randomUUID().slice(0, 4)}`;
    const results = await settle(60, () => recordAnonymousEvent(db, ip, { ...event }));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(ANONYMOUS_PER_SOURCE_PER_MINUTE);
    expect(results.filter(exhausted)).toHaveLength(60 - ANONYMOUS_PER_SOURCE_PER_MINUTE);
    const stored = await db.selectFrom('security_events').select((eb) => eb.fn.countAll<string>().as('n')).where('source_ip', '=', ip).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(ANONYMOUS_PER_SOURCE_PER_MINUTE);
  });

  it(`60 simultaneous events of one signed-in account: exactly ${EVENTS_PER_MINUTE} stored`, async () => {
    const uid = `u-${randomUUID()}`;
    const caller = { uid, email: `${uid}@example.com`, emailVerified: true, authTimeMs: Date.now(), remember: false, roles: [] };
    const results = await settle(60, () => recordSecurityEvent(db, caller, { ...event, eventType: 'devtools_access_blocked' }));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(EVENTS_PER_MINUTE);
    expect(results.filter(exhausted)).toHaveLength(60 - EVENTS_PER_MINUTE);
  });
});
