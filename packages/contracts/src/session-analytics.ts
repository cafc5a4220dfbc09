import { z } from 'zod';
import { SECURITY_EVENT_TYPES } from './security-event-types';
import { securityEventTypeSchema } from './security-events';
import { daysBetween, parisDateSchema } from './dates';

/**
 * /session-analytics (issue [F] 7): security events and sign-ins over time, for admins. Days are Paris
 * calendar days (YYYY-MM-DD, inclusive). An empty `types` means every type.
 *
 * Sign-ins: a success is a `user_login` event (the shell records it once the session starts); a
 * failure is a sign-in attempt with a wrong password (`sign_in_attempts`, the rate limit's table:
 * right passwords give their slot back); refused is a sign-in turned away before its password was
 * checked (`rate_limit_exceeded` or `bot_detected` recorded by sign-in, not by sign-up). The ratio is
 * successes / (successes + failures + refused), null when there was no attempt. The type filter does
 * not apply to the sign-in figures.
 */
const parisDate = parisDateSchema;

/** How long security events and sign-in attempts are kept (days); the scheduled jobs purge older ones. */
export const SECURITY_EVENTS_RETENTION_DAYS = 180;
export const SIGN_IN_ATTEMPTS_RETENTION_DAYS = 180;
/** The longest range one analytics request may cover (days). */
export const ANALYTICS_MAX_DAYS = 366;

const days = (from: string, to: string) => daysBetween(from, to) + 1;

export const securityEventFiltersSchema = z
  .object({
    from: parisDate.optional(),
    to: parisDate.optional(),
    types: z.array(securityEventTypeSchema).max(SECURITY_EVENT_TYPES.length).default([]),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'errors.range', path: ['to'] });
export type SecurityEventFilters = z.infer<typeof securityEventFiltersSchema>;

export const analyticsInputSchema = z
  .object({
    from: parisDate,
    to: parisDate,
    types: z.array(securityEventTypeSchema).max(SECURITY_EVENT_TYPES.length).default([]),
  })
  .strict()
  .refine((f) => f.from <= f.to, { message: 'errors.range', path: ['to'] })
  .refine((f) => days(f.from, f.to) <= ANALYTICS_MAX_DAYS, { message: 'errors.rangeTooLong', path: ['from'] });
export type AnalyticsInput = z.infer<typeof analyticsInputSchema>;

const count = z.number().int();

export const eventDaySchema = z.object({ date: parisDate, counts: z.partialRecord(securityEventTypeSchema, count) });
export const signInDaySchema = z.object({ date: parisDate, successes: count, failures: count, refused: count });

export const sessionAnalyticsSchema = z.object({
  /** Every day of the range, oldest first; types with no event that day are left out of `counts`. */
  eventsByDay: z.array(eventDaySchema),
  totals: z.partialRecord(securityEventTypeSchema, count),
  signIns: z.object({ successes: count, failures: count, refused: count, successRatio: z.number().min(0).max(1).nullable() }),
  signInsByDay: z.array(signInDaySchema),
  /** Identifiers (e-mails) with the most failed or refused sign-ins in the range, most first (at most 10). */
  topIdentifiers: z.array(z.object({ identifier: z.string(), failures: count, refused: count, lastAt: z.string() })),
});
export type SessionAnalytics = z.infer<typeof sessionAnalyticsSchema>;

export const getSessionAnalytics = {
  name: 'getSessionAnalytics',
  input: analyticsInputSchema,
  output: sessionAnalyticsSchema,
} as const;

export const securityEventRowSchema = z.object({
  id: z.string(),
  type: securityEventTypeSchema,
  identifier: z.string(),
  userId: z.string().nullable(),
  sourceIp: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  userAgent: z.string(),
  pageUrl: z.string(),
  createdAt: z.string(),
});
export type SecurityEventRow = z.infer<typeof securityEventRowSchema>;

/** Newest first; `after` is the opaque cursor of the previous page (keyset, never OFFSET). */
export const listSecurityEvents = {
  name: 'listSecurityEvents',
  input: z
    .object({
      filters: securityEventFiltersSchema.default({ types: [] }),
      after: z.string().max(200).nullable().default(null),
      limit: z.number().int().min(1).max(100).default(50),
    })
    .strict(),
  output: z.object({ rows: z.array(securityEventRowSchema), next: z.string().nullable() }),
} as const;
