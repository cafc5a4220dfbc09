-- Schema v1: people, their roles (SPEC 3 user_roles) and security events (SPEC 3, 7).

create table users (
  id          text primary key,            -- Firebase Auth uid
  email       text,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create unique index users_email_key on users (lower(email)) where email is not null;

create table user_roles (
  user_id     text not null references users (id) on delete cascade,
  role        text not null check (role in ('admin', 'driver', 'partner', 'user')),
  created_at  timestamptz not null default now(),
  primary key (user_id, role)
);

create table security_events (
  id          bigint generated always as identity primary key,
  event_type  text not null check (event_type in (
                'user_login', 'user_logout', 'rate_limit_exceeded', 'bot_detected',
                'unauthorized_role_access', 'context_menu_blocked', 'devtools_access_blocked',
                'security_init_failed')),
  identifier  text not null,
  user_id     text references users (id) on delete set null,
  details     jsonb not null default '{}'::jsonb,
  user_agent  text not null default '',
  page_url    text not null default '',
  created_at  timestamptz not null default now()
);
create index security_events_created_at_idx on security_events (created_at desc);
create index security_events_identifier_idx on security_events (identifier, created_at desc);
create index security_events_user_idx on security_events (user_id, created_at desc);
