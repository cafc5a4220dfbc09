-- SPEC 9 rate limit: sign-in attempts per identifier (the normalised e-mail), whatever the address.
create table sign_in_attempts (
  id            bigint generated always as identity primary key,
  identifier    text not null,
  source_ip     text,
  attempted_at  timestamptz not null default now()
);
create index sign_in_attempts_identifier_idx on sign_in_attempts (identifier, attempted_at desc);
