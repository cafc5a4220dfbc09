-- 0011: a webhook that reports a payment which does not match what we asked for (amount or currency)
-- does not confirm anything; it is recorded here for an admin to look at.

-- The payment's problem, set by the first event whose amount or currency differs from the checkout
-- we opened (e.g. "amount 1 EUR-cents, expected 10900 EUR-cents"). The payment keeps its status.
alter table payments add column mismatch text;
alter table payments add column mismatch_at timestamptz;
create index payments_mismatch_idx on payments (mismatch_at) where mismatch is not null;

-- What each event reported, and what was wrong with it (null: nothing).
alter table payment_events add column amount_cents integer;
alter table payment_events add column currency text;
alter table payment_events add column problem text;
