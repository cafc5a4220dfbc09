-- Issue [N] 7: a person with several roles switching the role they act as is a security event.
alter table security_events drop constraint security_events_event_type_check;
alter table security_events add constraint security_events_event_type_check check (event_type in (
  'user_login', 'user_logout', 'rate_limit_exceeded', 'bot_detected',
  'unauthorized_role_access', 'context_menu_blocked', 'devtools_access_blocked',
  'security_init_failed', 'role_switched'));
