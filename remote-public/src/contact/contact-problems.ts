import type { TFunction } from 'i18next';
import { CONTACT_MESSAGE_MAX, type ContactRefusal } from '@rides/contracts/contact';
import { formatDecimal } from '@rides/i18n/format';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';

/** The form's fields, as the contract names them. */
export const CONTACT_FIELDS = ['name', 'email', 'bookingReference', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A field's message: one per field, whatever rule it broke (the form's `words`). */
export const contactFieldMessage = (field: string, t: TFunction<'public'>, lng: string): string => t(`contact.errors.${field as ContactField}`, { max: formatDecimal(CONTACT_MESSAGE_MAX, lng) });

/**
 * What a refused message tells the person above the button; nothing they typed is cleared. Its field
 * details (`invalid-argument`) go next to the fields through the form's `refuse`.
 */
export function contactProblem(error: unknown, t: TFunction<'public'>, tc: TFunction<'common'>): string {
  const refusal = readRefusal<ContactRefusal>(error);
  if (refusal.reason === 'bot') return t('contact.errors.bot');
  if (refusal.reason === 'rate-limited') {
    const minutes = Math.max(1, Math.ceil(Number(refusal.details.retryAfterMs ?? 0) / 60_000));
    return t('contact.errors.rateLimited', { count: minutes });
  }
  if (refusal.code === 'invalid-argument' && refusal.issues.length > 0) return t('contact.errors.checkFields');
  return refusalMessage(error, tc);
}
