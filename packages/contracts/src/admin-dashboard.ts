import { z } from 'zod';
import { parisDateSchema } from './dates';

/**
 * The /admin dashboard (issue [F] 3): what happened in the last days and what waits for an admin.
 * Money in integer cents, days are Paris calendar days (YYYY-MM-DD).
 *
 * - bookings: bookings made (created) that day and confirmed (still or later cancelled); unpaid card
 *   checkouts (pending or expired) are not bookings yet.
 * - revenue: on those bookings, card payments received (paid) plus cash recorded on completed
 *   pay-the-driver rides, minus what was refunded on them (pending and succeeded refunds), whenever refunded.
 * - refunds: refunds issued (pending or succeeded) that day, whatever the booking's day.
 */
export const DASHBOARD_CHART_DAYS = [30, 90] as const;

const parisDate = parisDateSchema;

export const dashboardPeriodSchema = z.object({
  bookings: z.number().int(),
  revenueCents: z.number().int(),
  refunds: z.number().int(),
  refundedCents: z.number().int(),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const dashboardDaySchema = z.object({ date: parisDate, bookings: z.number().int(), revenueCents: z.number().int() });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const adminDashboardSchema = z.object({
  /** Today (Paris), and the last 7 and 30 Paris days, today included. */
  today: dashboardPeriodSchema,
  last7: dashboardPeriodSchema,
  last30: dashboardPeriodSchema,
  /** Confirmed rides without a driver picking up in the next 24 hours. */
  unassignedNext24h: z.number().int(),
  /** Driver and partner applications waiting for a decision. */
  pendingSignups: z.object({ drivers: z.number().int(), partners: z.number().int() }),
  /** One entry per Paris day, oldest first, the last one today (days without bookings included, at zero). */
  series: z.array(dashboardDaySchema),
  now: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const getAdminDashboard = {
  name: 'getAdminDashboard',
  input: z.object({ days: z.union([z.literal(30), z.literal(90)]).default(30) }).strict(),
  output: adminDashboardSchema,
} as const;
