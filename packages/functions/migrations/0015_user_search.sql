-- 0015 (issue [F] item 4): /admin/users. Accounts an admin has disabled, and the indexes behind the
-- users list (newest first, keyset) and its search box (e-mail prefix, phone digits, name words).

-- Disabled by an admin: Firebase Auth refuses the account's sign-ins and refreshes, and its existing
-- ID tokens are refused through sessions_valid_after; this row is what the admin screens read.
alter table users
  add column disabled_at timestamptz,
  add column disabled_by text references users (id) on delete set null,
  -- The phone's digits (E.164 without '+'), for a prefix match of what an admin types.
  add column phone_digits text generated always as (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) stored,
  -- The name's words, for word-prefix search (as bookings.search_names).
  add column search_names tsvector generated always as (to_tsvector('simple', coalesce(full_name, ''))) stored;

-- The list: newest accounts first, pages after a (created_at, id) cursor.
create index users_created_idx on users (created_at desc, id desc);
-- E-mail prefix (lower(email) like 'ada.l%'): the unique index on lower(email) cannot serve LIKE
-- outside the C collation, text_pattern_ops can.
create index users_email_prefix_idx on users (lower(email) text_pattern_ops);
create index users_phone_digits_idx on users (phone_digits text_pattern_ops);
create index users_search_names_idx on users using gin (search_names);
-- The last-admin guard counts enabled admins; user_roles_role_idx (role, user_id) finds them.
