// `pnpm bench:db`'s partner and dashboard cases (issue [F] items 3, 5, 9): the volume seed's referred
// bookings (12 % carry one of ten partner slugs) get their partner records and attribution, then the
// repo's own functions are timed: the admins' commissions over six months (all partners, and one), a
// partner's dashboard months and a month of their bookings, and the admin dashboard's 30-day series.
import type { Client } from './pg';
import type { Db } from '../../packages/functions/src/db/db';
import { PARTNERS } from './volume-data';
import { commissionRows, partnerDashboard, monthOf } from '../../packages/functions/src/partners/partners.service';
import { addMonths, parisMonthsRange as monthsRange } from '../../packages/domain/src/paris-time';
import { partnerBookingRows } from '../../packages/functions/src/partners/partners.repo';
import { adminDashboard } from '../../packages/functions/src/admin/dashboard.service';
import type { Caller } from '../../packages/functions/src/http/callable';

interface PartnerCase {
  name: string;
  call: (db: Db, i: number) => Promise<number | string>;
}

/** Partner records for the seed's slugs (users `vol-partner-<slug>`), and the referred bookings attributed at 10 %. */
async function seedPartners(client: Client): Promise<string[]> {
  const ids = PARTNERS.map((slug) => `vol-partner-${slug}`);
  await client.query(
    `insert into users (id, email, full_name, created_at) select 'vol-partner-' || s, s || '@partners.example', initcap(replace(s, '-', ' ')), now() - interval '800 days'
       from unnest($1::text[]) s on conflict (id) do nothing`,
    [PARTNERS],
  );
  await client.query(`insert into user_roles (user_id, role) select 'vol-partner-' || s, 'partner' from unnest($1::text[]) s on conflict do nothing`, [PARTNERS]);
  await client.query(
    `insert into partners (user_id, slug, company_name, commission_bp) select 'vol-partner-' || s, s, initcap(replace(s, '-', ' ')), 1000 from unnest($1::text[]) s on conflict do nothing`,
    [PARTNERS],
  );
  await client.query(`insert into partner_slugs (slug, partner_id) select slug, user_id from partners where user_id like 'vol-partner-%' on conflict do nothing`);
  await client.query(`update bookings set partner_id = 'vol-partner-' || partner_slug, commission_bp = 1000 where partner_slug is not null and partner_id is null`);
  // As autovacuum keeps it in production: the rows just updated are visible to index-only scans again.
  await client.query('vacuum analyze bookings');
  return ids;
}

export async function partnerCases(client: Client, n: number, rnd: () => number): Promise<PartnerCase[]> {
  const ids = await seedPartners(client);
  const now = new Date();
  const current = monthOf(now);
  const caller = (i: number): Caller => ({ uid: ids[i % ids.length]!, email: null, emailVerified: true, authTimeMs: 0, remember: false, roles: ['partner'] });
  const months = Array.from({ length: n }, () => addMonths(current, -Math.floor(rnd() * 12)));
  return [
    { name: 'commissions: 6 months, all', call: async (d) => (await commissionRows(d, { from: addMonths(current, -5), to: current }, now)).rows.length },
    { name: 'commissions: 12 months, one', call: async (d, i) => (await commissionRows(d, { from: addMonths(current, -11), to: current, partnerId: ids[i % ids.length] }, now)).rows.length },
    { name: 'partner: dashboard months', call: async (d, i) => (await partnerDashboard(d, caller(i), now)).months.length },
    { name: 'partner: a month of bookings', call: async (d, i) => (await partnerBookingRows(d, ids[i % ids.length]!, monthsRange(months[i]!, months[i]!), null, 51)).length },
    { name: 'admin dashboard: 30 days', call: async (d) => (await adminDashboard(d, now, 30)).series.length },
  ];
}
