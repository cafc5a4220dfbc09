-- 0018 (issue [K]): flights followed for airport pickups, retimed pickups, the live "where is my
-- driver" position, and the punctuality guarantee.

-- One followed flight per airport pickup with a flight number. The booker's pickup and the gap they
-- chose after the scheduled landing are kept: the pickup moves with the estimated landing, gap kept.
create table flight_watches (
  booking_id          bigint primary key references bookings (id) on delete cascade,
  flight_number       text not null,
  -- the Paris date the flight is due to land (the booked pickup's date)
  arrival_date        date not null,
  state               text not null default 'unknown'
                      check (state in ('unknown', 'scheduled', 'delayed', 'landed', 'cancelled', 'diverted')),
  scheduled_arrival   timestamptz,
  estimated_arrival   timestamptz,
  actual_arrival      timestamptz,
  diverted_to         text,
  -- the pickup the booker chose, and its gap after the scheduled landing (set on the first answer)
  booked_pickup_at    timestamptz not null,
  gap_minutes         integer check (gap_minutes >= 0),
  -- the pickup the driver and traveller were last told (changes of 15 minutes or less are not told)
  notified_pickup_at  timestamptz not null,
  -- the pickup the ride's driver accepted (at assignment, or when they reconfirmed a big move), and who
  accepted_pickup_at  timestamptz,
  accepted_driver_id  text,
  checked_at          timestamptz,
  updated_at          timestamptz not null default now()
);
create index flight_watches_flight_idx on flight_watches (flight_number, arrival_date);

-- The local flight board (local mode only): what the local flight status adapter answers.
create table local_flights (
  flight_number       text not null,
  arrival_date        date not null,
  scheduled_arrival   timestamptz not null,
  estimated_arrival   timestamptz,
  actual_arrival      timestamptz,
  state               text not null default 'scheduled'
                      check (state in ('scheduled', 'delayed', 'landed', 'cancelled', 'diverted')),
  diverted_to         text,
  updated_at          timestamptz not null default now(),
  primary key (flight_number, arrival_date)
);

alter table bookings
  -- a retimed pickup moved by more than an hour: the driver confirms by then, else the ride returns to the board
  add column reconfirm_by          timestamptz,
  -- the admins were alerted that the driver had not set off 60 minutes before pickup (once per ride)
  add column late_start_alerted_at timestamptz,
  -- the punctuality guarantee was applied (once per ride)
  add column guarantee_applied_at  timestamptz;

-- The driver's last shared position, kept only while the ride is en route or arrived (deleted after).
create table ride_positions (
  booking_id   bigint primary key references bookings (id) on delete cascade,
  lat          double precision not null check (lat between -90 and 90),
  lng          double precision not null check (lng between -180 and 180),
  accuracy_m   real check (accuracy_m >= 0),
  at           timestamptz not null
);
