import type { TFunction } from 'i18next';
import { errorMessageKey } from '@rides/contracts/errors';

/**
 * The one place that reads a refused call (issue [J] 3). Every callable refuses with a stable code
 * (`@rides/contracts/errors`), and where it matters a `details.reason` the page words for itself
 * (sign-in, accounts, bookings) and `details.issues` for the fields. What no page words itself is
 * said here, from `errors.<code>` in `common`, so a refusal never shows a raw server string.
 */
export interface Issue {
  path: string | Array<string | number>;
  message: string;
}

export interface Refusal<Reason extends string = string> {
  code: string;
  reason: Reason | undefined;
  issues: Issue[];
  details: Record<string, unknown>;
}

/** Codes that mean the service was not reached or did not answer: the person can try again. */
const UNREACHED = new Set(['unavailable', 'deadline-exceeded', 'unknown', 'aborted', 'auth/network-request-failed']);

export function readRefusal<Reason extends string = string>(error: unknown): Refusal<Reason> {
  const err = (error ?? {}) as { code?: unknown; details?: unknown; name?: unknown };
  const details = err.details && typeof err.details === 'object' ? (err.details as Record<string, unknown>) : {};
  // Code that did not load (webpack's ChunkLoadError: no network) is the service not reached.
  const code = typeof err.code === 'string' ? err.code : err.name === 'ChunkLoadError' ? 'unavailable' : 'internal';
  return {
    code: UNREACHED.has(code) ? 'unavailable' : code,
    reason: typeof details.reason === 'string' ? (details.reason as Reason) : undefined,
    issues: Array.isArray(details.issues) ? (details.issues as Issue[]) : [],
    details,
  };
}

/** The translated message for a refusal's code: "The service cannot be reached…", "You do not have access…". */
export function refusalMessage(error: unknown, t: TFunction): string {
  return t(errorMessageKey(readRefusal(error).code));
}

/**
 * A link or an id that leads nowhere: unknown (`not-found`) or not even well-formed, so its schema
 * refused it (`invalid-argument`). An answer, not a failure: shown at once, never retried.
 */
export const NOT_FOUND_CODES: readonly string[] = ['not-found', 'invalid-argument'];
/** The same for a link that carries a token (manage link, live link): a wrong or stale token is refused too. */
export const BAD_LINK_CODES: readonly string[] = [...NOT_FOUND_CODES, 'permission-denied', 'unauthenticated'];

/** Whether a refused call means "this leads nowhere" (NOT_FOUND_CODES, or the codes given), not "try again". */
export const isNotFound = (error: unknown, codes: readonly string[] = NOT_FOUND_CODES): boolean => codes.includes(readRefusal(error).code);

/** A zod issue (the browser's check with a contract's schema) or one of a refusal's `details.issues`. */
export interface IssueLike {
  path: string | ReadonlyArray<PropertyKey>;
  message: string;
}

/** An issue's path as names: "a.b" and ['a', 'b'] alike. */
export const pathSegments = (path: IssueLike['path']): string[] => (typeof path === 'string' ? path.split('.') : path.map(String));
const isIndex = (segment: string) => !Number.isNaN(Number(segment));

/**
 * The field an issue is about: the last name in its path that is not a list index, so a nested
 * application's `application.plate` is `plate` and `languages.0` is `languages`. Paths from the server
 * come joined with dots.
 */
export function fieldOfIssue(issue: Pick<IssueLike, 'path'>): string {
  return [...pathSegments(issue.path)].reverse().find((p) => !isIndex(p)) ?? '';
}

/** The field as its whole path up to the first list index (`booker.phone`, `languages.0` is `languages`): for forms whose fields nest. */
export function pathOfIssue(issue: Pick<IssueLike, 'path'>): string {
  const path = pathSegments(issue.path);
  const index = path.findIndex(isIndex);
  return (index < 0 ? path : path.slice(0, index)).join('.');
}

/**
 * The one mapping of zod issues (or a refusal's field details, `readRefusal(e).issues`) to field
 * errors (issue [O] 3): `{ field: message }`, the first issue of a field wins. The message is the
 * issue's own (a form's schema carries message keys) unless `messageOf` words it from the field and
 * the issue's message (a contract's codes such as `english-required`). `fieldOf` names the field
 * (`fieldOfIssue` by default, `pathOfIssue` for nested fields).
 */
export function fieldErrorsOf<F extends string = string>(
  issues: readonly IssueLike[],
  messageOf: (field: string, message: string) => string = (_field, message) => message,
  fieldOf: (issue: IssueLike) => string = fieldOfIssue,
): Partial<Record<F, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    out[field] ??= messageOf(field, issue.message);
  }
  return out as Partial<Record<F, string>>;
}
