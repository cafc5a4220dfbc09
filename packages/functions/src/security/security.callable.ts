import { logSecurityEvent } from '@rides/contracts/security-events';
import { securityHeaders } from '@rides/contracts/security-headers';
import { ENVIRONMENTS } from '@rides/mf-config/environments';
import { documentHeaders } from '@rides/mf-config/security-headers';
import { callable } from '../http/callable';
import { requestFacts } from '../http/request-facts';
import { db } from '../db/db';
import { config } from '../config';
import { recordAnonymousEvent, recordSecurityEvent } from './security-events.service';

/**
 * SPEC 7 events of a signed-in caller, and (issue B) the few a signed-out browser can observe, on a
 * separately limited path. The source address is the one Google's front end appended to
 * X-Forwarded-For (http/request-facts.ts), not anything the caller wrote.
 */
export const logSecurityEventCallable = callable(logSecurityEvent, 'public', (input, { caller, rawRequest }) =>
  caller ? recordSecurityEvent(db(), caller, input) : recordAnonymousEvent(db(), requestFacts(rawRequest).sourceIp ?? 'unknown', input),
);

/** The header set this environment's documents must carry; see @rides/contracts/security-headers. */
export const securityHeadersCallable = callable(securityHeaders, 'public', async () => {
  const env = ENVIRONMENTS[config().environment];
  if (!env) throw new Error(`Unknown environment ${config().environment}`);
  return { headers: documentHeaders(env) };
});
