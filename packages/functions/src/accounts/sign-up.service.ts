import type { z } from 'zod';
import type { signUpInput } from '@rides/contracts/account';
import { SIGN_UP_LIMIT } from '@rides/domain/bot';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import type { ClaimsStore } from '../roles/claims';
import { replaceRoles } from '../roles/roles.repo';
import { limitRefusal, refusalRecorder, refuseBots } from '../security/refusals';
import { addressKey, takeAttempt } from '../auth/attempts.repo';
import type { RequestFacts } from '../http/request-facts';
import type { Identity } from './identity';
import { saveProfile } from './accounts.repo';
import { insertApplication } from './applications.repo';
import { sendVerificationPaced } from './verification';

export interface AccountDeps {
  db: Db;
  identity: Identity;
  claims: ClaimsStore;
  now?: () => Date;
}

type SignUp = z.output<typeof signUpInput>;

const phoneOf = (input: SignUp): string | null =>
  input.kind === 'driver' ? input.application.phone : input.kind === 'partner' ? input.application.contactPhone : null;

/**
 * SPEC 2 sign-up. Bots and more than 20 sign-ups an hour from one address are refused and recorded.
 * The account is created with role user (a driver or partner application waits for an admin), its
 * profile and application are stored in one transaction, and the verification e-mail goes out.
 * If storing fails, the new Firebase account is removed again, so the person can simply retry.
 */
export async function signUp(deps: AccountDeps, input: SignUp, req: RequestFacts): Promise<{ verificationSent: boolean }> {
  const record = refusalRecorder(deps.db, input.email, req, 'sign-up');
  await refuseBots(record, input.proof);
  const now = deps.now?.() ?? new Date();
  const attempt = await takeAttempt(deps.db, `sign-up:${addressKey(req.sourceIp)}`, req.sourceIp, SIGN_UP_LIMIT.attempts, SIGN_UP_LIMIT.windowMs, now);
  if (!attempt.allowed) throw await limitRefusal(record, attempt.retryAfterMs);

  const uid = await deps.identity.create({ email: input.email, password: input.password, fullName: input.fullName });
  if (!uid) throw refuse('already-exists', 'email-taken');
  try {
    await deps.db.transaction().execute(async (trx) => {
      await saveProfile(trx, { id: uid, email: input.email }, { fullName: input.fullName, phone: phoneOf(input), language: input.language });
      await replaceRoles(trx, uid, ['user']);
      if (input.kind !== 'customer') await insertApplication(trx, uid, input);
    });
    await deps.claims.setRoles(uid, ['user']);
  } catch (e) {
    await deps.identity.remove(uid).catch(() => undefined);
    throw e;
  }
  return { verificationSent: await sendVerificationPaced(deps.db, deps.identity, uid, input.language, now) };
}
