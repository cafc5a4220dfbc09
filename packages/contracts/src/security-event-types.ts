/** SPEC 7: the only event types the backend stores (and role_switched, issue [N] 7). Free of zod, so the shell can use them up front. */
export const SECURITY_EVENT_TYPES = [
  'user_login',
  'user_logout',
  'rate_limit_exceeded',
  'bot_detected',
  'unauthorized_role_access',
  'context_menu_blocked',
  'devtools_access_blocked',
  'security_init_failed',
  // Issue [N] 7: a person with several roles chose to act as another (details: from, to).
  'role_switched',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/**
 * What a signed-out browser may report: only what it can observe itself. Sign-in and sign-out are
 * facts of an account, and rate-limit and bot refusals are recorded by the server that refused.
 */
export const ANONYMOUS_EVENT_TYPES: readonly SecurityEventType[] = ['context_menu_blocked', 'devtools_access_blocked', 'security_init_failed'];
