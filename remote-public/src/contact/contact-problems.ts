import type { TFunction } from 'i18next';
import { CONTACT_MESSAGE_MAX, type ContactRefusal } from '@rides/contracts/contact';
import { formatDecimal } from '@rides/i18n/format';
import { readRefusal, refusalMessage, type Issue } from '@rides/platform/refusal';

/** The form's fields, as the contract names them. */
export const CONTACT_FIELDS = ['name', 'email', 'bookingReference', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

const isField = (f: string): f is ContactField => (CONTACT_FIELDS as readonly string[]).includes(f);

/**
 * One translated message per field from zod issues: the browser's own check with the shared schema,
 * or the server's `invalid-argument` details (paths joined with dots). The first issue of a field wins.
 */
export function contactFieldErrors(issues: ReadonlyArray<Issue | { path: ReadonlyArray<PropertyKey>; message: string }>, t: TFunction<'public'>, lng: string): ContactErrors {
  const out: ContactErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = path[0] ?? '';
    if (isField(field)) out[field] ??= t(`contact.errors.${field}`, { max: formatDecimal(CONTACT_MESSAGE_MAX, lng) });
  }
  return out;
}

export interface ContactProblem {
  /** Shown above the send button. */
  message: string;
  /** Shown next to the fields concerned. */
  fields: ContactErrors;
}

/** What a refused message tells the person; nothing they typed is cleared. */
export function contactProblem(error: unknown, t: TFunction<'public'>, tc: TFunction<'common'>, lng: string): ContactProblem {
  const refusal = readRefusal<ContactRefusal>(error);
  if (refusal.reason === 'bot') return { message: t('contact.errors.bot'), fields: {} };
  if (refusal.reason === 'rate-limited') {
    const minutes = Math.max(1, Math.ceil(Number(refusal.details.retryAfterMs ?? 0) / 60_000));
    return { message: t('contact.errors.rateLimited', { count: minutes }), fields: {} };
  }
  if (refusal.code === 'invalid-argument' && refusal.issues.length > 0) return { message: t('contact.errors.checkFields'), fields: contactFieldErrors(refusal.issues, t, lng) };
  return { message: refusalMessage(error, tc), fields: {} };
}
