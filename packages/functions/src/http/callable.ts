import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import * as logs from './logs';
import type { z } from 'zod';
import { roleSchema, type Role } from '@rides/contracts/roles';
import { config } from '../config';
import { sessionExpired } from '@rides/domain/session';
import { db } from '../db/db';
import { sessionsValidAfter } from '../auth/sessions.repo';
import { guardWire } from './wire-guard';

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

/** U+0000, or a UTF-16 surrogate without its partner. No `u` flag: the pattern must see code units. */
const INVALID_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where `data` holds text that no callable accepts: a NUL (U+0000; Postgres refuses it in text and
 * jsonb, which answered 500) or a lone surrogate (not Unicode text at all; encodeURIComponent throws
 * on it, which answered 500). Every string is checked, in objects' keys and values and in arrays, at
 * any depth (iteratively, so deep nesting cannot overflow the stack); paths as zod writes them.
 *
 * Why here and not in the zod schemas: every callable's input passes through this wrapper, so each
 * field of each callable, including ones added later and fields declared as a plain `z.string()`, is
 * covered without any schema author having to remember a helper. No legitimate input contains these
 * characters; emoji and other astral characters are well-formed surrogate pairs and pass.
 */
export function invalidCharacterPaths(data: unknown): string[] {
  // Each pending value points at its parent, so a path is built only for a finding: copying paths on
  // the way down would be quadratic in the depth of a hostile `[[[[…]]]]`.
  type Step = { value: unknown; key: string | number | null; parent: Step | null };
  const pathOf = (step: Step | null, last?: string): string => {
    const keys: Array<string | number> = last === undefined ? [] : [last];
    for (let s = step; s && s.key !== null; s = s.parent) keys.push(s.key);
    return keys.reverse().join('.');
  };
  const found: string[] = [];
  const pending: Step[] = [{ value: data, key: null, parent: null }];
  while (pending.length > 0 && found.length < 20) {
    const step = pending.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (INVALID_CHARACTER.test(value)) found.push(pathOf(step));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push({ value: item, key: i, parent: step }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (INVALID_CHARACTER.test(key)) found.push(pathOf(step, key));
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return found.sort();
}

/** The answer to input the callable does not accept: the same for invalid characters as for zod's issues. */
const invalidArgument = (issues: Array<{ path: string; message: string }>) =>
  new HttpsError('invalid-argument', 'errors.invalid-argument', { issues });

/**
 * A callable: access checked from verified token claims, input refused when it holds invalid
 * characters (invalidCharacterPaths) and then parsed with the shared zod schema (unknown fields
 * refused), output parsed before it leaves. Errors carry a stable code and a message key.
 */
export function callable<I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  access: Access,
  handler: (input: z.output<I>, ctx: Context) => Promise<z.input<O>>,
) {
  // CORS: only the product's own page origins (config().allowedOrigins), never a reflected Origin.
  // guardWire: bodies the protocol's decoder would fail on (too deep, `@type`) are refused before it runs.
  return guardWire(onCall({ region: config().region, maxInstances: 20, cors: [...config().allowedOrigins] }, async (request) => {
    const caller = access === 'public' ? await sessionOrNobody(callerFrom(request)) : callerFrom(request);
    authorize(access, caller);
    if (access !== 'public' && caller) await refuseEndedSession(caller);
    const data: unknown = request.data ?? {};
    const invalid = invalidCharacterPaths(data);
    if (invalid.length > 0) throw invalidArgument(invalid.map((path) => ({ path, message: 'invalid-characters' })));
    const parsed = op.input.safeParse(data);
    if (!parsed.success) throw invalidArgument(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    try {
      return op.output.parse(await handler(parsed.data, { caller, rawRequest: request.rawRequest }));
    } catch (e) {
      if (e instanceof HttpsError) throw e;
      logs.callableFailed(op.name, e);
      throw new HttpsError('internal', 'errors.internal');
    }
  }));
}
