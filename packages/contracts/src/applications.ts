import { z } from 'zod';
import { APPLICATION_KINDS, DRIVER_LANGUAGES, applicationStatusSchema } from './account';
import { vehicleSchema } from './pricing';

/** Admin: pending sign-ups and driver approvals (SPEC 1, 6: admin-only). */
export const applicationKindSchema = z.enum(APPLICATION_KINDS);

const applicant = z.object({ userId: z.string(), email: z.string().nullable(), fullName: z.string().nullable() });

export const driverApplicationViewSchema = z.object({
  kind: z.literal('driver'),
  id: z.string(),
  status: applicationStatusSchema,
  submittedAt: z.string(),
  applicant,
  phone: z.string(),
  languages: z.array(z.enum(DRIVER_LANGUAGES)),
  vehicleType: vehicleSchema,
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  plate: z.string(),
  licenceNumber: z.string(),
});

export const partnerApplicationViewSchema = z.object({
  kind: z.literal('partner'),
  id: z.string(),
  status: applicationStatusSchema,
  submittedAt: z.string(),
  applicant,
  companyName: z.string(),
  contactPhone: z.string(),
  website: z.string().nullable(),
  expectedMonthlyBookings: z.number().int(),
});

export const applicationViewSchema = z.discriminatedUnion('kind', [driverApplicationViewSchema, partnerApplicationViewSchema]);
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const listApplications = {
  name: 'listApplications',
  input: z.object({ kind: applicationKindSchema.optional(), status: applicationStatusSchema.default('pending') }).strict(),
  output: z.object({ applications: z.array(applicationViewSchema) }),
} as const;

export const decideApplication = {
  name: 'decideApplication',
  input: z.object({ kind: applicationKindSchema, id: z.string().regex(/^\d{1,18}$/), decision: z.enum(['approve', 'reject']) }).strict(),
  output: applicationViewSchema,
} as const;

/** Why a decision was refused, in HttpsError details.reason. */
export type DecisionRefusal = 'already-decided';
