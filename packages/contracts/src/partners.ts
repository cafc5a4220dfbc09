import { z } from 'zod';
import { bookingStatusSchema } from './bookings';
import { rideStatusSchema } from './ride-view';
import { monthSchema } from './dates';

/**
 * Partners (issue [F]): hotels and agencies who refer bookings through `/p/{slug}` or book for their
 * guests, and earn a commission on each (rules: `@rides/domain/partner-commission`). A partner sees
 * only their own bookings, and never a traveller's phone or e-mail.
 */
export const COMMISSION_STATUSES = ['pending', 'confirmed', 'paid', 'reversed'] as const;
export const commissionStatusSchema = z.enum(COMMISSION_STATUSES);
export const PAYOUT_STATUSES = ['open', 'approved', 'paid'] as const;
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);

/** A referral link's name: 2 to 60 lower-case letters, digits and inner hyphens (what /p/{slug} records). */
export const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,58}[a-z0-9]$/);
const partnerIdSchema = z.string().min(1).max(128);
const rateSchema = z.number().int().min(0).max(5000);

export const partnerSchema = z.object({
  id: partnerIdSchema,
  slug: slugSchema,
  companyName: z.string(),
  /** Basis points: 1000 = 10 %. */
  commissionBp: rateSchema,
});
export type Partner = z.infer<typeof partnerSchema>;

const totals = {
  bookings: z.number().int(),
  commissionableCents: z.number().int(),
  commissionCents: z.number().int(),
};

/** One month of a partner's commissions. Amounts count every booking not reversed; `pendingCents` is the part not yet confirmed. */
export const partnerMonthSchema = z.object({
  month: monthSchema,
  ...totals,
  pendingCents: z.number().int(),
  status: payoutStatusSchema,
  paymentReference: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PartnerMonth = z.infer<typeof partnerMonthSchema>;

export const getPartnerDashboard = {
  name: 'getPartnerDashboard',
  input: z.object({}).strict(),
  output: z.object({ partner: partnerSchema, months: z.array(partnerMonthSchema) }),
} as const;

/** A referred booking as its partner sees it: the guest's first name and initial, no contact details. */
export const partnerBookingSchema = z.object({
  reference: z.string(),
  pickupAt: z.string(),
  fromName: z.string(),
  toName: z.string(),
  guest: z.string(),
  status: bookingStatusSchema,
  rideStatus: rideStatusSchema,
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  commissionBp: rateSchema,
  commissionableCents: z.number().int(),
  commissionCents: z.number().int(),
  commissionStatus: commissionStatusSchema,
});
export type PartnerBooking = z.infer<typeof partnerBookingSchema>;

export const listPartnerBookings = {
  name: 'listPartnerBookings',
  input: z.object({ month: monthSchema, after: z.string().max(200).nullable().default(null), limit: z.number().int().min(1).max(100).default(50) }).strict(),
  output: z.object({ rows: z.array(partnerBookingSchema), next: z.string().nullable() }),
} as const;

/** The partner's statement of one month, as CSV text or a PDF in base64. */
export const getPartnerStatement = {
  name: 'getPartnerStatement',
  input: z.object({ month: monthSchema, format: z.enum(['csv', 'pdf']), language: z.enum(['en', 'fr', 'it', 'es', 'zh']).default('en') }).strict(),
  output: z.object({ filename: z.string(), contentType: z.string(), text: z.string().nullable(), base64: z.string().nullable() }),
} as const;

// ---------------------------------------------------------------- admin

export const partnerCommissionRowSchema = z.object({
  partner: partnerSchema,
  ...partnerMonthSchema.shape,
});
export type PartnerCommissionRow = z.infer<typeof partnerCommissionRowSchema>;

export const listPartnerCommissions = {
  name: 'listPartnerCommissions',
  input: z.object({ from: monthSchema, to: monthSchema, partnerId: partnerIdSchema.optional() }).strict(),
  output: z.object({ rows: z.array(partnerCommissionRowSchema), partners: z.array(partnerSchema) }),
} as const;

export const exportPartnerCommissions = {
  name: 'exportPartnerCommissions',
  input: listPartnerCommissions.input,
  output: z.object({ csv: z.string(), rows: z.number().int() }),
} as const;

/** Approve a finished month (its amounts are frozen), then mark it paid with the transfer's reference. */
export const setPartnerPayout = {
  name: 'setPartnerPayout',
  input: z.discriminatedUnion('status', [
    z.object({ partnerId: partnerIdSchema, month: monthSchema, status: z.literal('approved') }).strict(),
    z.object({ partnerId: partnerIdSchema, month: monthSchema, status: z.literal('paid'), paymentReference: z.string().trim().min(3).max(80) }).strict(),
  ]),
  output: partnerCommissionRowSchema,
} as const;

/** Change a partner's slug (old links keep working) or rate (new bookings only). */
export const updatePartner = {
  name: 'updatePartner',
  input: z.object({ partnerId: partnerIdSchema, slug: slugSchema.optional(), commissionBp: rateSchema.optional() }).strict(),
  output: partnerSchema,
} as const;

/** Why a partner call was refused, in HttpsError details.reason. */
export type PartnerRefusal = 'slug-taken' | 'month-not-over' | 'commissions-pending' | 'payout-not-approved' | 'payout-already';
