/** @jest-environment node */
// Session analytics against PGlite: events by type and Paris day, the sign-in figures (sign-up's
// refusals and rate-limit rows left out), the most refused identifiers, keyset pages, the retention purge.
import type { SecurityEventType } from '@rides/contracts/security-event-types';
import type { Db } from '../../db/db';
import { usePglite } from '../../test-kit/pglite';
import { purgeOldSecurityLogs } from '../../jobs/purge-security-logs';
import { BadCursorError, listEvents } from '../analytics.repo';
import { parisRange, sessionAnalytics } from '../analytics.service';

const pg = usePglite();
let db: Db;

const event = (type: SecurityEventType, identifier: string, at: string, details: Record<string, unknown> = {}) =>
  db.insertInto('security_events').values({ event_type: type, identifier, details: JSON.stringify(details), created_at: at } as never).execute();
const attempt = (identifier: string, at: string) => db.insertInto('sign_in_attempts').values({ identifier, attempted_at: at }).execute();

beforeAll(async () => {
  db = pg.db;
  // 1 July 2026 (Paris, UTC+2). 23:30 UTC on 1 July is 01:30 on 2 July in Paris.
  await event('user_login', 'ada@example.com', '2026-07-01T08:00:00Z');
  await event('user_login', 'bob@example.com', '2026-07-01T23:30:00Z');
  await event('user_login', 'ada@example.com', '2026-07-02T09:00:00Z');
  await attempt('eve@example.com', '2026-07-01T10:00:00Z');
  await attempt('eve@example.com', '2026-07-01T10:01:00Z');
  await attempt('bob@example.com', '2026-07-02T10:00:00Z');
  await attempt('sign-up:203.0.113.9', '2026-07-02T10:00:00Z');
  await event('rate_limit_exceeded', 'eve@example.com', '2026-07-01T10:02:00Z', { retryAfterMs: 1000 });
  await event('bot_detected', 'mallory@example.com', '2026-07-02T11:00:00Z', { verdict: 'honeypot' });
  await event('bot_detected', 'signup@example.com', '2026-07-02T11:00:00Z', { verdict: 'too-fast', during: 'sign-up' });
  await event('unauthorized_role_access', 'bob@example.com', '2026-07-02T12:00:00Z', { path: '/admin' });
  // Outside the range: 30 June in Paris (22:30 UTC on 30 June is 00:30 on 1 July: inside).
  await event('user_login', 'ada@example.com', '2026-06-30T21:30:00Z');
  await event('context_menu_blocked', 'anonymous', '2026-06-30T22:30:00Z');
}, 60_000);

describe('sessionAnalytics', () => {
  it('counts events by type and Paris day, every day of the range listed', async () => {
    const a = await sessionAnalytics(db, { from: '2026-07-01', to: '2026-07-03', types: [] });
    expect(a.eventsByDay).toEqual([
      { date: '2026-07-01', counts: { user_login: 1, rate_limit_exceeded: 1, context_menu_blocked: 1 } },
      { date: '2026-07-02', counts: { user_login: 2, bot_detected: 2, unauthorized_role_access: 1 } },
      { date: '2026-07-03', counts: {} },
    ]);
    expect(a.totals).toEqual({ user_login: 3, rate_limit_exceeded: 1, bot_detected: 2, unauthorized_role_access: 1, context_menu_blocked: 1 });
  });

  it('keeps only the asked types in the events, and the sign-in figures whatever the types', async () => {
    const a = await sessionAnalytics(db, { from: '2026-07-01', to: '2026-07-02', types: ['bot_detected', 'rate_limit_exceeded'] });
    expect(a.totals).toEqual({ rate_limit_exceeded: 1, bot_detected: 2 });
    expect(a.signIns.successes).toBe(3);
  });

  it('gives sign-ins, wrong passwords and refusals of sign-in (not sign-up), and the success ratio', async () => {
    const a = await sessionAnalytics(db, { from: '2026-07-01', to: '2026-07-02', types: [] });
    expect(a.signIns).toEqual({ successes: 3, failures: 3, refused: 2, successRatio: 3 / 8 });
    expect(a.signInsByDay).toEqual([
      { date: '2026-07-01', successes: 1, failures: 2, refused: 1 },
      { date: '2026-07-02', successes: 2, failures: 1, refused: 1 },
    ]);
    const empty = await sessionAnalytics(db, { from: '2026-08-01', to: '2026-08-01', types: [] });
    expect(empty.signIns).toEqual({ successes: 0, failures: 0, refused: 0, successRatio: null });
  });

  it('ranks identifiers by failed and refused sign-ins', async () => {
    const a = await sessionAnalytics(db, { from: '2026-07-01', to: '2026-07-02', types: [] });
    expect(a.topIdentifiers).toEqual([
      { identifier: 'eve@example.com', failures: 2, refused: 1, lastAt: '2026-07-01T10:02:00.000Z' },
      { identifier: 'mallory@example.com', failures: 0, refused: 1, lastAt: '2026-07-02T11:00:00.000Z' },
      { identifier: 'bob@example.com', failures: 1, refused: 0, lastAt: '2026-07-02T10:00:00.000Z' },
    ]);
  });
});

describe('listEvents', () => {
  it('pages newest first by keyset, filtered by type and Paris days, and refuses a forged cursor', async () => {
    const { start, end } = parisRange('2026-07-01', '2026-07-02');
    const f = { from: start, to: end, types: ['user_login', 'bot_detected'] as SecurityEventType[] };
    const first = await listEvents(db, f, null, 2);
    // Two events of the same instant: the later recorded (higher id) first.
    expect(first.rows.map((r) => [r.event_type, r.identifier])).toEqual([
      ['bot_detected', 'signup@example.com'],
      ['bot_detected', 'mallory@example.com'],
    ]);
    const second = await listEvents(db, f, first.next, 2);
    const third = await listEvents(db, f, second.next, 2);
    expect([...second.rows, ...third.rows].map((r) => [r.event_type, r.identifier])).toEqual([
      ['user_login', 'ada@example.com'],
      ['user_login', 'bob@example.com'],
      ['user_login', 'ada@example.com'],
    ]);
    expect(third.next).toBeNull();
    await expect(listEvents(db, f, 'bm90LWEtY3Vyc29y', 2)).rejects.toBeInstanceOf(BadCursorError);
  });
});

describe('the retention purge', () => {
  it('deletes security events and sign-in attempts older than 180 days, and nothing younger', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const older = new Date(now.getTime() - 180 * 86_400_000 - 60_000).toISOString();
    const younger = new Date(now.getTime() - 180 * 86_400_000 + 60_000).toISOString();
    await event('user_logout', 'old@example.com', older);
    await event('user_logout', 'young@example.com', younger);
    await attempt('old@example.com', older);
    await attempt('young@example.com', younger);

    const purged = await purgeOldSecurityLogs(db, now);

    // The 9 events and 4 attempts of June and July 2026 are past 180 days on 1 March 2027, as are the "older" ones.
    expect(purged).toEqual({ events: 10, attempts: 5 });
    const events = await db.selectFrom('security_events').select('identifier').execute();
    const attempts = await db.selectFrom('sign_in_attempts').select('identifier').execute();
    expect(events.map((e) => e.identifier)).toEqual(['young@example.com']);
    expect(attempts.map((a) => a.identifier)).toEqual(['young@example.com']);
    expect(await purgeOldSecurityLogs(db, now)).toEqual({ events: 0, attempts: 0 });
  });
});
