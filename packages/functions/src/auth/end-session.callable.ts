import { getAuth } from 'firebase-admin/auth';
import { endSession } from '@rides/contracts/sign-in';
import { callable } from '../http/callable';
import { requestFacts } from '../http/request-facts';
import { db } from '../db/db';
import { app } from '../firebase';
import { upsertUser } from '../roles/roles.repo';
import { insertSecurityEvent } from '../security/security-events.repo';
import { endSessions, sessionBoundary } from './sessions.repo';

/**
 * Sign-out on the server: refresh tokens revoked, and ID tokens of earlier sign-ins refused from now on.
 * SPEC 7's user_logout is recorded here, in the transaction that ends the session (issue [N] 6): a
 * browser's report, sent while the session was ending, could be refused or lost.
 */
export const endSessionCallable = callable(endSession, 'signedIn', async (_input, { caller, rawRequest }) => {
  const at = sessionBoundary(new Date());
  const { sourceIp, userAgent, pageUrl } = requestFacts(rawRequest);
  await db()
    .transaction()
    .execute(async (trx) => {
      await upsertUser(trx, { id: caller!.uid, email: caller!.email });
      await insertSecurityEvent(trx, { eventType: 'user_logout', identifier: caller!.email ?? caller!.uid, details: {}, userId: caller!.uid, sourceIp, userAgent, pageUrl });
      await endSessions(trx, caller!.uid, at);
    });
  await getAuth(app()).revokeRefreshTokens(caller!.uid);
  return { ended: true as const };
});
