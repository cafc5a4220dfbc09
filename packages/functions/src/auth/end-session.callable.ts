import { getAuth } from 'firebase-admin/auth';
import { endSession } from '@rides/contracts/sign-in';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { app } from '../firebase';
import { upsertUser } from '../roles/roles.repo';
import { endSessions, sessionBoundary } from './sessions.repo';

/** Sign-out on the server: refresh tokens revoked, and ID tokens of earlier sign-ins refused from now on. */
export const endSessionCallable = callable(endSession, 'signedIn', async (_input, { caller }) => {
  const at = sessionBoundary(new Date());
  await upsertUser(db(), { id: caller!.uid, email: caller!.email });
  await endSessions(db(), caller!.uid, at);
  await getAuth(app()).revokeRefreshTokens(caller!.uid);
  return { ended: true as const };
});
