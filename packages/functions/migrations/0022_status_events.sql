-- Issue [O] 2: the lifecycles of a booking (its status and its payment status), of a checkout's
-- payment and of a booking change are tables in @rides/domain (booking-lifecycle.ts,
-- payment-lifecycle.ts, change-lifecycle.ts), and every move is one row here, written by the one repo
-- function of its transition: a booking's history beside its ride events. Rows are never changed;
-- they go with their booking (on delete cascade).
create table status_events (
  id           bigint generated always as identity primary key,
  booking_id   bigint not null references bookings (id) on delete cascade,
  entity       text not null check (entity in ('booking', 'booking_payment', 'payment', 'change')),
  entity_id    bigint not null,                          -- the booking's, the payment's or the change's id
  action       text not null,
  from_status  text not null,
  to_status    text not null,
  actor        text not null check (actor in ('booker', 'admin', 'driver', 'system', 'provider')),
  at           timestamptz not null default now()
);
create index status_events_booking_idx on status_events (booking_id, id);

create function status_events_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'status_events rows are never changed';
end $$;
create trigger status_events_unchanged before update on status_events
  for each row execute function status_events_unchanged();
