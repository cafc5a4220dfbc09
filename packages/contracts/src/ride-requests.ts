import { z } from 'zod';
import { partySchema } from './pricing';
import { placeSchema } from './places';
import { rideActionSchema, rideEventSchema, rideStatusSchema } from './ride-view';
import { bookingChangeViewSchema, bookingStatusSchema, bookingViewSchema, paymentMethodSchema, paymentStatusSchema } from './bookings';
import { sentMessageSchema } from './messaging';
import { rideIdSchema } from './rides';

/** All requests (admin): every booking with its ride, filtered and paged, its CSV export and one request's detail. */

/** A calendar day (Paris), checked as a real date: 2026-02-30 is refused, not turned into an invalid instant. */
const parisDate = z.iso.date();

export const requestFiltersSchema = z
  .object({
    status: z.union([bookingStatusSchema, rideStatusSchema]).optional(),
    /** Paris dates, inclusive. */
    pickupFrom: parisDate.optional(),
    pickupTo: parisDate.optional(),
    payment: paymentStatusSchema.optional(),
    driverId: z.string().min(1).max(128).optional(),
    partnerSlug: z.string().max(60).optional(),
    /** Reference, e-mail, name or phone (of the booker or the traveller). */
    q: z.string().trim().max(120).optional(),
  })
  .strict();
export type RequestFilters = z.infer<typeof requestFiltersSchema>;

export const requestRowSchema = z.object({
  id: rideIdSchema,
  reference: z.string(),
  status: bookingStatusSchema,
  rideStatus: rideStatusSchema,
  payment: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  pickupAt: z.string(),
  fromName: z.string(),
  toName: z.string(),
  bookerName: z.string(),
  bookerEmail: z.string(),
  bookerPhone: z.string(),
  travellerName: z.string().nullable(),
  totalCents: z.number().int(),
  driverName: z.string().nullable(),
  partnerSlug: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestRow = z.infer<typeof requestRowSchema>;

/** Newest pickup first; `after` is the opaque cursor of the previous page (keyset, never OFFSET). */
export const listAllRequests = {
  name: 'listAllRequests',
  input: z.object({ filters: requestFiltersSchema.default({}), after: z.string().max(200).nullable().default(null), limit: z.number().int().min(1).max(100).default(50) }).strict(),
  output: z.object({ rows: z.array(requestRowSchema), next: z.string().nullable() }),
} as const;

/** At most this many rows in one CSV export (narrow the filters for more). */
export const CSV_EXPORT_MAX_ROWS = 10_000;
export const exportAllRequests = {
  name: 'exportAllRequests',
  input: z.object({ filters: requestFiltersSchema.default({}) }).strict(),
  output: z.object({ csv: z.string(), rows: z.number().int(), truncated: z.boolean() }),
} as const;

export const paymentRecordSchema = z.object({
  provider: z.string(),
  status: z.enum(['open', 'paid', 'expired', 'failed']),
  amountCents: z.number().int(),
  createdAt: z.string(),
});

export const requestDetailSchema = z.object({
  row: requestRowSchema,
  from: placeSchema,
  to: placeSchema,
  party: partySchema,
  flightNumber: z.string().nullable(),
  traveller: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  notes: z.string().nullable(),
  driver: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  cashCollectedCents: z.number().int().nullable(),
  events: z.array(rideEventSchema),
  payments: z.array(paymentRecordSchema),
  messages: z.array(sentMessageSchema),
  allowedActions: z.array(rideActionSchema),
  /** Issue [E]: the booking as its booker sees it (same display components), and its full change history (internal reasons included). */
  booking: bookingViewSchema,
  changes: z.array(bookingChangeViewSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const getRequestDetail = {
  name: 'getRequestDetail',
  input: z.object({ rideId: rideIdSchema }).strict(),
  output: requestDetailSchema,
} as const;
