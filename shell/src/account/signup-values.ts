import { driverApplicationSchema, partnerApplicationSchema, signUpInput, type SignUpInput, type SubmitApplicationInput } from '@rides/contracts/account';
import type { VEHICLES } from '@rides/contracts/pricing';
import type { BotProof } from '@rides/contracts/sign-in';
import { type ContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';

export type SignUpKind = 'customer' | 'driver' | 'partner';

/** E-mail, password and name: what every new account needs. */
export interface AccountValues {
  email: string;
  password: string;
  fullName: string;
}
const emptyAccount: AccountValues = { email: '', password: '', fullName: '' };

export interface DriverValues {
  phone: string;
  languages: string[];
  vehicleType: (typeof VEHICLES)[number];
  vehicleMake: string;
  vehicleModel: string;
  plate: string;
  licenceNumber: string;
}
const emptyDriver: DriverValues = { phone: '', languages: ['en'], vehicleType: 'sedan', vehicleMake: '', vehicleModel: '', plate: '', licenceNumber: '' };

export interface PartnerValues {
  companyName: string;
  contactPhone: string;
  website: string;
  expectedMonthlyBookings: string;
}
const emptyPartner: PartnerValues = { companyName: '', contactPhone: '', website: '', expectedMonthlyBookings: '' };

/** Every field the sign-up form may show (each kind shows its own), and the honeypot (SPEC 5). */
export type SignUpValues = AccountValues & DriverValues & PartnerValues & { honeypot: string };
export const emptySignUp: SignUpValues = { ...emptyAccount, ...emptyDriver, ...emptyPartner, honeypot: '' };

/** What the check gives back: the e-mail as the server keeps it (trimmed, lower-cased) when there is one. */
export interface SignUpChecked {
  email?: string;
}
export type SignUpForm = ContractForm<SignUpValues, SignUpChecked>;

/** The typed count as the schema expects it: a whole number, anything else stays invalid. */
const countOf = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

const pick = <V extends object, K extends keyof V>(values: V, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, values[k]])) as Pick<V, K>;
const ACCOUNT = Object.keys(emptyAccount) as Array<keyof AccountValues>;
const DRIVER = Object.keys(emptyDriver) as Array<keyof DriverValues>;
const PARTNER = Object.keys(emptyPartner) as Array<keyof PartnerValues>;

/** The account's rules are signUpInput's (any kind's: they are the same). */
const account = signUpInput.options[0].shape;

/**
 * The check before sending: the server's own rules (signUpInput, submitApplicationInput) for the
 * fields this kind shows, field by field, so each message lands on its field. The page's language and
 * the bot proof are not typed: the server checks them.
 */
export function signUpSchema(kind: SignUpKind, signedIn: boolean): z.ZodType<SignUpChecked, SignUpValues> {
  const schema = z.object({
    ...(signedIn ? {} : { email: account.email, password: account.password, fullName: account.fullName }),
    ...(kind === 'driver' ? driverApplicationSchema.shape : {}),
    ...(kind === 'partner' ? { ...partnerApplicationSchema.shape, expectedMonthlyBookings: z.string().transform(countOf).pipe(partnerApplicationSchema.shape.expectedMonthlyBookings) } : {}),
  });
  // The fields of the other kinds are in the form's values, unchecked and not sent.
  return schema as unknown as z.ZodType<SignUpChecked, SignUpValues>;
}

/** What is sent, as typed (the server reads it with the same schema): the account, and this kind's application. */
export function signUpPayload(kind: SignUpKind, signedIn: boolean, values: SignUpValues, language: string, proof: BotProof): SignUpInput | SubmitApplicationInput {
  const application = kind === 'driver' ? pick(values, DRIVER) : kind === 'partner' ? { ...pick(values, PARTNER), expectedMonthlyBookings: countOf(values.expectedMonthlyBookings) } : undefined;
  if (signedIn) return { kind, application } as SubmitApplicationInput;
  return { kind, ...pick(values, ACCOUNT), language, proof, ...(application ? { application } : {}) } as SignUpInput;
}
