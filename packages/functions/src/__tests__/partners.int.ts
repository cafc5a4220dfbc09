import { PERSON_PROOF } from './person-proof';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { parisLocal } from '@rides/domain/paris-time';
import { app } from '../firebase';
import { call, query, uniqueEmail, signInDemoAccounts, statusOf, type Who } from './helpers';

// Issue [F] 1, 2, 5, 8: the partner callables answer partners only and only about themselves; the
// admins' commission callables answer admins only; a booking through a partner link carries the
// partner and the rate of that moment, and the partner sees it without the traveller's contact details.
jest.setTimeout(60_000);
afterAll(() => deleteApp(app()));

const tokens = {} as Record<Who, string | undefined>;
beforeAll(async () => {
  await signInDemoAccounts(tokens);
});

const status = statusOf;
const WHO: Who[] = ['visitor', 'customer', 'driver', 'partner', 'admin'];
const month = () => parisLocal(new Date()).date.slice(0, 7);

async function statuses(name: string, input: unknown): Promise<Record<Who, string>> {
  const got = {} as Record<Who, string>;
  for (const who of WHO) got[who] = status(await call(name, input, tokens[who]));
  return got;
}

it.each<[string, () => unknown]>([
  ['getPartnerDashboard', () => ({})],
  ['listPartnerBookings', () => ({ month: month() })],
  ['getPartnerStatement', () => ({ month: month(), format: 'csv' })],
])('%s answers partners only', async (name, input) => {
  expect(await statuses(name, input())).toEqual({ visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'PERMISSION_DENIED', partner: 'OK', admin: 'PERMISSION_DENIED' });
});

it.each<[string, () => unknown, string]>([
  ['listPartnerCommissions', () => ({ from: month(), to: month() }), 'OK'],
  ['exportPartnerCommissions', () => ({ from: month(), to: month() }), 'OK'],
  ['setPartnerPayout', () => ({ partnerId: 'no-such-partner', month: '2020-01', status: 'approved' }), 'NOT_FOUND'],
  ['updatePartner', () => ({ partnerId: 'no-such-partner', commissionBp: 900 }), 'NOT_FOUND'],
])('%s answers admins only', async (name, input, admin) => {
  expect(await statuses(name, input())).toEqual({ visitor: 'UNAUTHENTICATED', customer: 'PERMISSION_DENIED', driver: 'PERMISSION_DENIED', partner: 'PERMISSION_DENIED', admin });
});

it('attributes a booking made through the partner link and shows it to that partner without contact details', async () => {
  const dashboard = (await call('getPartnerDashboard', {}, tokens.partner)).result as { partner: { id: string; slug: string; commissionBp: number } };
  const { id: partnerId, slug, commissionBp } = dashboard.partner;
  const booker = uniqueEmail('referred');
  const made = await call('createBooking', {
    idempotencyKey: randomUUID(),
    trip: { from: 'paris-08', to: 'cdg-t2e', pickupDate: parisLocal(new Date(Date.now() + 2 * 86_400_000)).date, pickupTime: '06:15', vehicle: 'sedan', passengers: 1, luggage: 1 },
    booker: { name: 'Grace Brewster Hopper', email: booker, phone: '+33 6 11 22 33 44' },
    payment: 'driver',
    shownTotalCents: 7500,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
    partnerSlug: slug,
  });
  const { reference } = made.result as { reference: string };
  const [row] = await query<{ partner_id: string; commission_bp: number; pickup_at: Date }>('select partner_id, commission_bp, pickup_at from bookings where reference = $1', [reference]);
  expect(row).toMatchObject({ partner_id: partnerId, commission_bp: commissionBp });

  const pickupMonth = parisLocal(new Date(row!.pickup_at)).date.slice(0, 7);
  let seen: Array<Record<string, unknown>> = [];
  for (let after: string | null = null; ; ) {
    const page = (await call('listPartnerBookings', { month: pickupMonth, after, limit: 100 }, tokens.partner)).result as { rows: Array<Record<string, unknown>>; next: string | null };
    seen = [...seen, ...page.rows];
    if (!page.next) break;
    after = page.next;
  }
  const mine = seen.find((b) => b.reference === reference);
  expect(mine).toMatchObject({ guest: 'Grace H.', commissionStatus: 'pending', commissionCents: 682, commissionableCents: 6818 });
  expect(JSON.stringify(seen)).not.toMatch(/@|\+33/);
});

it('does not attribute a booking whose link names no partner', async () => {
  const made = await call('createBooking', {
    idempotencyKey: randomUUID(),
    trip: { from: 'paris-08', to: 'cdg-t2e', pickupDate: parisLocal(new Date(Date.now() + 2 * 86_400_000)).date, pickupTime: '06:45', vehicle: 'sedan', passengers: 1, luggage: 1 },
    booker: { name: 'Alan Turing', email: uniqueEmail('unreferred'), phone: '+33 6 11 22 33 45' },
    payment: 'driver',
    shownTotalCents: 7500,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
    partnerSlug: 'nobody-has-this-slug',
  });
  const [row] = await query<{ partner_id: string | null }>('select partner_id from bookings where reference = $1', [(made.result as { reference: string }).reference]);
  expect(row?.partner_id).toBeNull();
});
