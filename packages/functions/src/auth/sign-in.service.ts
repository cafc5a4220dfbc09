import type { z } from 'zod';
import type { signInInput } from '@rides/contracts/sign-in';
import { SIGN_IN_LIMIT } from '@rides/domain/bot';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import type { RequestFacts } from '../http/request-facts';
import { limitRefusal, refusalRecorder, refuseBots } from '../security/refusals';
import { forgetAttempt, takeAttempt } from './attempts.repo';
import type { PasswordChecker } from './password-check';
import { DEFAULT_LANGUAGE } from '@rides/contracts/languages';
import type { Identity } from '../accounts/identity';
import { readAccount } from '../accounts/accounts.repo';
import { sendVerificationPaced } from '../accounts/verification';

export interface SignInDeps {
  db: Db;
  passwords: PasswordChecker;
  mint: (uid: string, remember: boolean) => Promise<string>;
  /** Re-sends the verification e-mail when an unverified account signs in with the right password. */
  identity?: Identity;
  now?: () => Date;
}

/**
 * Sign-in on the server (issue B): bot check, then the rate limit per normalised e-mail (SPEC 9: 5
 * failed attempts per 300000 ms, whatever the address), then the password, then a verified e-mail. Refusals
 * for bots and the rate limit are recorded as security events here, where they are decided.
 */
export async function signInWithPassword(deps: SignInDeps, input: z.output<typeof signInInput>, req: RequestFacts): Promise<{ token: string }> {
  const record = refusalRecorder(deps.db, input.email, req);
  await refuseBots(record, input.proof);
  const now = deps.now?.() ?? new Date();
  const attempt = await takeAttempt(deps.db, input.email, req.sourceIp, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs, now);
  if (!attempt.allowed) throw await limitRefusal(record, attempt.retryAfterMs);
  const check = await deps.passwords.check(input.email, input.password);
  if (!check.ok) throw refuse(check.reason === 'user-disabled' ? 'permission-denied' : 'unauthenticated', check.reason);
  // The slot was held while the password was checked (so concurrent guesses cannot overrun the limit);
  // a right password gives it back: people who sign in often are never limited, guessers are.
  await forgetAttempt(deps.db, attempt.id!);
  if (!check.emailVerified) {
    if (deps.identity) {
      const language = (await readAccount(deps.db, check.uid)).language ?? DEFAULT_LANGUAGE;
      await sendVerificationPaced(deps.db, deps.identity, check.uid, language, now);
    }
    throw refuse('failed-precondition', 'email-not-verified');
  }
  return { token: await deps.mint(check.uid, input.remember) };
}
