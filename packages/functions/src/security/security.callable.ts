import { logSecurityEvent } from '@rides/contracts/security-events';
import { securityHeaders } from '@rides/contracts/security-headers';
import { ENVIRONMENTS } from '@rides/mf-config/environments';
import { documentHeaders } from '@rides/mf-config/security-headers';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { config } from '../config';
import { recordSecurityEvent } from './security-events.service';

/** SPEC 7: only signed-in callers may log (issue [B] adds a limited path for signed-out events). */
export const logSecurityEventCallable = callable(logSecurityEvent, 'signedIn', (input, { caller }) =>
  recordSecurityEvent(db(), caller!, input),
);

/** The header set this environment's documents must carry; see @rides/contracts/security-headers. */
export const securityHeadersCallable = callable(securityHeaders, 'public', async () => {
  const env = ENVIRONMENTS[config().environment];
  if (!env) throw new Error(`Unknown environment ${config().environment}`);
  return { headers: documentHeaders(env) };
});
