-- 0016 (issue [F] 3, 7): the admin dashboard and session analytics.

-- The dashboard reads bookings by the day they were made (the last 30 or 90 Paris days): the index
-- carries every column it sums, so the wide booking rows are not read; its refunds by day are served by
-- 0014's refunds_ledger_idx.
create index bookings_created_idx on bookings (created_at) include (id, status, payment_method, ride_status, cash_collected_cents, refunded_cents);

-- Session analytics filters security events by type and day, and lists them newest first (keyset);
-- the retention job deletes the oldest events and sign-in attempts (0001's created_at index serves
-- the events; the attempts had only an index led by the identifier).
create index security_events_type_idx on security_events (event_type, created_at desc);
create index security_events_keyset_idx on security_events (created_at desc, id desc);
create index sign_in_attempts_attempted_idx on sign_in_attempts (attempted_at);
