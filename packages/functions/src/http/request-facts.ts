import type { CallableRequest } from 'firebase-functions/v2/https';
import type { RequestFacts } from '../auth/sign-in.service';

/** Where a call came from, for rate limits and security events (sizes capped). */
export const requestFacts = (raw: CallableRequest['rawRequest']): RequestFacts => ({
  sourceIp: raw.ip ?? null,
  userAgent: String(raw.headers['user-agent'] ?? '').slice(0, 512),
  pageUrl: String(raw.headers.referer ?? '').slice(0, 2048),
});
