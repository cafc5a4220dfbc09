-- Accounts (issue B sign-up and profile): what a person tells us about themselves, and their
-- applications to drive or to partner, kept pending until an admin decides.

alter table users
  add column full_name text,
  add column phone text,                         -- E.164
  add column preferred_language text check (preferred_language in ('en', 'fr', 'it', 'es', 'zh')),
  add column verification_sent_at timestamptz;   -- last verification e-mail, to pace re-sends

create table driver_applications (
  id              bigint generated always as identity primary key,
  user_id         text not null references users (id) on delete cascade,
  status          text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  phone           text not null,
  languages       text[] not null,
  vehicle_type    text not null check (vehicle_type in ('sedan', 'van')),
  vehicle_make    text not null,
  vehicle_model   text not null,
  plate           text not null,
  licence_number  text not null,
  created_at      timestamptz not null default now(),
  decided_at      timestamptz,
  decided_by      text references users (id) on delete set null
);
-- One open application per person; a rejected one can be followed by a new one.
create unique index driver_applications_one_pending on driver_applications (user_id) where status = 'pending';
create index driver_applications_status_idx on driver_applications (status, created_at);

create table partner_applications (
  id                         bigint generated always as identity primary key,
  user_id                    text not null references users (id) on delete cascade,
  status                     text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  company_name               text not null,
  contact_phone              text not null,
  website                    text,
  expected_monthly_bookings  integer not null check (expected_monthly_bookings > 0),
  created_at                 timestamptz not null default now(),
  decided_at                 timestamptz,
  decided_by                 text references users (id) on delete set null
);
create unique index partner_applications_one_pending on partner_applications (user_id) where status = 'pending';
create index partner_applications_status_idx on partner_applications (status, created_at);
