-- Signed-out security events (issue B): where they came from, so each source can be rate-limited.
alter table security_events add column source_ip text;
create index security_events_source_idx on security_events (source_ip, created_at desc) where user_id is null;
