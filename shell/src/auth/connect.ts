import { getMyRoles } from '@rides/contracts/roles';
import { effectiveRole } from '@rides/domain/roles';
import { callApi } from '@rides/platform/api';
import { setSession, type SessionState } from '@rides/platform/session';
import { createFirebaseBackend } from '@rides/platform/firebase-backend';
import type { Environment } from '@rides/platform/environment';
import type { Backend } from '@rides/platform/backend';
import { SIGNED_OUT } from './signed-out';

/** Reads the roles of the signed-in user; SPEC 4: falls back to `user` when the lookup fails. */
async function resolveRoles(b: Backend): Promise<Pick<SessionState, 'roles' | 'effectiveRole'>> {
  try {
    const res = await callApi(getMyRoles, {});
    if (res.claimsUpdated) await b.refreshToken();
    return { roles: res.roles, effectiveRole: res.effectiveRole };
  } catch (e) {
    console.warn('Role lookup failed; continuing as user', e);
    return { roles: [], effectiveRole: effectiveRole([]) };
  }
}

/** Keeps the shared session store in step with Firebase Auth. */
function follow(b: Backend): void {
  let current = 0;
  b.onUserChange((user) => {
    const run = ++current;
    if (!user) return setSession(SIGNED_OUT);
    setSession({ status: 'signedIn', user, roles: [], effectiveRole: null });
    void resolveRoles(b).then((roles) => {
      if (run === current) setSession({ status: 'signedIn', user, ...roles }); // else a newer change won
    });
  });
}

/** Creates the Firebase backend and makes the session follow it. Loaded only when first needed. */
export async function connect(env: Environment): Promise<Backend> {
  try {
    const b = await createFirebaseBackend(env);
    follow(b);
    return b;
  } catch (e) {
    console.error('Backend could not start', e);
    setSession(SIGNED_OUT);
    throw e;
  }
}
