// The volume seed's money (issue [F], /admin/billing): scripts/db/volume.ts writes bookings with their
// paid_at and the cash collected on completed pay-the-driver rides, but no payments or refunds rows.
// This adds them, set-based, in volume.ts's style: a paid payment for every card booking that was paid
// (confirmed or later cancelled; paid_at from the booking, through 0014's trigger), and a full refund,
// succeeded, for every cancelled card booking (the seed marks them `refunded`). Used by `pnpm bench:db`.
import { Client } from './pg';
import { VOLUME_REQUEST_HASH } from './volume';

export interface VolumeBillingResult {
  payments: number;
  refunds: number;
}

export async function seedVolumeBilling(url: string, log: (line: string) => void = () => {}): Promise<VolumeBillingResult> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, text: string) => {
    const t = performance.now();
    const r = await client.query(text, [VOLUME_REQUEST_HASH]);
    log(`  ${label.padEnd(34)} ${String(r.rowCount ?? '').padStart(7)} rows  ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return r.rowCount ?? 0;
  };
  try {
    await client.query('set jit = off');
    const payments = await step(
      'billing: payments',
      `insert into payments (booking_id, provider, session_id, status, amount_cents, provider_payment_id, refunded_cents, created_at, updated_at)
       select b.id, 'local-sandbox', 'cs_vol_' || md5(b.id::text), 'paid', b.total_cents, 'pi_vol_' || md5(b.id::text),
              case when b.status = 'cancelled' then b.total_cents else 0 end, b.created_at, b.paid_at
       from bookings b
       where b.request_hash = $1 and b.payment_method = 'card' and b.paid_at is not null
       order by b.paid_at, b.id
       on conflict (session_id) do nothing`,
    );
    const refunds = await step(
      'billing: refunds',
      `insert into refunds (booking_id, payment_id, provider, provider_refund_id, amount_cents, status, reason, idempotency_key, created_at, updated_at)
       select b.id, p.id, 'local-sandbox', 're_vol_' || md5(b.id::text), b.total_cents, 'succeeded', 'cancellation', 'volume-cancel:' || b.id, r.at, r.at
       from bookings b
       join payments p on p.booking_id = b.id and p.session_id = 'cs_vol_' || md5(b.id::text)
       cross join lateral (select b.paid_at + (least(now(), b.pickup_at) - b.paid_at) * 0.5 as at) r
       where b.request_hash = $1 and b.payment_method = 'card' and b.status = 'cancelled' and b.total_cents > 0
       order by r.at, b.id
       on conflict (idempotency_key) do nothing`,
    );
    await step(
      'billing: refunded_cents',
      `update bookings b set refunded_cents = b.total_cents
       where b.request_hash = $1 and b.payment_method = 'card' and b.status = 'cancelled' and b.paid_at is not null and b.refunded_cents = 0`,
    );
    return { payments, refunds };
  } finally {
    await client.end();
  }
}
