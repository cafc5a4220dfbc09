-- 0014 (issue [F], /admin/billing): when each card payment was paid, the payment sandbox's balance
-- transactions (what reconciliation compares our payments and refunds with), and the indexes the
-- ledger and the drivers' statements read by (measured by `pnpm bench:db`).

-- When a payment became paid: the ledger's date of a card payment. Set once, by a trigger, from the
-- updated_at the payment rules write with the status (their clock), so no caller can forget it.
alter table payments add column paid_at timestamptz;
update payments set paid_at = updated_at where status = 'paid';

create function payments_paid_at() returns trigger language plpgsql as $$
begin
  if new.status = 'paid' and new.paid_at is null then
    new.paid_at := coalesce(new.updated_at, now());
  end if;
  return new;
end $$;
create trigger payments_paid_at before insert or update on payments
  for each row execute function payments_paid_at();

-- The ledger pages newest first by (time, id) through each source, within a date range.
create index payments_paid_at_idx on payments (paid_at desc, id desc) where status = 'paid';
create index refunds_ledger_idx on refunds (created_at desc, id desc) where status in ('pending', 'succeeded');
-- Completions (a ride's end: its cash is collected, it counts in its driver's statement of that month).
-- It carries the booking and the driver, so a month's statements read no event rows.
create index ride_events_completed_idx on ride_events (at desc, id desc) include (booking_id, driver_id) where to_status = 'completed';

-- The LOCAL payment sandbox keeps a balance transaction per charge and per refund, as Stripe does
-- (GET /v1/balance_transactions): amount signed (a refund is negative), the fee it states, the net,
-- and the source (the sandbox payment pi_local_… or refund re_local_…). One per source.
create table sandbox_balance_transactions (
  id           text primary key check (id ~ '^txn_local_[0-9a-f]{32}$'),
  type         text not null check (type in ('charge', 'refund')),
  amount_cents integer not null,
  fee_cents    integer not null default 0 check (fee_cents >= 0),
  net_cents    integer not null,
  currency     text not null,
  source       text not null unique,
  created      timestamptz not null default now(),
  check (net_cents = amount_cents - fee_cents),
  check ((type = 'charge' and amount_cents > 0) or (type = 'refund' and amount_cents < 0))
);
create index sandbox_balance_transactions_created_idx on sandbox_balance_transactions (created desc, id desc);

-- What the sandbox already took and gave back before it kept its balance: the same transactions, so
-- a local database that predates 0014 reconciles (the fee: SANDBOX_FEE in payments/sandbox-balance.ts).
insert into sandbox_balance_transactions (id, type, amount_cents, fee_cents, net_cents, currency, source, created)
select 'txn_local_' || md5(payment_intent), 'charge', amount_cents, (amount_cents * 15 + 500) / 1000 + 25,
       amount_cents - ((amount_cents * 15 + 500) / 1000 + 25), currency, payment_intent, coalesce(paid_at, created_at)
from sandbox_checkout_sessions where status = 'paid' and payment_intent is not null and amount_cents > 0;
insert into sandbox_balance_transactions (id, type, amount_cents, fee_cents, net_cents, currency, source, created)
select 'txn_local_' || md5(id), 'refund', -amount_cents, 0, -amount_cents, currency, id, created_at
from sandbox_refunds where status in ('pending', 'succeeded');
