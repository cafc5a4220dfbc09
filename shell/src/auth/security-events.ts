import type { SecurityEventType } from '@rides/contracts/security-events';
import { callApi } from '@rides/platform/api';
import { useSession } from '@rides/platform/session';

type Details = Record<string, string | number | boolean | null>;

/**
 * SPEC 7: sends a security event, only while someone is signed in (the identifier is their e-mail).
 * Reporting must never break the page, so failures are logged to the console only.
 */
export function reportSecurityEvent(eventType: SecurityEventType, details: Details = {}): void {
  const { user, status } = useSession.getState();
  if (status !== 'signedIn' || !user) return;
  // The schema (zod) loads with the first event, not with the page.
  import('@rides/contracts/security-events')
    .then(({ logSecurityEvent }) =>
      callApi(logSecurityEvent, {
        eventType,
        identifier: user.email ?? user.id,
        details,
        userAgent: navigator.userAgent.slice(0, 512),
        pageUrl: window.location.href.slice(0, 2048),
      }),
    )
    .catch((e: unknown) => console.warn('Security event not recorded', e));
}
