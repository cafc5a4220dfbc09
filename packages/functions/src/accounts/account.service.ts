import type { z } from 'zod';
import type { Account, ApplicationSummary, submitApplicationInput, updateProfileInput, changePasswordInput } from '@rides/contracts/account';
import type { Caller } from '../http/callable';
import { listRoles } from '../roles/roles.repo';
import { takeAttempt, forgetAttempt } from '../auth/attempts.repo';
import type { PasswordChecker } from '../auth/password-check';
import { endSessions, sessionBoundary } from '../auth/sessions.repo';
import { SIGN_IN_LIMIT } from '@rides/domain/bot';
import { ensureUser, readAccount, saveProfile, listApplications } from './accounts.repo';
import { insertApplication } from './applications.repo';
import { refuse } from '../http/refuse';
import type { AccountDeps } from './sign-up.service';

export const getAccount = (deps: AccountDeps, caller: Caller): Promise<Account> => readAccount(deps.db, caller.uid);

export async function updateAccount(deps: AccountDeps, caller: Caller, input: z.output<typeof updateProfileInput>): Promise<Account> {
  await saveProfile(deps.db, { id: caller.uid, email: caller.email }, input);
  return readAccount(deps.db, caller.uid);
}

/**
 * A signed-in person applies to drive or to partner. Someone who already holds the role, or already
 * has an application of that kind waiting, is told so and nothing changes.
 */
export async function applyFor(deps: AccountDeps, caller: Caller, input: z.output<typeof submitApplicationInput>): Promise<ApplicationSummary> {
  const roles = await listRoles(deps.db, caller.uid);
  if (roles.includes(input.kind)) throw refuse('failed-precondition', 'already-has-role');
  const stored = await deps.db.transaction().execute(async (trx) => {
    await ensureUser(trx, { id: caller.uid, email: caller.email });
    return insertApplication(trx, caller.uid, input);
  });
  if (!stored) throw refuse('already-exists', 'already-applied');
  const mine = await listApplications(deps.db, caller.uid);
  return mine.find((a) => a.kind === input.kind && a.status === 'pending')!;
}

/**
 * Changes the password after checking the current one. Wrong guesses count against the same limit
 * as sign-in (5 per 5 minutes per e-mail), so a stolen session cannot be used to guess the password.
 * Then every session of the account ends, as on sign-out (auth/end-session.callable.ts): Firebase
 * revokes the refresh tokens on a password change, and `users.sessions_valid_after` makes every
 * callable refuse ID tokens of earlier sign-ins (http/callable.ts, refuseEndedSession), which Firebase
 * alone would accept until they expire. The caller continues on the fresh custom token returned here:
 * the browser exchanges it at once (shell/src/account/change-password-form.tsx), and that sign-in,
 * being later, is accepted.
 */
export async function changeAccountPassword(
  deps: AccountDeps & { passwords: PasswordChecker; mint: (uid: string, remember: boolean) => Promise<string> },
  caller: Caller,
  input: z.output<typeof changePasswordInput>,
  sourceIp: string | null,
): Promise<{ token: string }> {
  const email = caller.email ?? '';
  const now = deps.now?.() ?? new Date();
  const attempt = await takeAttempt(deps.db, email, sourceIp, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs, now);
  if (!attempt.allowed) throw refuse('resource-exhausted', 'rate-limited', { retryAfterMs: attempt.retryAfterMs });
  const check = await deps.passwords.check(email, input.currentPassword);
  if (!check.ok || check.uid !== caller.uid) throw refuse('permission-denied', 'wrong-password');
  await forgetAttempt(deps.db, attempt.id!);
  await deps.identity.setPassword(caller.uid, input.newPassword);
  // Read the clock after the password is set, so a sign-in with the old one just before is ended too.
  // Should this fail, the person retries with the new password as the current one.
  const changedAt = deps.now?.() ?? new Date();
  await ensureUser(deps.db, { id: caller.uid, email: caller.email });
  await endSessions(deps.db, caller.uid, sessionBoundary(changedAt));
  return { token: await deps.mint(caller.uid, caller.remember) };
}
