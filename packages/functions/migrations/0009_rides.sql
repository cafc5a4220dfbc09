-- Rides (issue [D]): the ride of each booking (status, driver, the window the driver is busy), its
-- append-only events, drivers' profiles and unavailable periods, and the outbox's new channels.
-- Rules: @rides/domain/ride-lifecycle. No double booking is enforced here, by an exclusion constraint.

create extension if not exists btree_gist;

-- The driver as dispatch and travellers need them. Filled from the approved application on approval;
-- the driver keeps it current (/driver/profile).
create table driver_profiles (
  user_id         text primary key references users (id) on delete cascade,
  phone           text not null,                              -- E.164
  languages       text[] not null,
  vehicle_type    text not null check (vehicle_type in ('sedan', 'van')),
  vehicle_make    text not null,
  vehicle_model   text not null,
  vehicle_colour  text,
  plate           text not null,
  photo_url       text,
  active          boolean not null default true,              -- an inactive driver is offered no rides
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);

insert into driver_profiles (user_id, phone, languages, vehicle_type, vehicle_make, vehicle_model, plate)
select distinct on (a.user_id) a.user_id, a.phone, a.languages, a.vehicle_type, a.vehicle_make, a.vehicle_model, a.plate
from driver_applications a
where a.status = 'approved'
order by a.user_id, a.decided_at desc nulls last, a.id desc;

-- Periods a driver cannot drive; the board does not offer them rides then and assignRide refuses.
create table driver_unavailability (
  id          bigint generated always as identity primary key,
  driver_id   text not null references users (id) on delete cascade,
  during      tstzrange not null check (not isempty(during) and lower(during) is not null and upper(during) is not null),
  note        text,
  created_at  timestamptz not null default now()
);
create index driver_unavailability_idx on driver_unavailability using gist (driver_id, during);

alter table bookings
  add column ride_status           text not null default 'unassigned'
    check (ride_status in ('unassigned', 'assigned', 'en_route', 'arrived', 'on_board', 'completed', 'no_show_reported', 'no_show', 'cancelled')),
  add column driver_id             text references users (id) on delete set null,
  -- While the ride holds its driver: [pickup - buffer, estimated drop-off + buffer). Null otherwise.
  add column busy                  tstzrange,
  add column duration_minutes      integer not null default 60 check (duration_minutes > 0),
  add column notes                 text,
  add column cash_collected_cents  integer check (cash_collected_cents >= 0),
  add column assigned_at           timestamptz,
  -- Names of the booker and the traveller, for word-prefix search on /admin/all-requests.
  add column search_names          tsvector generated always as (to_tsvector('simple', booker_name || ' ' || coalesce(traveller_name, ''))) stored;

-- Duration from the route estimate (AVERAGE_SPEED_KMH 35, HANDLING_MINUTES 10, at least 20).
update bookings set duration_minutes = greatest(20, ceil(coalesce((quote ->> 'distanceKm')::numeric, 30) / 35 * 60 + 10));
update bookings set ride_status = 'cancelled' where status = 'cancelled';

-- No double booking: one driver's busy windows never overlap, whatever the concurrency.
alter table bookings add constraint bookings_driver_not_double_booked
  exclude using gist (driver_id with =, busy with &&) where (driver_id is not null and busy is not null);

create index bookings_pickup_idx on bookings (pickup_at desc, id desc);
create index bookings_board_idx on bookings (pickup_at, id) where status = 'confirmed' and ride_status = 'unassigned';
create index bookings_driver_idx on bookings (driver_id, pickup_at) where driver_id is not null;
create index bookings_status_pickup_idx on bookings (status, pickup_at desc, id desc);
create index bookings_ride_status_pickup_idx on bookings (ride_status, pickup_at desc, id desc);
create index bookings_traveller_email_idx on bookings (lower(traveller_email));
create index bookings_phones_idx on bookings (booker_phone);
create index bookings_traveller_phone_idx on bookings (traveller_phone);
create index bookings_partner_idx on bookings (partner_slug, pickup_at desc) where partner_slug is not null;
create index bookings_search_names_idx on bookings using gin (search_names);

-- Every change of a ride, as it happened. Never updated or deleted (trigger below).
create table ride_events (
  id           bigint generated always as identity primary key,
  booking_id   bigint not null references bookings (id),
  at           timestamptz not null default now(),
  actor        text not null check (actor in ('system', 'admin', 'driver')),
  actor_id     text,                                   -- the admin's or driver's user id; null for the system
  actor_name   text,
  action       text not null,
  from_status  text not null,
  to_status    text not null,
  driver_id    text,                                   -- the ride's driver after the event (assign: the new one)
  driver_name  text,
  reason       text,
  lat          double precision,
  lng          double precision
);
create index ride_events_booking_idx on ride_events (booking_id, id);

create function ride_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ride_events is append-only';
end $$;
create trigger ride_events_append_only before update or delete on ride_events
  for each row execute function ride_events_append_only();

-- The outbox carries SMS and WhatsApp too, and says what each message was about, so the admin's
-- request detail lists a booking's messages and the tools list every send.
alter table outbox drop constraint outbox_channel_check;
alter table outbox
  add constraint outbox_channel_check check (channel in ('email', 'sms', 'whatsapp')),
  add column booking_id           bigint references bookings (id),
  add column purpose              text,
  add column recipient            text,
  add column created_by           text,
  add column provider             text,
  add column provider_message_id  text,
  add column delivery_status      text;
create index outbox_booking_idx on outbox (booking_id) where booking_id is not null;
create unique index outbox_provider_message_idx on outbox (provider, provider_message_id) where provider_message_id is not null;
create index outbox_purpose_idx on outbox (purpose, created_at desc);
