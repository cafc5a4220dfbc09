import { ANONYMOUS_EVENT_TYPES, type SecurityEventType } from '@rides/contracts/security-event-types';
import { callApi } from '@rides/platform/api';
import { callPublic } from '@rides/platform/public-api';
import { useSession } from '@rides/platform/session';

type Details = Record<string, string | number | boolean | null>;

/**
 * SPEC 7: sends a security event. Signed in, the identifier is the person's e-mail; signed out, only
 * what the browser itself observes is sent (ANONYMOUS_EVENT_TYPES), as 'anonymous'. Reporting must
 * never break the page, so failures are logged to the console only.
 */
export function reportSecurityEvent(eventType: SecurityEventType, details: Details = {}, pageUrl: string = window.location.href): void {
  const { user, status } = useSession.getState();
  const signedIn = status === 'signedIn' && user;
  if (!signedIn && !ANONYMOUS_EVENT_TYPES.includes(eventType)) return;
  // The schema (zod) loads with the first event, not with the page.
  import('@rides/contracts/security-events')
    .then(({ logSecurityEvent }) =>
      (signedIn ? callApi : callPublic)(logSecurityEvent, {
        eventType,
        identifier: signedIn ? (user.email ?? user.id) : 'anonymous',
        details,
        userAgent: navigator.userAgent.slice(0, 512),
        pageUrl: pageUrl.slice(0, 2048),
      }),
    )
    .catch((e: unknown) => console.warn('Security event not recorded', e));
}
