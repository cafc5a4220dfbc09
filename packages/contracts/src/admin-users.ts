import { z } from 'zod';
import { roleSchema } from './roles';
import { languageSchema } from './languages';
import { bookingStatusSchema } from './bookings';
import { rideStatusSchema } from './ride-view';
import { securityEventTypeSchema } from './security-events';

/**
 * /admin/users and /admin/users/{id} (issue [F] item 4): find an account, read it with its bookings
 * and security events, change its roles (mirrored into the `roles` claim), disable or enable it.
 * Admin only, checked on the server.
 */

/** A Firebase Auth uid (at most 128 characters). */
export const userIdSchema = z.string().min(1).max(128);

/** Every account holds `user` (it can always book as a customer); the server keeps it in every role set. */
export const BASE_ROLE = 'user' as const;

export const userRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Role ascending. */
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userFiltersSchema = z
  .object({
    /** An e-mail (its start), a phone number (its start, in any format) or the start of words of a name. */
    q: z.string().trim().max(120).optional(),
    role: roleSchema.optional(),
  })
  .strict();
export type UserFilters = z.infer<typeof userFiltersSchema>;

/** Newest accounts first; `after` is the opaque cursor of the previous page (keyset, never OFFSET). */
export const listUsers = {
  name: 'listUsers',
  input: z
    .object({ filters: userFiltersSchema.default({}), after: z.string().max(300).nullable().default(null), limit: z.number().int().min(1).max(100).default(50) })
    .strict(),
  output: z.object({ rows: z.array(userRowSchema), next: z.string().nullable() }),
} as const;

export const userDetailSchema = userRowSchema.extend({
  language: languageSchema.nullable(),
  disabledAt: z.string().nullable(),
  disabledBy: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** A booking of the account (made signed in, or under its e-mail): what My Bookings shows its owner. */
export const userBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  rideStatus: rideStatusSchema,
  pickupAt: z.string(),
  fromName: z.string(),
  toName: z.string(),
  totalCents: z.number().int(),
});
export type UserBooking = z.infer<typeof userBookingSchema>;

export const userSecurityEventSchema = z.object({
  id: z.string(),
  eventType: securityEventTypeSchema,
  identifier: z.string(),
  pageUrl: z.string(),
  createdAt: z.string(),
});
export type UserSecurityEvent = z.infer<typeof userSecurityEventSchema>;

/** At most this many of the account's bookings (latest pickup first) and security events (newest first). */
export const USER_BOOKINGS_SHOWN = 50;
export const USER_EVENTS_SHOWN = 50;

export const userPageSchema = z.object({
  user: userDetailSchema,
  bookings: z.array(userBookingSchema),
  /** True when the account has more bookings than shown (All requests lists them by its e-mail). */
  moreBookings: z.boolean(),
  securityEvents: z.array(userSecurityEventSchema),
});
export type UserPage = z.infer<typeof userPageSchema>;

export const getUserDetail = {
  name: 'getUserDetail',
  input: z.object({ userId: userIdSchema }).strict(),
  output: userPageSchema,
} as const;

/**
 * The account's roles, as a whole set (`user` is kept whatever is sent). Removing a role also ends the
 * account's sessions: its token's claim would grant the role until it expires.
 */
export const setUserRoles = {
  name: 'setUserRoles',
  input: z
    .object({
      userId: userIdSchema,
      roles: z
        .array(roleSchema)
        .max(4)
        .refine((r) => new Set(r).size === r.length, { message: 'duplicate-role' }),
    })
    .strict(),
  output: userDetailSchema,
} as const;

/** Disable (Firebase Auth disabled, sessions revoked, existing tokens refused at once) or enable again. */
export const setUserDisabled = {
  name: 'setUserDisabled',
  input: z.object({ userId: userIdSchema, disabled: z.boolean() }).strict(),
  output: userDetailSchema,
} as const;

/**
 * Why a change was refused (details.reason): it would leave no enabled admin (`last-admin`), or an
 * admin tried to disable their own account (`self-disable`).
 */
export type UserAdminRefusal = 'last-admin' | 'self-disable';
