-- Issue [M] 3: drivers are told of new work by web push. One row per device a driver turned
-- notifications on for (the token its push service gave); a token belongs to one person at a time
-- (a phone that changes hands moves it), and goes when the push service says it is gone.
create table push_devices (
  id            bigint generated always as identity primary key,
  user_id       text not null references users (id) on delete cascade,
  provider      text not null check (provider in ('fcm', 'local')),
  token         text not null unique check (length(token) between 1 and 4096),
  label         text not null default '' check (length(label) <= 100),
  created_at    timestamptz not null default now(),
  last_seen_at  timestamptz not null default now()
);
create index push_devices_user_idx on push_devices (user_id);

alter table outbox drop constraint outbox_channel_check;
alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms', 'whatsapp', 'push'));
