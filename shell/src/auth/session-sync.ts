import { getMyRoles } from '@rides/contracts/roles';
import { effectiveRole } from '@rides/domain/roles';
import { callApi, installBackend } from '@rides/platform/api';
import { setSession, type SessionState } from '@rides/platform/session';
import { createFirebaseBackend } from '@rides/platform/firebase-backend';
import type { Environment } from '@rides/platform/environment';
import type { Backend } from '@rides/platform/backend';

let backend: Backend | null = null;

export const getShellBackend = (): Backend | null => backend;

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

/** Connects the backend and keeps the shared session store in step with Firebase Auth. */
export async function startSession(env: Environment): Promise<void> {
  try {
    backend = await createFirebaseBackend(env);
  } catch (e) {
    console.error('Backend could not start', e);
    setSession({ status: 'signedOut', user: null, roles: [], effectiveRole: null });
    return;
  }
  const b = backend;
  installBackend(b);
  let current = 0;
  b.onUserChange((user) => {
    const run = ++current;
    if (!user) {
      setSession({ status: 'signedOut', user: null, roles: [], effectiveRole: null });
      return;
    }
    setSession({ status: 'signedIn', user, roles: [], effectiveRole: null });
    void resolveRoles(b).then((roles) => {
      if (run === current) setSession({ status: 'signedIn', user, ...roles }); // else a newer change won
    });
  });
}
