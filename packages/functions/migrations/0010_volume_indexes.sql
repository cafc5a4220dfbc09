-- Indexes found missing by `pnpm bench:db` (scripts/db/bench-db.ts: 100k bookings, 50k users, 2k drivers).

-- The assignment board's candidate drivers (rides/board.repo.ts candidateRows) ask, for every driver,
-- whether another ride's busy window overlaps the ride's. Postgres answers that EXISTS once for all
-- drivers (a hashed subplan over the rides overlapping the window), which the exclusion constraint's
-- index cannot serve (it is partial on driver_id is not null and led by driver_id): without this index
-- every board view read the whole bookings table (65 ms at 100k bookings). Only rides holding a driver
-- have a window, so the index stays small.
create index bookings_busy_idx on bookings using gist (busy) where busy is not null;

-- Every person has role `user`; the drivers are a few percent of user_roles: list them by index
-- (candidate drivers, the drivers' broadcast) instead of reading all roles.
create index user_roles_role_idx on user_roles (role, user_id);
