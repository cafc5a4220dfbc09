-- 0013 (issue [F]): partners (hotels and agencies who refer bookings) and their commissions.

-- A partner is a user with the partner role and this record: made when an admin approves their
-- application (or on first use of the partner dashboard when the role was granted by hand).
create table partners (
  user_id        text primary key references users (id) on delete cascade,
  slug           text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,58}[a-z0-9]$'),
  company_name   text not null,
  -- Commission in basis points of the commissionable amount (1000 = 10 %); frozen on each booking.
  commission_bp  integer not null check (commission_bp between 0 and 5000),
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now()
);

-- Every slug a partner has had: a link or QR code printed before an admin renamed the slug still
-- attributes to the same partner. A slug is never given to another partner.
create table partner_slugs (
  slug        text primary key,
  partner_id  text not null references partners (user_id) on delete cascade,
  created_at  timestamptz not null default now()
);

-- Attribution frozen when the booking is made: who referred it, at which rate.
alter table bookings add column partner_id text references partners (user_id) on delete set null;
alter table bookings add column commission_bp integer check (commission_bp between 0 and 5000);
create index bookings_partner_id_idx on bookings (partner_id, pickup_at desc, id desc) where partner_id is not null;

-- A partner's month (Paris calendar month of the pickups): open until an admin approves it, then paid
-- with the transfer's reference. The amounts are frozen when it is approved.
-- Payouts are the books: a partner with a payout cannot be deleted (restrict).
create table partner_payouts (
  partner_id           text not null references partners (user_id) on delete restrict,
  month                date not null check (extract(day from month) = 1),
  status               text not null check (status in ('approved', 'paid')),
  bookings             integer not null,
  commissionable_cents integer not null,
  commission_cents     integer not null,
  payment_reference    text,
  approved_at          timestamptz not null default now(),
  approved_by          text references users (id) on delete set null,
  paid_at              timestamptz,
  paid_by              text references users (id) on delete set null,
  primary key (partner_id, month),
  check (status <> 'paid' or (payment_reference is not null and paid_at is not null))
);
