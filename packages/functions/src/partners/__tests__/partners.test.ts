/** @jest-environment node */
// Partners and commissions against real SQL (in-process PGlite, every migration): the record made on
// first use, attribution by link (old slugs included) and for a signed-in partner, the month totals in
// SQL against the domain's rule, and the payout steps.
import { commissionAmounts } from '@rides/domain/partner-commission';
import type { Db } from '../../db/db';
import type { Caller } from '../../http/callable';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking, insertUser } from '../../test-kit/messaging-fixtures';
import { attributionOf, changePartner, commissionRows, ensurePartner, partnerBookings, partnerDashboard, setPayout } from '../partners.service';
import { partnerStatement } from '../statements';

const pg = usePglite();
let db: Db;
beforeAll(async () => {
  db = pg.db;
}, 60_000);

const caller = (uid: string, roles: Caller['roles'] = ['partner']): Caller => ({ uid, email: `${uid}@example.com`, emailVerified: true, authTimeMs: 0, remember: false, roles });
const admin = caller('admin-1', ['admin']);
const NOW = new Date('2027-04-10T10:00:00Z');
const HOUR = 3_600_000;

async function partner(id: string, company: string) {
  await insertUser(db, { id, fullName: 'Hélène Dupont', roles: ['user', 'partner'] });
  await db.insertInto('partner_applications').values({ user_id: id, company_name: company, contact_phone: '+33140000000', expected_monthly_bookings: 10, status: 'approved' }).execute();
  return ensurePartner(db, id);
}

/** A referred booking; `done` hours before NOW the ride was completed (none: not done). */
async function referred(partnerId: string, o: { pickup: string; total?: number; refunded?: number; bp?: number; status?: string; ride?: string; doneHoursAgo?: number; guest?: string }) {
  const b = await insertBooking(db, {
    partner_id: partnerId,
    commission_bp: o.bp ?? 1000,
    pickup_at: o.pickup,
    total_cents: o.total ?? 11000,
    refunded_cents: o.refunded ?? 0,
    status: o.status ?? 'confirmed',
    ride_status: o.ride ?? (o.doneHoursAgo !== undefined ? 'completed' : 'assigned'),
    booker_name: o.guest ?? 'Anna Schmidt',
    booker_email: 'anna@example.com',
    booker_phone: '+491701234567',
  });
  if (o.doneHoursAgo !== undefined) {
    await db
      .insertInto('ride_events')
      .values({ booking_id: b.id, at: new Date(NOW.getTime() - o.doneHoursAgo * HOUR), actor: 'admin', action: 'complete', from_status: 'on_board', to_status: o.ride === 'no_show' ? 'no_show' : 'completed' })
      .execute();
  }
  return b;
}

describe('the partner record', () => {
  it('is made from the approved application with a unique slug and the default rate', async () => {
    const a = await partner('p-marais', 'Hôtel Le Marais');
    const b = await partner('p-marais-2', 'Hotel le Marais');
    expect(a).toMatchObject({ slug: 'hotel-le-marais', company_name: 'Hôtel Le Marais', commission_bp: 1000 });
    expect(b.slug).toBe('hotel-le-marais-2');
    expect(await ensurePartner(db, 'p-marais')).toEqual(a);
  });

  it('attributes by link, keeps old slugs after a rename, refuses a slug another partner had', async () => {
    await partner('p-opera', 'Opera Travel');
    expect(await attributionOf(db, 'opera-travel', null)).toEqual({ partner_id: 'p-opera', commission_bp: 1000 });
    await changePartner(db, { partnerId: 'p-opera', slug: 'opera', commissionBp: 1200 });
    expect(await attributionOf(db, 'opera-travel', null)).toEqual({ partner_id: 'p-opera', commission_bp: 1200 });
    expect(await attributionOf(db, 'opera', null)).toEqual({ partner_id: 'p-opera', commission_bp: 1200 });
    expect(await attributionOf(db, 'nobody-has-this', null)).toBeNull();
    await expect(changePartner(db, { partnerId: 'p-marais', slug: 'opera-travel' })).rejects.toMatchObject({ details: { reason: 'slug-taken' } });
  });

  it('stops attributing to a former partner (role removed), and keeps their slug from anyone else', async () => {
    await partner('p-former', 'Former Travel');
    await db.deleteFrom('user_roles').where('user_id', '=', 'p-former').where('role', '=', 'partner').execute();
    expect(await attributionOf(db, 'former-travel', null)).toBeNull();
    await partner('p-successor', 'Former Travel');
    expect((await ensurePartner(db, 'p-successor')).slug).toBe('former-travel-2');
  });

  it('attributes a signed-in partner booking for a guest to that partner, whatever the link', async () => {
    await insertUser(db, { id: 'p-byhand', fullName: 'Marc Petit', roles: ['user', 'partner'] });
    expect(await attributionOf(db, 'opera', caller('p-byhand'))).toEqual({ partner_id: 'p-byhand', commission_bp: 1000 });
    expect((await ensurePartner(db, 'p-byhand')).slug).toBe('marc-petit');
    expect(await attributionOf(db, 'opera', caller('u-1', ['user']))).toMatchObject({ partner_id: 'p-opera' });
  });
});

describe('commissions', () => {
  const P = 'p-ledger';
  let noEvent: { id: string };
  beforeAll(async () => {
    await insertUser(db, { id: admin.uid, roles: ['admin'] });
    await partner(P, 'Ledger Hotel');
    // March 2027 (Paris): done long ago, one in its claims window, one refunded in part, one cancelled, one refunded in full, one no-show.
    await referred(P, { pickup: '2027-03-02T09:00:00Z', doneHoursAgo: 900, guest: 'Anna Maria Schmidt' });
    await referred(P, { pickup: '2027-03-31T21:30:00Z', doneHoursAgo: 10, total: 10900, bp: 800 }); // 23:30 Paris: March
    await referred(P, { pickup: '2027-03-10T09:00:00Z', doneHoursAgo: 700, refunded: 2200 });
    await referred(P, { pickup: '2027-03-11T09:00:00Z', status: 'cancelled', ride: 'cancelled', refunded: 11000 });
    await referred(P, { pickup: '2027-03-12T09:00:00Z', doneHoursAgo: 600, refunded: 11000 });
    await referred(P, { pickup: '2027-03-13T09:00:00Z', doneHoursAgo: 500, ride: 'no_show', total: 9900 });
    // Marked completed without its event (data repaired by hand): pending in SQL as in the domain rule.
    noEvent = await referred(P, { pickup: '2027-03-01T09:00:00Z', ride: 'completed' });
    // Not counted at all: unpaid, expired, another partner's.
    await referred(P, { pickup: '2027-03-14T09:00:00Z', status: 'pending_payment' });
    await referred('p-opera', { pickup: '2027-03-14T09:00:00Z', doneHoursAgo: 500 });
    // April, ride ahead.
    await referred(P, { pickup: '2027-04-20T09:00:00Z' });
  });

  it('sums a month in SQL exactly as the domain rule computes each booking', async () => {
    const { rows } = await commissionRows(db, { from: '2027-03', to: '2027-03', partnerId: P }, NOW);
    const counted = [
      { totalCents: 11000, refundedCents: 0, commissionBp: 1000 },
      { totalCents: 10900, refundedCents: 0, commissionBp: 800 },
      { totalCents: 11000, refundedCents: 2200, commissionBp: 1000 },
      { totalCents: 9900, refundedCents: 0, commissionBp: 1000 },
      { totalCents: 11000, refundedCents: 0, commissionBp: 1000 },
    ].map(commissionAmounts);
    expect(rows).toEqual([
      expect.objectContaining({
        month: '2027-03',
        bookings: 5,
        commissionableCents: counted.reduce((t, c) => t + c.commissionableCents, 0),
        commissionCents: counted.reduce((t, c) => t + c.commissionCents, 0),
        pendingCents: counted[1]!.commissionCents + counted[4]!.commissionCents,
        status: 'open',
      }),
    ]);
  });

  it('shows the partner their bookings with each commission and no contact details', async () => {
    const { rows, next } = await partnerBookings(db, caller(P), { month: '2027-03', after: null, limit: 4 }, NOW);
    expect(rows.map((r) => r.commissionStatus)).toEqual(['pending', 'confirmed', 'reversed', 'reversed']);
    expect(rows[0]).toMatchObject({ guest: 'Anna S.', commissionBp: 800, commissionCents: commissionAmounts({ totalCents: 10900, refundedCents: 0, commissionBp: 800 }).commissionCents });
    expect(JSON.stringify(rows)).not.toMatch(/anna@example|\+49/);
    const more = await partnerBookings(db, caller(P), { month: '2027-03', after: next, limit: 4 }, NOW);
    expect(more.rows.map((r) => r.commissionStatus)).toEqual(['confirmed', 'confirmed', 'pending']);
    expect(more.rows[1]?.guest).toBe('Anna S.');
    expect(more.next).toBeNull();
  });

  it('lists the current month and the months with bookings on the dashboard', async () => {
    const { partner: p, months } = await partnerDashboard(db, caller(P), NOW);
    expect(p.slug).toBe('ledger-hotel');
    expect(months.map((m) => [m.month, m.bookings, m.status])).toEqual([
      ['2027-04', 1, 'open'],
      ['2027-03', 5, 'open'],
    ]);
  });

  it('approves a month only when it is over and nothing is pending, then pays it once', async () => {
    await expect(setPayout(db, admin, { partnerId: P, month: '2027-04', status: 'approved' }, NOW)).rejects.toMatchObject({ details: { reason: 'month-not-over' } });
    await expect(setPayout(db, admin, { partnerId: P, month: '2027-03', status: 'approved' }, NOW)).rejects.toMatchObject({ details: { reason: 'commissions-pending' } });
    await expect(setPayout(db, admin, { partnerId: P, month: '2027-03', status: 'paid', paymentReference: 'VIR-1' }, NOW)).rejects.toMatchObject({ details: { reason: 'payout-not-approved' } });
    const later = new Date(NOW.getTime() + 72 * HOUR);
    // Still pending: the ride marked completed without its event. Once the event is there, the month can be approved.
    await expect(setPayout(db, admin, { partnerId: P, month: '2027-03', status: 'approved' }, later)).rejects.toMatchObject({ details: { reason: 'commissions-pending' } });
    await db.insertInto('ride_events').values({ booking_id: noEvent.id, at: new Date(NOW.getTime() - 800 * HOUR), actor: 'admin', action: 'complete', from_status: 'on_board', to_status: 'completed' }).execute();
    const approved = await setPayout(db, admin, { partnerId: P, month: '2027-03', status: 'approved' }, later);
    expect(approved).toMatchObject({ status: 'approved', pendingCents: 0, bookings: 5 });
    await expect(setPayout(db, admin, { partnerId: P, month: '2027-03', status: 'approved' }, later)).rejects.toMatchObject({ details: { reason: 'payout-already' } });
    const paid = await setPayout(db, admin, { partnerId: P, month: '2027-03', status: 'paid', paymentReference: 'VIR-2027-03-LEDGER' }, later);
    expect(paid).toMatchObject({ status: 'paid', paymentReference: 'VIR-2027-03-LEDGER', commissionCents: approved.commissionCents });
    const { rows } = await partnerBookings(db, caller(P), { month: '2027-03', after: null, limit: 10 }, later);
    expect(rows.filter((r) => r.commissionStatus !== 'reversed').every((r) => r.commissionStatus === 'paid')).toBe(true);
  });

  it('writes the statement as CSV and as a PDF', async () => {
    const csv = await partnerStatement(db, caller(P), { month: '2027-03', format: 'csv', language: 'en' }, NOW);
    expect(csv.filename).toBe('commissions-ledger-hotel-2027-03.csv');
    expect(csv.text!.split('\r\n').filter(Boolean)).toHaveLength(1 + 7);
    expect(csv.text).not.toContain('anna@example.com');
    const pdf = await partnerStatement(db, caller(P), { month: '2027-03', format: 'pdf', language: 'fr' }, NOW);
    expect(Buffer.from(pdf.base64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
