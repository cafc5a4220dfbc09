import { deleteApp } from 'firebase-admin/app';
import { parisLocal } from '@rides/domain/paris-time';
import { app } from '../firebase';
import { call, uniqueEmail, signInDemoAccounts, statusOf, type Who } from './helpers';

// Issue [F] 3, 7, 8: the dashboard and session analytics answer admins only (refused to every other
// role on the server), and a rate-limit refusal caused here shows in the analytics at once.
jest.setTimeout(60_000);
afterAll(() => deleteApp(app()));

const tokens = {} as Record<Who, string | undefined>;
beforeAll(async () => {
  await signInDemoAccounts(tokens);
});

const status = statusOf;
const today = () => parisLocal(new Date()).date;
const ADMIN_ONLY = { visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'PERMISSION_DENIED', partner: 'PERMISSION_DENIED', admin: 'OK' };

const cases: [string, () => unknown][] = [
  ['getAdminDashboard', () => ({ days: 30 })],
  ['getSessionAnalytics', () => ({ from: today(), to: today(), types: [] })],
  ['listSecurityEvents', () => ({ filters: { types: ['rate_limit_exceeded'] } })],
];

it.each(cases)('%s answers admins only', async (name, input) => {
  const got = {} as Record<Who, string>;
  for (const who of Object.keys(ADMIN_ONLY) as Who[]) got[who] = status(await call(name, input(), tokens[who]));
  expect(got).toEqual(ADMIN_ONLY);
});

it('refuses a range that ends before it starts, and a forged cursor', async () => {
  expect(status(await call('getSessionAnalytics', { from: '2026-07-02', to: '2026-07-01', types: [] }, tokens.admin))).toBe('INVALID_ARGUMENT');
  expect(status(await call('listSecurityEvents', { after: 'bm90LWEtY3Vyc29y' }, tokens.admin))).toBe('INVALID_ARGUMENT');
});

it('shows a sign-in rate-limit refusal just caused, in the counts and the events', async () => {
  const email = uniqueEmail('analytics-limit');
  const person = { honeypot: '', elapsedMs: 5000, mouseMoves: 0, keystrokes: 25, touches: 0 };
  const tryOnce = () => call('signIn', { email, password: 'wrong-pass-1', remember: false, proof: person });
  const range = { from: today(), to: today(), types: ['rate_limit_exceeded'] };
  const limited = async () => ((await call('getSessionAnalytics', range, tokens.admin)).result as { totals: Record<string, number> }).totals.rate_limit_exceeded ?? 0;
  const before = await limited();

  // SPEC 9: five failed attempts in 300 s; the sixth is refused and recorded.
  for (let i = 0; i < 5; i += 1) expect(status(await tryOnce())).toBe('UNAUTHENTICATED');
  expect(status(await tryOnce())).toBe('RESOURCE_EXHAUSTED');

  expect(await limited()).toBeGreaterThan(before);
  const page = (await call('listSecurityEvents', { filters: range, limit: 100 }, tokens.admin)).result as { rows: { type: string; identifier: string }[] };
  // Newest first: the refusal just caused is on the first page.
  expect(page.rows).toContainEqual(expect.objectContaining({ type: 'rate_limit_exceeded', identifier: email }));
});
