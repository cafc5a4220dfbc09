import type { TFunction } from 'i18next';
import { BROADCASTS_PER_HOUR, TEST_MESSAGES_PER_HOUR, type MessagingRefusal } from '@rides/contracts/messaging';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';

/**
 * Why a test message or a broadcast was refused, in the admin's words: the list changed since the
 * preview, nobody to reach, the provider not configured (with the missing setting names), or the
 * hourly limit (with when to try again).
 */
export function messagingRefusalText(error: unknown, kind: 'test' | 'broadcast', t: TFunction<'admin'>, tc: TFunction): string {
  const r = readRefusal<MessagingRefusal>(error);
  if (r.reason === 'recipients-changed' || r.reason === 'no-recipients') return t(`messaging.refusals.${r.reason}`);
  if (r.reason === 'provider-not-configured') {
    const missing = Array.isArray(r.details.missing) ? r.details.missing.filter((m): m is string => typeof m === 'string') : [];
    const names = missing.length > 0 ? ` ${t('messaging.refusals.missing', { names: missing.join(', ') })}` : '';
    return `${t('messaging.refusals.provider-not-configured')}${names}`;
  }
  if (r.reason === 'rate-limited' || r.code === 'resource-exhausted') {
    const limit = kind === 'test' ? t('messaging.refusals.rateTests', { count: TEST_MESSAGES_PER_HOUR }) : t('messaging.refusals.rateBroadcasts', { count: BROADCASTS_PER_HOUR });
    const ms = r.details.retryAfterMs;
    const when = typeof ms === 'number' && ms > 0 ? t('messaging.refusals.retryIn', { count: Math.ceil(ms / 60_000) }) : t('messaging.refusals.retryLater');
    return `${limit} ${when}`;
  }
  return refusalMessage(error, tc);
}
