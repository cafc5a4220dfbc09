import { z } from 'zod';
import { languageSchema } from './languages';

/** What the sign-in form observed of the person filling it (SPEC 5 bot detection). */
export const botProofSchema = z
  .object({
    /** The hidden field people never see; bots fill it. */
    honeypot: z.string().max(200),
    /** From the form appearing to its submission. */
    elapsedMs: z.number().int().min(0).max(86_400_000),
    mouseMoves: z.number().int().min(0).max(1_000_000),
    keystrokes: z.number().int().min(0).max(1_000_000),
    touches: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type BotProof = z.infer<typeof botProofSchema>;

export const signInInput = z
  .object({
    email: z.string().trim().toLowerCase().min(3).max(320),
    password: z.string().min(1).max(1024),
    remember: z.boolean(),
    proof: botProofSchema,
  })
  .strict();
export type SignInInput = z.input<typeof signInInput>;

/** A Firebase custom token for this sign-in; it carries the `remember` claim (SPEC 4). */
export const signInOutput = z.object({ token: z.string().min(1) });

export const signIn = { name: 'signIn', input: signInInput, output: signInOutput } as const;

/** Why a sign-in was refused, in HttpsError details.reason: the client words each one. */
export type SignInRefusal = 'bot' | 'rate-limited' | 'invalid-credentials' | 'email-not-verified' | 'user-disabled';

/** Sign-out on the server: revokes the account's refresh tokens and refuses its older ID tokens. */
export const endSession = {
  name: 'endSession',
  input: z.object({}).strict(),
  output: z.object({ ended: z.literal(true) }),
} as const;

/**
 * Forgot password (issue [N] 5): the server e-mails a link to /reset-password on the environment's own
 * host. The answer is the same whether or not the account exists.
 */
export const requestPasswordReset = {
  name: 'requestPasswordReset',
  input: z.object({ email: z.string().trim().toLowerCase().min(3).max(320), lang: languageSchema }).strict(),
  output: z.object({ sent: z.literal(true) }),
} as const;
