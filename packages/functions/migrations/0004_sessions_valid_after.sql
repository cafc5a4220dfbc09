-- Sign-out ends every session of the account on the server too (issue B): tokens from sign-ins
-- before this moment are refused, whatever their expiry says.
alter table users add column sessions_valid_after timestamptz;
