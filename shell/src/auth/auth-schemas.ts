import { MIN_PASSWORD_LENGTH } from '@rides/contracts/password';
import { z } from 'zod';

/**
 * The checks of the sign-in screen's forms (sign-in, forgot password, reset password), loaded when
 * one of them is first sent (`useLazyContractForm`): zod stays off /auth's first load.
 */

/**
 * Sign-in: both filled (one message for both, SPEC 8). The rest is the server's: a wrong pair is
 * refused as such, with a suggestion for a mistyped e-mail and the help.
 */
export const signInForm = z.object({
  email: z.string().refine((v) => v.trim() !== ''),
  password: z.string().min(1),
  remember: z.boolean(),
  /** The honeypot (SPEC 5): filled only by bots. */
  honeypot: z.string(),
});
export type SignInValues = z.output<typeof signInForm>;

/** Forgot password: an e-mail is typed (whether it has an account is never said). */
export const forgotForm = z.object({ email: z.string().refine((v) => v.trim() !== '') });
export type ForgotValues = z.output<typeof forgotForm>;

/** Reset: the new password, long enough, typed twice alike. One message at a time: the two are compared once the first is long enough. */
export const resetForm = z
  .object({ password: z.string().min(MIN_PASSWORD_LENGTH, 'tooShort'), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch', when: ({ issues }) => issues.length === 0 });
export type ResetValues = z.output<typeof resetForm>;
