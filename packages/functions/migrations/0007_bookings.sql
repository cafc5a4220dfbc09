-- Bookings (issue C): the trip as booked and priced by the server, who booked it, how it is paid;
-- card payments and the provider's webhook events; the outbox of messages leaving the system.

create table bookings (
  id                   bigint generated always as identity primary key,
  reference            text not null unique,                -- PT-XXXXXX, shown to people
  idempotency_key      uuid not null unique,
  request_hash         text not null,                       -- same key, other request: refused
  status               text not null check (status in ('pending_payment', 'confirmed', 'expired', 'cancelled')),
  payment_method       text not null check (payment_method in ('card', 'driver')),
  payment_status       text not null check (payment_status in ('unpaid', 'paid', 'pay_driver', 'refunded')),
  user_id              text references users (id) on delete set null,
  language             text not null check (language in ('en', 'fr', 'it', 'es', 'zh')),
  booker_name          text not null,
  booker_email         text not null,
  booker_phone         text not null,
  traveller_name       text,
  traveller_email      text,
  traveller_phone      text,
  from_place           jsonb not null,                      -- the Place as resolved by the server
  to_place             jsonb not null,
  pickup_at            timestamptz not null,
  flight_number        text,
  party                jsonb not null,                      -- vehicle, passengers, luggage, seats, extras
  quote                jsonb not null,                      -- the server's priced breakdown
  total_cents          integer not null check (total_cents >= 0),
  currency             text not null default 'EUR',
  tariff_version       integer not null,
  requested_driver_id  text references users (id) on delete set null,
  partner_slug         text,
  checkout_url         text,                                -- the open card checkout (replays return it)
  expires_at           timestamptz,                         -- unpaid card bookings are released then
  paid_at              timestamptz,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now()
);
create index bookings_user_idx on bookings (user_id, pickup_at desc);
create index bookings_booker_email_idx on bookings (lower(booker_email));
create index bookings_pending_expiry_idx on bookings (expires_at) where status = 'pending_payment';

create table payments (
  id            bigint generated always as identity primary key,
  booking_id    bigint not null references bookings (id) on delete cascade,
  provider      text not null,                              -- 'stripe' or 'local-sandbox'
  session_id    text not null unique,                       -- the provider's checkout session
  status        text not null check (status in ('open', 'paid', 'expired', 'failed')),
  amount_cents  integer not null,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
create index payments_booking_idx on payments (booking_id);

-- Every webhook event once: a replay or a retry finds its id here and changes nothing.
create table payment_events (
  event_id     text primary key,
  provider     text not null,
  type         text not null,
  received_at  timestamptz not null default now()
);

-- Messages leaving the system, written in the same transaction as what caused them and delivered
-- at least once; `dedupe_key` is the message id, so a message is never queued twice.
create table outbox (
  id               bigint generated always as identity primary key,
  dedupe_key       text not null unique,
  channel          text not null check (channel in ('email')),
  payload          jsonb not null,
  status           text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  last_error       text,
  sent_at          timestamptz,
  created_at       timestamptz not null default now()
);
create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending';
