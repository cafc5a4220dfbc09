-- The LOCAL payment sandbox (payments/sandbox-adapter.ts): checkout sessions of the test checkout page
-- that stands in for Stripe Checkout on the local stack. Holds no card data and moves no money. It plays
-- a third party, so it does not reference `bookings`: the webhook links a session to its booking.

create table sandbox_checkout_sessions (
  id                   text primary key check (id ~ '^cs_local_[0-9a-f]{32}$'),  -- the page's capability
  booking_id           text not null,
  client_reference_id  text not null,                       -- the booking reference, as Stripe echoes it
  amount_cents         integer not null check (amount_cents >= 0),
  currency             text not null,
  description          text not null,
  customer_email       text not null,
  success_url          text not null,
  cancel_url           text not null,
  expires_at           timestamptz not null,
  status               text not null default 'open' check (status in ('open', 'paid', 'expired')),
  paid_at              timestamptz,
  created_at           timestamptz not null default now()
);
create index sandbox_checkout_sessions_booking_idx on sandbox_checkout_sessions (booking_id);
