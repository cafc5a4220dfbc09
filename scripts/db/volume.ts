// The volume seed (issue [D]): 50k users, 2k drivers and 100k bookings with their rides, written by
// set-based SQL (generate_series, insert … select) so it takes seconds on a real PostgreSQL server.
// Used by `pnpm seed:volume` (scripts/db/seed-volume.ts) and `pnpm bench:db` (scripts/db/bench-db.ts).
//
// Everything it writes is recognisable: users `vol-u-NNNNN` (+ `vol-admin`), bookings with
// request_hash 'volume-seed'. The data follow the schema's rules: a driver's busy windows never
// overlap (bookings_driver_not_double_booked), statuses and payment statuses agree, quotes add up.
import { randomInt } from 'node:crypto';
import { Client } from './pg';
import { AIRLINES, COLOURS, DOMAINS, FIRST, LAST, PARTNERS, SEDANS, VANS, places, sqlTextArray } from './volume-data';
import { BUSY_BUFFER_MINUTES, AVERAGE_SPEED_KMH, HANDLING_MINUTES } from '../../packages/domain/src/ride-lifecycle';

export interface VolumeOptions {
  users?: number;
  drivers?: number;
  bookings?: number;
  /** Logs each step with its duration. */
  log?: (line: string) => void;
}

export interface VolumeResult {
  users: number;
  drivers: number;
  bookings: number;
  rideEvents: number;
  byStatus: Array<{ status: string; ride_status: string; n: number }>;
  seconds: number;
}

export const VOLUME_ADMIN_ID = 'vol-admin';
export const VOLUME_REQUEST_HASH = 'volume-seed';

/** Counts the bookings of a database (the CLI refuses to add volume to a busy one). */
export async function countBookings(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from bookings')).rows[0]!.n);
  } finally {
    await client.end();
  }
}

export async function seedVolume(url: string, opts: VolumeOptions = {}): Promise<VolumeResult> {
  const U = opts.users ?? 50_000;
  const D = opts.drivers ?? 2_000;
  const B = opts.bookings ?? 100_000;
  if (D < 100 || U < D + 100 || B < 1) throw new Error('seedVolume: at least 100 drivers and 100 other users');
  const log = opts.log ?? (() => {});
  const { list, airports: nA } = places();
  const nO = list.length - nA;
  // A new reference series on every run, so a second run (--force) adds bookings instead of colliding.
  const salt = randomInt(1, 1 << 29);
  const started = performance.now();

  const client = new Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const t = performance.now();
    const r = await client.query(text, values);
    log(`  ${label.padEnd(34)} ${String(r.rowCount ?? '').padStart(7)} rows  ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return r;
  };
  try {
    // Temporary tables have no statistics: the planner would guess huge costs and JIT-compile for seconds.
    await client.query("set client_min_messages = warning; set jit = off; set work_mem = '64MB'");
    await client.query('select setseed(0.4242)');

    // ---- helpers (session-local) and word lists
    await client.query(`
      create or replace function pg_temp.ascii_of(t text) returns text language sql immutable as
        $$ select translate(lower(t), 'àâäáãåçéèêëíìîïñóòôöõúùûüÿš'' -', 'aaaaaaceeeeiiiinooooouuuuys') $$;
      create or replace function pg_temp.phone_of(a double precision, b double precision) returns text language sql immutable as $$
        select case
          when a < 0.45 then '+33' || (case when b < 0.8 then '6' else '7' end) || lpad((floor(b * 1e12)::bigint % 100000000)::text, 8, '0')
          when a < 0.58 then '+447' || lpad((floor(b * 1e12)::bigint % 1000000000)::text, 9, '0')
          when a < 0.70 then '+1' || (array['212','415','312','617','305','646','310','202'])[1 + floor(b * 8)::int] || '2' || lpad((floor(b * 1e12)::bigint % 1000000)::text, 6, '0')
          when a < 0.78 then '+393' || lpad((floor(b * 1e12)::bigint % 1000000000)::text, 9, '0')
          when a < 0.86 then '+346' || lpad((floor(b * 1e12)::bigint % 100000000)::text, 8, '0')
          when a < 0.95 then '+861' || (array['3','5','8'])[1 + floor(b * 3)::int] || lpad((floor(b * 1e12)::bigint % 1000000000)::text, 9, '0')
          else '+4915' || lpad((floor(b * 1e12)::bigint % 1000000000)::text, 9, '0')
        end $$;
      -- PT-XXXXXX from a number: an odd multiplier permutes the 2^30 values, so references never repeat.
      create or replace function pg_temp.reference_of(n bigint) returns text language sql immutable as $$
        select 'PT-' || string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + ((((n * 747796405) % 1073741824) >> (5 * k)) & 31)::int, 1), '' order by k)
        from generate_series(0, 5) k $$;
    `);
    await step('word lists', `create temp table vol_first as select (o - 1)::int as i, v as name from unnest($1::text[]) with ordinality t(v, o)`, [FIRST]);
    await client.query(`create temp table vol_last as select (o - 1)::int as i, v as name from unnest($1::text[]) with ordinality t(v, o)`, [LAST]);
    await client.query(`create temp table vol_places as select (o - 1)::int as i, p from jsonb_array_elements($1::jsonb) with ordinality t(p, o)`, [JSON.stringify(list)]);
    const nF = FIRST.length;
    const nL = LAST.length;
    const domains = sqlTextArray(DOMAINS);

    // ---- users: 1..D are drivers; the others book (some of them often)
    await step(
      'users (staging)',
      `create temp table vol_users as
       select g.n, 'vol-u-' || lpad(g.n::text, 5, '0') as id, f.name as first, l.name as last,
              f.name || ' ' || l.name as full_name,
              pg_temp.ascii_of(f.name) || (case when g.n % 3 = 0 then '_' else '.' end) || pg_temp.ascii_of(l.name) || g.n
                || '@' || ${domains}[1 + floor(g.r1 * ${DOMAINS.length})::int] as email,
              pg_temp.phone_of(g.r2, g.r3) as phone,
              (array['en','en','en','fr','fr','zh','it','es'])[1 + floor(g.r4 * 8)::int] as lang,
              now() - g.r5 * interval '900 days' as created_at
       from (select n, floor(random() * ${nF})::int as fi, floor(random() * ${nL})::int as li,
                    random() r1, random() r2, random() r3, random() r4, random() r5
             from generate_series(1, ${U}) n) g
       join vol_first f on f.i = g.fi join vol_last l on l.i = g.li`,
    );
    await step(
      'users',
      `insert into users (id, email, full_name, phone, preferred_language, created_at, updated_at)
       select id, email, full_name, phone, lang, created_at, created_at from vol_users
       union all select '${VOLUME_ADMIN_ID}', 'volume-admin@example.com', 'Volume Admin', '+33100000000', 'en', now() - interval '900 days', now()
       on conflict do nothing`,
    );
    await step(
      'user_roles',
      `insert into user_roles (user_id, role, created_at)
       select id, 'user', created_at from vol_users
       union all select id, 'driver', created_at + interval '2 days' from vol_users where n <= ${D}
       union all select '${VOLUME_ADMIN_ID}', r, now() from unnest(array['admin','user']) r
       on conflict do nothing`,
    );
    // Drivers: a quarter drive vans, one in twenty is inactive; every one speaks English.
    await step(
      'driver_profiles',
      `insert into driver_profiles (user_id, phone, languages, vehicle_type, vehicle_make, vehicle_model, vehicle_colour, plate, active, created_at, updated_at)
       select u.id, u.phone,
              array['en'] || (case when r1 < 0.8 then array['fr'] else '{}' end)
                || (case when r2 < 0.15 then array['es'] else '{}' end) || (case when r2 > 0.9 then array['it'] else '{}' end)
                || (case when r3 < 0.06 then array['zh'] else '{}' end) || (case when r3 > 0.85 then array['ar'] else '{}' end)
                || (case when r4 < 0.08 then array['de'] else '{}' end) || (case when r4 > 0.95 then array['pt'] else '{}' end),
              v.vt,
              split_part(v.mm, '|', 1), split_part(v.mm, '|', 2),
              ${sqlTextArray(COLOURS)}[1 + floor(r5 * ${COLOURS.length})::int],
              chr(65 + floor(r1 * 26)::int) || chr(65 + floor(r2 * 26)::int) || '-' || lpad((u.n % 1000)::text, 3, '0') || '-'
                || chr(65 + floor(r3 * 26)::int) || chr(65 + floor(r4 * 26)::int),
              u.n % 20 <> 7, u.created_at + interval '3 days', u.created_at + interval '3 days'
       from (select *, random() r1, random() r2, random() r3, random() r4, random() r5 from vol_users where n <= ${D}) u
       cross join lateral (select case when u.n % 4 = 0 then 'van' else 'sedan' end as vt) t
       cross join lateral (select t.vt,
              case when t.vt = 'van' then ${sqlTextArray(VANS)}[1 + floor(u.r5 * ${VANS.length})::int]
                   else ${sqlTextArray(SEDANS)}[1 + floor(u.r5 * ${SEDANS.length})::int] end as mm) v
       on conflict do nothing`,
    );
    // Unavailable periods: holidays ahead for one driver in six, past ones for one in ten, a few short ones.
    await step(
      'driver_unavailability',
      `insert into driver_unavailability (driver_id, during, note)
       select id, tstzrange(s, s + len, '[)'), note from (
         select id, date_trunc('day', now()) + ((n * 7) % 150) * interval '1 day' as s, (1 + n % 10) * interval '1 day' as len, 'Holiday' as note
           from vol_users where n <= ${D} and n % 6 = 1
         union all
         select id, date_trunc('day', now()) - ((n * 11) % 300 + 2) * interval '1 day', (1 + n % 5) * interval '1 day', 'Away'
           from vol_users where n <= ${D} and n % 10 = 3
         union all
         select id, date_trunc('hour', now()) + ((n * 13) % 96) * interval '1 hour', interval '4 hours', 'Appointment'
           from vol_users where n <= ${D} and n % 25 = 5) x
       where not exists (select 1 from driver_unavailability d where d.driver_id = x.id)`,
    );

    // ---- bookings (staging): independent random draws per row, then the derived columns
    await step(
      'bookings: draws',
      `create temp table vol_g as
       select n, ${Array.from({ length: 30 }, (_, i) => `random() r${i}`).join(', ')} from generate_series(1, ${B}) n`,
    );
    // Places, pickup instants (05:00–22:55 Paris time over two years around today), distance.
    await step(
      'bookings: trips',
      `create temp table vol_t as
       select g.*, fp.p as from_place, tp.p as to_place, t.pickup_at,
              round(greatest(2, 1.3 * 2 * 6371 * asin(sqrt(
                power(sin(radians((tp.p->>'lat')::float8 - (fp.p->>'lat')::float8) / 2), 2)
                + cos(radians((fp.p->>'lat')::float8)) * cos(radians((tp.p->>'lat')::float8))
                  * power(sin(radians((tp.p->>'lon')::float8 - (fp.p->>'lon')::float8) / 2), 2))))::numeric, 1) as dist
       from vol_g g
       cross join lateral (select case when g.r0 < 0.45 then floor(g.r1 * ${nA})::int else ${nA} + floor(g.r1 * ${nO})::int end as fi) a
       cross join lateral (select case when a.fi >= ${nA} and g.r2 < 0.55 then floor(g.r3 * ${nA})::int
                                       else ${nA} + ((floor(g.r3 * ${nO})::int + case when ${nA} + floor(g.r3 * ${nO})::int = a.fi then 1 else 0 end) % ${nO}) end as ti) b
       join vol_places fp on fp.i = a.fi
       join vol_places tp on tp.i = b.ti
       cross join lateral (select ((date_trunc('day', now() at time zone 'Europe/Paris') - interval '365 days'
                                    + floor(g.r4 * 730) * interval '1 day' + interval '5 hours' + floor(g.r5 * 216) * interval '5 minutes')
                                   at time zone 'Europe/Paris') as pickup_at) t`,
    );
    // Party, price (the default tariff's rules), statuses, people.
    await step(
      'bookings: party, price, people',
      `create temp table vol_b as
       with p as (
         select t.*,
                case when r6 < 0.15 then 'van' else 'sedan' end as vehicle,
                case when r9 < 0.65 then 'card' else 'driver' end as payment_method,
                pickup_at < now() as past,
                from_place->>'airport' as from_ap, to_place->>'airport' as to_ap,
                (from_place->>'inParis')::boolean as from_paris, (to_place->>'inParis')::boolean as to_paris
         from vol_t t
       ), q as (
         select p.*,
                case when vehicle = 'van' then 4 + floor(r7 * 4)::int else 1 + floor(power(r7, 1.6) * 3)::int end as passengers,
                case when vehicle = 'van' then 2 + floor(r8 * 7)::int else floor(r8 * 4)::int end as luggage,
                case when r10 < 0.06 then 1 else 0 end as child_seats,
                case when r10 > 0.97 then 1 else 0 end as booster_seats,
                coalesce(case when from_ap is not null and to_paris then from_ap when to_ap is not null and from_paris then to_ap end, '') as fixed_ap,
                greatest(20, ceil(dist / ${AVERAGE_SPEED_KMH} * 60 + ${HANDLING_MINUTES}))::int as duration_minutes
         from p
       ), f as (
         select q.*,
                case when fixed_ap <> '' then 'airport-fixed' when dist <= 10 then 'short' else 'long' end as rule,
                case when fixed_ap = 'CDG' then (case when vehicle = 'van' then 9500 else 7500 end)
                     when fixed_ap = 'ORY' then (case when vehicle = 'van' then 8500 else 6500 end)
                     when fixed_ap = 'BVA' then (case when vehicle = 'van' then 25000 else 20000 end)
                     when dist <= 10 then (case when vehicle = 'van' then 4500 else 3500 end)
                     when vehicle = 'van' then (round((2500 + 250 * dist) / 100) * 100)::int
                     else (round((2000 + 200 * dist) / 100) * 100)::int end as fare,
                case
                  when past and r11 < 0.10 then (case when payment_method = 'card' then 'expired' else 'cancelled' end)
                  when past and r11 < 0.17 then 'cancelled'
                  when past then 'confirmed'
                  when r11 < 0.002 and payment_method = 'card' then 'pending_payment'
                  when r11 < 0.09 then (case when payment_method = 'card' then 'expired' else 'cancelled' end)
                  when r11 < 0.14 then 'cancelled'
                  else 'confirmed' end as status
         from q
       ), s as (
         select f.*,
                fare + 1000 * child_seats + 500 * booster_seats as total_cents,
                case
                  when status in ('expired', 'cancelled') then 'cancelled'
                  when status = 'pending_payment' then 'unassigned'
                  when past and pickup_at > now() - interval '1 day' and r12 > 0.9 then 'unassigned'
                  when past and pickup_at > now() - interval '2 hours' then 'on_board'
                  when past and r12 < 0.03 then 'no_show'
                  when past then 'completed'
                  when r12 < case when pickup_at < now() + interval '2 days' then 0.7 when pickup_at < now() + interval '14 days' then 0.35 else 0.08 end then 'assigned'
                  else 'unassigned' end as ride_status,
                case
                  when status = 'pending_payment' then now() - r13 * interval '25 minutes'
                  else least(pickup_at - (interval '2 hours' + (-ln(1 - r13 * 0.9999)) * interval '240 hours'),
                             now() - interval '31 minutes' - r14 * interval '20 days') end as created_at
         from f
       )
       select s.n, s.pickup_at, s.from_place, s.to_place, s.vehicle, s.duration_minutes, s.status, s.ride_status, s.payment_method,
              case when payment_method = 'driver' then 'pay_driver' when status = 'confirmed' then 'paid' when status = 'cancelled' then 'refunded' else 'unpaid' end as payment_status,
              s.created_at,
              case when payment_method = 'card' then s.created_at + interval '30 minutes' end as expires_at,
              case when payment_method = 'card' and status in ('confirmed', 'cancelled') then s.created_at + interval '3 minutes' end as paid_at,
              pg_temp.reference_of(s.n + ${salt}) as reference,
              (array['en','en','en','en','fr','fr','fr','zh','zh','it','es'])[1 + floor(s.r15 * 11)::int] as language,
              case when s.r16 < 0.55 then 'vol-u-' || lpad((${D + 1} + floor(power(s.r17, 2) * ${U - D}))::int::text, 5, '0') end as user_id,
              jsonb_build_object('vehicle', vehicle, 'passengers', passengers, 'luggage', luggage, 'childSeats', child_seats,
                                 'boosterSeats', booster_seats, 'extras', '[]'::jsonb) as party,
              jsonb_build_object('currency', 'EUR', 'vehicle', vehicle, 'rule', rule, 'distanceKm', dist, 'totalCents', s.total_cents,
                'lines', jsonb_build_array(jsonb_build_object('code', 'fare', 'quantity', 1, 'unitCents', fare, 'amountCents', fare))
                  || case when child_seats > 0 then jsonb_build_array(jsonb_build_object('code', 'child-seat', 'quantity', child_seats, 'unitCents', 1000, 'amountCents', 1000 * child_seats)) else '[]'::jsonb end
                  || case when booster_seats > 0 then jsonb_build_array(jsonb_build_object('code', 'booster-seat', 'quantity', booster_seats, 'unitCents', 500, 'amountCents', 500 * booster_seats)) else '[]'::jsonb end) as quote,
              s.total_cents,
              case when s.from_ap is not null and s.r18 < 0.75 then ${sqlTextArray(AIRLINES)}[1 + floor(s.r19 * ${AIRLINES.length})::int] || (100 + floor(s.r20 * 8900))::int end as flight_number,
              case when s.r21 < 0.12 then ${sqlTextArray(PARTNERS)}[1 + floor(s.r22 * ${PARTNERS.length})::int] end as partner_slug,
              case when s.r23 < 0.03 then 'vol-u-' || lpad((1 + floor(s.r24 * ${D}))::int::text, 5, '0') end as requested_driver_id,
              -- guests (and travellers): drawn names, e-mails that repeat now and then, phones
              gf.name || ' ' || gl.name as guest_name,
              pg_temp.ascii_of(gf.name) || '.' || pg_temp.ascii_of(gl.name) || (10 + floor(s.r25 * 90))::int || '@' || ${domains}[1 + floor(s.r26 * ${DOMAINS.length})::int] as guest_email,
              pg_temp.phone_of(s.r27, s.r28) as guest_phone,
              case when s.r29 < 0.2 then tf.name || ' ' || gl.name end as traveller_name,
              case when s.r29 < 0.1 then pg_temp.ascii_of(tf.name) || '.' || pg_temp.ascii_of(gl.name) || '@' || ${domains}[1 + floor(s.r14 * ${DOMAINS.length})::int] end as traveller_email,
              case when s.r29 < 0.14 then pg_temp.phone_of(s.r28, s.r27) end as traveller_phone,
              s.r12 as ra,
              ((s.pickup_at at time zone 'Europe/Paris')::date - date '2000-01-01') as dayno
       from s
       join vol_first gf on gf.i = floor(s.r25 * ${nF})::int
       join vol_last gl on gl.i = floor(s.r26 * ${nL})::int
       join vol_first tf on tf.i = floor(s.r27 * ${nF})::int`,
    );
    // Drivers. Rides of one Paris day go to distinct drivers of one half of the fleet, even days to one
    // half and odd days to the other, so no two busy windows of a driver can overlap (a window lasts
    // at most pickup ± a few hours, and same-half days are 48 hours apart). Vans to van drivers.
    await step(
      'bookings: drivers',
      `create temp table vol_pool as
       select p.vehicle_type as vehicle, (u.n / 4) % 2 as parity, array_agg(u.id order by u.n) as ids
       from vol_users u join driver_profiles p on p.user_id = u.id
       where u.n <= ${D} and p.active group by 1, 2`,
    );
    await client.query(`alter table vol_b add column driver_id text, add column busy tstzrange, add column assigned_at timestamptz`);
    await step(
      'bookings: assign',
      `with r as (
         select n, vehicle, dayno, row_number() over (partition by dayno, vehicle order by pickup_at, n) as rn
         from vol_b where ride_status in ('assigned', 'on_board', 'completed', 'no_show')
       )
       update vol_b b set driver_id = p.ids[1 + ((r.rn - 1 + r.dayno * 37) % cardinality(p.ids))::int],
              busy = case when b.ride_status in ('assigned', 'on_board')
                          then tstzrange(b.pickup_at - interval '${BUSY_BUFFER_MINUTES} minutes', b.pickup_at + (b.duration_minutes + ${BUSY_BUFFER_MINUTES}) * interval '1 minute', '[)') end,
              assigned_at = b.created_at + (least(now(), b.pickup_at - interval '30 minutes') - b.created_at) * (0.2 + 0.7 * b.ra)
       from r join vol_pool p on p.vehicle = r.vehicle and p.parity = r.dayno % 2
       where b.n = r.n`,
    );
    await step(
      'bookings',
      `insert into bookings (reference, idempotency_key, request_hash, status, payment_method, payment_status, user_id, language,
                             booker_name, booker_email, booker_phone, traveller_name, traveller_email, traveller_phone,
                             from_place, to_place, pickup_at, flight_number, party, quote, total_cents, currency, tariff_version,
                             requested_driver_id, partner_slug, checkout_url, expires_at, paid_at, created_at, updated_at,
                             ride_status, driver_id, busy, duration_minutes, cash_collected_cents, assigned_at)
       select b.reference, gen_random_uuid(), '${VOLUME_REQUEST_HASH}', b.status, b.payment_method, b.payment_status, u.id, b.language,
              coalesce(u.full_name, b.guest_name), coalesce(u.email, b.guest_email), coalesce(u.phone, b.guest_phone),
              b.traveller_name, b.traveller_email, b.traveller_phone,
              b.from_place, b.to_place, b.pickup_at, b.flight_number, b.party, b.quote, b.total_cents, 'EUR',
              coalesce((select max(version) from tariffs where active), 1),
              b.requested_driver_id, b.partner_slug, null, b.expires_at, b.paid_at, b.created_at,
              case when b.ride_status in ('completed', 'no_show') then least(now(), b.pickup_at + b.duration_minutes * interval '1 minute')
                   else coalesce(b.assigned_at, b.paid_at, b.created_at) end,
              b.ride_status, b.driver_id, b.busy, b.duration_minutes,
              case when b.ride_status = 'completed' and b.payment_method = 'driver' then b.total_cents end,
              b.assigned_at
       from vol_b b left join users u on u.id = b.user_id
       order by b.created_at, b.n
       on conflict do nothing`,
    );
    // The events of rides that had a driver: assigned by the admin, then the driver's steps.
    await step(
      'ride_events',
      `insert into ride_events (booking_id, at, actor, actor_id, actor_name, action, from_status, to_status, driver_id, driver_name, lat, lng)
       select k.id, e.at, e.actor, case when e.actor = 'admin' then '${VOLUME_ADMIN_ID}' else k.driver_id end,
              case when e.actor = 'admin' then 'Volume Admin' else d.full_name end,
              e.action, e.from_s, e.to_s, k.driver_id, d.full_name, null, null
       from vol_b b
       join bookings k on k.reference = b.reference and k.request_hash = '${VOLUME_REQUEST_HASH}'
       join users d on d.id = b.driver_id
       cross join lateral (values
         (1, b.assigned_at, 'admin', 'assign', 'unassigned', 'assigned'),
         (2, b.pickup_at - interval '45 minutes', 'driver', 'start', 'assigned', 'en_route'),
         (3, b.pickup_at - interval '5 minutes', 'driver', 'arrive', 'en_route', 'arrived'),
         (4, b.pickup_at + interval '5 minutes', 'driver', 'board', 'arrived', 'on_board'),
         (5, b.pickup_at + b.duration_minutes * interval '1 minute', 'driver', 'complete', 'on_board', 'completed'),
         (6, b.pickup_at + interval '35 minutes', 'driver', 'report_no_show', 'arrived', 'no_show_reported'),
         (7, b.pickup_at + interval '2 hours', 'admin', 'confirm_no_show', 'no_show_reported', 'no_show')
       ) e(step, at, actor, action, from_s, to_s)
       where (b.ride_status = 'assigned' and e.step = 1)
          or (b.ride_status = 'on_board' and e.step <= 4)
          or (b.ride_status = 'completed' and e.step <= 5)
          or (b.ride_status = 'no_show' and e.step in (1, 2, 3, 6, 7))
       order by k.id, e.step`,
    );
    const byStatus = (
      await client.query<{ status: string; ride_status: string; n: string }>(
        `select status, ride_status, count(*) as n from bookings where request_hash = $1 group by 1, 2 order by 1, 2`,
        [VOLUME_REQUEST_HASH],
      )
    ).rows.map((r) => ({ ...r, n: Number(r.n) }));
    const counts = (
      await client.query<{ users: string; drivers: string; events: string }>(
        `select (select count(*) from users where id like 'vol-u-%') as users,
                (select count(*) from user_roles where user_id like 'vol-u-%' and role = 'driver') as drivers,
                (select count(*) from ride_events e join bookings b on b.id = e.booking_id where b.request_hash = $1) as events`,
        [VOLUME_REQUEST_HASH],
      )
    ).rows[0]!;
    return {
      users: Number(counts.users),
      drivers: Number(counts.drivers),
      bookings: byStatus.reduce((s, r) => s + r.n, 0),
      rideEvents: Number(counts.events),
      byStatus,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}
