import { getMyRoles } from '@rides/contracts/roles';
import { effectiveRole } from '@rides/domain/roles';
import { callApi } from '@rides/platform/api';
import { readDeviceCopy, saveDeviceCopy } from '@rides/platform/device-copy';
import { setSession, type SessionState } from '@rides/platform/session';
import { createFirebaseBackend } from '@rides/platform/firebase-backend';
import type { Environment } from '@rides/platform/environment';
import type { Backend } from '@rides/platform/backend';
import { SIGNED_OUT } from './signed-out';
import { clearSessionClock, sessionTimeLeft } from './remember-me';
import { actingRole } from './acting-role';

type Roles = { roles: SessionState['roles']; effectiveRole: NonNullable<SessionState['effectiveRole']> };

/**
 * Reads the roles of the signed-in user and the one they act as (the highest, or the one chosen on this
 * device: acting-role.ts); SPEC 4: falls back to `user` when the lookup fails. Without a network the
 * roles last read on this device stand in (issue [M] 2: a driver's app opens offline); they only pick
 * the screens, and every server call checks the role again.
 */
async function resolveRoles(b: Backend, uid: string): Promise<Pick<SessionState, 'roles' | 'effectiveRole'>> {
  try {
    const res = await callApi(getMyRoles, {});
    if (res.claimsUpdated) await b.refreshToken();
    saveDeviceCopy<Roles>('roles', uid, { savedAt: Date.now(), data: { roles: res.roles, effectiveRole: res.effectiveRole } });
    return { roles: res.roles, effectiveRole: actingRole(uid, res.roles, res.effectiveRole) };
  } catch (e) {
    const kept = navigator.onLine ? undefined : readDeviceCopy<Roles>('roles', uid)?.data;
    if (kept) return { roles: kept.roles, effectiveRole: actingRole(uid, kept.roles, kept.effectiveRole) };
    console.warn('Role lookup failed; continuing as user', e);
    return { roles: [], effectiveRole: effectiveRole([]) };
  }
}

const MAX_TIMER_MS = 2 ** 31 - 1; // setTimeout's ceiling (about 24.8 days)
let expiryTimer: number | undefined;

/** Signs out when the remember-me session has ended, now or later while the page stays open. */
function watchExpiry(b: Backend): boolean {
  window.clearTimeout(expiryTimer);
  const left = sessionTimeLeft();
  if (left === 0) {
    clearSessionClock();
    void b.signOut();
    return false;
  }
  if (Number.isFinite(left)) expiryTimer = window.setTimeout(() => watchExpiry(b), Math.min(left, MAX_TIMER_MS));
  return true;
}

/** Keeps the shared session store in step with Firebase Auth. */
function follow(b: Backend): void {
  let current = 0;
  b.onUserChange((user) => {
    const run = ++current;
    if (!user) {
      window.clearTimeout(expiryTimer);
      return setSession(SIGNED_OUT);
    }
    if (!watchExpiry(b)) return;
    setSession({ status: 'signedIn', user, roles: [], effectiveRole: null });
    void resolveRoles(b, user.id).then((roles) => {
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
