import { z } from 'zod';
import { botProofSchema } from './sign-in';
import { languageSchema } from './languages';
import { phoneSchema } from './phone';
import { vehicleSchema } from './pricing';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';

export { MIN_PASSWORD_LENGTH };
export const newPasswordSchema = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);

const personName = z.string().trim().min(2).max(120);
const email = z.string().trim().toLowerCase().pipe(z.email().max(320));

/** Languages a driver may declare. English is required: the service promises English-speaking drivers. */
export const DRIVER_LANGUAGES = ['en', 'fr', 'es', 'it', 'de', 'pt', 'zh', 'ar', 'ru', 'ja'] as const;

export const driverApplicationSchema = z
  .object({
    phone: phoneSchema,
    languages: z
      .array(z.enum(DRIVER_LANGUAGES))
      .min(1)
      .max(DRIVER_LANGUAGES.length)
      .refine((l) => l.includes('en'), { message: 'english-required' })
      .refine((l) => new Set(l).size === l.length, { message: 'duplicate' }),
    vehicleType: vehicleSchema,
    vehicleMake: z.string().trim().min(2).max(40),
    vehicleModel: z.string().trim().min(1).max(40),
    /** Letters and digits with optional spaces or hyphens, stored upper-case (French plates: AB-123-CD). */
    plate: z.string().trim().toUpperCase().regex(/^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])$/),
    /** A driving licence number: 6 to 20 letters and digits (French licences have 12). */
    licenceNumber: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{6,20}$/),
  })
  .strict();
export type DriverApplication = z.input<typeof driverApplicationSchema>;

export const partnerApplicationSchema = z
  .object({
    companyName: z.string().trim().min(2).max(120),
    /** The contact person is the account holder; this is the number to reach them on. */
    contactPhone: phoneSchema,
    /** Optional: a small agency may have none. */
    website: z
      .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(200)])
      .optional()
      .transform((w) => w || null),
    expectedMonthlyBookings: z.number().int().min(1).max(10_000),
  })
  .strict();
export type PartnerApplication = z.input<typeof partnerApplicationSchema>;

const accountFields = {
  email,
  password: newPasswordSchema,
  fullName: personName,
  /** The language e-mails are written in; the sign-up form sends the interface language. */
  language: languageSchema,
  proof: botProofSchema,
};

/** SPEC 2 sign-up: a customer account, or an account with a driver or partner application. */
export const signUpInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('customer'), ...accountFields }).strict(),
  z.object({ kind: z.literal('driver'), ...accountFields, application: driverApplicationSchema }).strict(),
  z.object({ kind: z.literal('partner'), ...accountFields, application: partnerApplicationSchema }).strict(),
]);
export type SignUpInput = z.input<typeof signUpInput>;
export const signUpOutput = z.object({ verificationSent: z.boolean() });
export const signUp = { name: 'signUp', input: signUpInput, output: signUpOutput } as const;

/** A signed-in person (role user) applying to drive or to partner. */
export const submitApplicationInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('driver'), application: driverApplicationSchema }).strict(),
  z.object({ kind: z.literal('partner'), application: partnerApplicationSchema }).strict(),
]);
export type SubmitApplicationInput = z.input<typeof submitApplicationInput>;

export const APPLICATION_KINDS = ['driver', 'partner'] as const;
export const applicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const applicationSummarySchema = z.object({
  kind: z.enum(APPLICATION_KINDS),
  status: applicationStatusSchema,
  submittedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const submitApplication = {
  name: 'submitApplication',
  input: submitApplicationInput,
  output: applicationSummarySchema,
} as const;

export const accountSchema = z.object({
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  language: languageSchema.nullable(),
  applications: z.array(applicationSummarySchema),
});
export type Account = z.infer<typeof accountSchema>;

export const getMyAccount = { name: 'getMyAccount', input: z.object({}).strict(), output: accountSchema } as const;

export const updateProfileInput = z
  .object({
    fullName: personName,
    /** Empty clears the number. */
    phone: z.union([z.literal(''), phoneSchema]).transform((p) => p || null),
    language: languageSchema,
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export const updateProfile = { name: 'updateProfile', input: updateProfileInput, output: accountSchema } as const;

export const changePasswordInput = z
  .object({ currentPassword: z.string().min(1).max(1024), newPassword: newPasswordSchema })
  .strict()
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: 'same-as-current' });
/** A fresh custom token: changing the password ends the account's other sessions, this one carries on. */
export const changePassword = { name: 'changePassword', input: changePasswordInput, output: z.object({ token: z.string().min(1) }) } as const;

/** Why an account call was refused, in HttpsError details.reason. */
export type AccountRefusal = 'email-taken' | 'already-applied' | 'already-has-role' | 'wrong-password' | 'bot' | 'rate-limited';
