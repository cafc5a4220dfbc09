-- 0017 (issue [G] 2): reviews written by bookers after a completed ride, shown once an admin approves them.

-- One review per booking: the unique booking_id is what makes the review link usable once (a second
-- submit hits it). The author is written as shown ("Anna S.") when the review is made, so a later change
-- of the booking's name does not change a published review; the language is the booking's.
create table reviews (
  id          bigint generated always as identity primary key,
  booking_id  bigint not null unique references bookings (id) on delete cascade,
  rating      smallint not null check (rating between 1 and 5),
  comment     text not null default '' check (char_length(comment) <= 1000),
  author      text not null,
  language    text not null check (language in ('en', 'fr', 'it', 'es', 'zh')),
  status      text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at  timestamptz not null default now(),
  decided_at  timestamptz,
  decided_by  text references users (id) on delete set null,
  check ((status = 'pending') = (decided_at is null))
);

-- The home page's summary (count, average, latest six) reads only approved reviews: count and average
-- from this index alone (rating included), the latest six in its order.
create index reviews_approved_idx on reviews (created_at desc, id desc) include (rating) where status = 'approved';
-- The moderation list: pending reviews, oldest first.
create index reviews_pending_idx on reviews (created_at, id) where status = 'pending';
