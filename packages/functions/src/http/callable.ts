import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { roleSchema, type Role } from '@rides/contracts/roles';
import { config } from '../config';
import { sessionExpired } from '@rides/domain/session';
import { db } from '../db/db';
import { sessionsValidAfter } from '../auth/sessions.repo';

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When this sign-in happened (ms) and whether the person chose remember-me (custom token claim). */
  authTimeMs: number;
  remember: boolean;
  /** Roles from the verified token's `roles` claim (mirrored from user_roles). */
  roles: Role[];
}

/** Who may call: anyone, any signed-in caller, or callers holding one of the roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

export interface Operation<I extends z.ZodType, O extends z.ZodType> {
  name: string;
  input: I;
  output: O;
}

export interface Context {
  caller: Caller | null;
  rawRequest: CallableRequest['rawRequest'];
}

export function callerFrom(request: Pick<CallableRequest, 'auth'>): Caller | null {
  if (!request.auth) return null;
  const token = request.auth.token as typeof request.auth.token & { roles?: unknown; remember?: unknown };
  const roles = Array.isArray(token.roles) ? token.roles.filter((r): r is Role => roleSchema.safeParse(r).success) : [];
  return {
    uid: request.auth.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    authTimeMs: Number(token.auth_time) * 1000,
    remember: token.remember === true,
    roles,
  };
}

/**
 * Throws unless `caller` may use an operation with `access`. Never trusts the client's idea of its
 * role. Every role must have verified its e-mail address (README: e-mail verification).
 */
export function authorize(access: Access, caller: Caller | null): void {
  if (access === 'public') return;
  if (!caller) throw new HttpsError('unauthenticated', 'errors.unauthenticated');
  if (!caller.emailVerified) throw new HttpsError('permission-denied', 'errors.permission-denied', { reason: 'email-not-verified' });
  // SPEC 4: a token (even a copied one) cannot outlive the session its sign-in allowed.
  if (sessionExpired(caller.authTimeMs, caller.remember, Date.now())) {
    throw new HttpsError('unauthenticated', 'errors.unauthenticated', { reason: 'session-expired' });
  }
  if (access === 'signedIn') return;
  if (!caller.roles.some((r) => access.includes(r))) throw new HttpsError('permission-denied', 'errors.permission-denied');
}

/** A token from a sign-in before the account's last sign-out is refused (see auth/end-session). */
async function refuseEndedSession(caller: Caller): Promise<void> {
  const validAfter = await sessionsValidAfter(db(), caller.uid);
  if (validAfter && caller.authTimeMs < validAfter.getTime()) {
    throw new HttpsError('unauthenticated', 'errors.unauthenticated', { reason: 'session-ended' });
  }
}

/**
 * On a public operation a token is optional: one that would be refused on a signed-in operation
 * (unverified e-mail, session past its age, ended by sign-out) makes the caller nobody, so public
 * handlers can trust `caller` exactly as signed-in ones do.
 */
async function sessionOrNobody(caller: Caller | null): Promise<Caller | null> {
  if (!caller) return null;
  try {
    authorize('signedIn', caller);
    await refuseEndedSession(caller);
    return caller;
  } catch {
    return null;
  }
}

/**
 * A callable: input parsed with the shared zod schema (unknown fields refused), access checked from
 * verified token claims, output parsed before it leaves. Errors carry a stable code and a message key.
 */
export function callable<I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  access: Access,
  handler: (input: z.output<I>, ctx: Context) => Promise<z.input<O>>,
) {
  return onCall({ region: config().region, maxInstances: 20, cors: true }, async (request) => {
    const caller = access === 'public' ? await sessionOrNobody(callerFrom(request)) : callerFrom(request);
    authorize(access, caller);
    if (access !== 'public' && caller) await refuseEndedSession(caller);
    const parsed = op.input.safeParse(request.data ?? {});
    if (!parsed.success) {
      throw new HttpsError('invalid-argument', 'errors.invalid-argument', {
        issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    try {
      return op.output.parse(await handler(parsed.data, { caller, rawRequest: request.rawRequest }));
    } catch (e) {
      if (e instanceof HttpsError) throw e;
      logger.error(`${op.name} failed`, e);
      throw new HttpsError('internal', 'errors.internal');
    }
  });
}
