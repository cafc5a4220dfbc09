-- 0012 (issue [E]): what happens to a booking after it is made: its details updated, modified (the
-- price difference paid or refunded), changes requested from and answered by the admins, cancelled
-- with a refund, and receipts.

-- The text on the driver's name sign (null: the traveller's name, else the booker's).
alter table bookings add column sign_text text;
alter table bookings add column cancelled_at timestamptz;
-- Money given back on this booking (sum of succeeded and pending refunds), integer cents.
alter table bookings add column refunded_cents integer not null default 0 check (refunded_cents >= 0);

-- Every change to a booking after it was made, by the booker, an admin or the system: the booking's
-- history next to its ride events. A modify that costs more waits (`awaiting_payment`) until the
-- difference is paid; a request waits (`open`) for an admin's answer.
create table booking_changes (
  id                  bigint generated always as identity primary key,
  booking_id          bigint not null references bookings (id) on delete cascade,
  kind                text not null check (kind in ('details', 'modify', 'request', 'cancel')),
  status              text not null check (status in ('applied', 'awaiting_payment', 'open', 'approved', 'declined', 'superseded')),
  actor               text not null check (actor in ('booker', 'admin', 'system')),
  actor_id            text,                                  -- the admin's user id, or the signed-in booker's
  before              jsonb,                                 -- the fields as they were
  after               jsonb,                                 -- the fields as asked or applied (a modify: trip, party, quote)
  price_before_cents  integer,
  price_after_cents   integer,
  message             text,                                  -- the booker's words on a request, the reason of a cancel
  answer              text,                                  -- the admin's answer to a request
  answered_by         text,
  answered_at         timestamptz,
  idempotency_key     uuid unique,                           -- a double click or a retry makes one change
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index booking_changes_booking_idx on booking_changes (booking_id, id);
create index booking_changes_open_idx on booking_changes (created_at) where status in ('open', 'awaiting_payment');

-- A payment is for the booking or for the difference of a change; the provider's payment (Stripe's
-- payment intent, the sandbox's pi_local_…) is what a refund refers to.
alter table payments add column purpose text not null default 'booking' check (purpose in ('booking', 'change'));
alter table payments add column change_id bigint references booking_changes (id) on delete set null;
alter table payments add column provider_payment_id text;
alter table payments add column refunded_cents integer not null default 0 check (refunded_cents >= 0);

-- Refunds through the payment provider: one row per provider refund, created with an idempotency key
-- so a double click or a retry refunds once; its status follows the provider's events.
create table refunds (
  id                  bigint generated always as identity primary key,
  booking_id          bigint not null references bookings (id) on delete cascade,
  payment_id          bigint not null references payments (id) on delete cascade,
  change_id           bigint references booking_changes (id) on delete set null,
  provider            text not null,
  provider_refund_id  text unique,
  amount_cents        integer not null check (amount_cents > 0),
  status              text not null check (status in ('pending', 'succeeded', 'failed', 'canceled')),
  reason              text not null,                         -- 'cancellation', 'price-difference', 'admin'
  idempotency_key     text not null unique,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index refunds_booking_idx on refunds (booking_id);

-- Receipts: numbered in one unbroken sequence per calendar year (R-2026-000001), issued once per
-- booking when first asked for, in the booker's language.
create table receipt_counters (
  year  integer primary key,
  last  integer not null
);
create table receipts (
  booking_id  bigint primary key references bookings (id) on delete cascade,
  number      text not null unique,
  issued_at   timestamptz not null default now()
);

-- The LOCAL payment sandbox keeps its payments' ids and refunds like the provider does.
alter table sandbox_checkout_sessions add column payment_intent text unique;
create table sandbox_refunds (
  id              text primary key check (id ~ '^re_local_[0-9a-f]{32}$'),
  payment_intent  text not null,
  amount_cents    integer not null check (amount_cents > 0),
  currency        text not null,
  status          text not null check (status in ('pending', 'succeeded', 'failed')),
  idempotency_key text not null unique,
  metadata        jsonb not null default '{}',
  created_at      timestamptz not null default now()
);
create index sandbox_refunds_intent_idx on sandbox_refunds (payment_intent);
