import type { Role } from '@rides/contracts/roles';
import { useSession } from '@rides/platform/session';
import { reportSecurityEvent } from './security-events';

/**
 * One person, several roles (issue [N] 7): multi@example.com is a driver, a partner and a customer.
 * The role they act as decides the guards, the dispatcher (/dashboard) and the menus; the highest
 * role held (SPEC 4) is the default, and a choice is remembered on this device, per account. It is a
 * convenience, not a permission: the server checks every call against the roles actually held.
 */
const key = (uid: string) => `rides.actingAs.${uid}`;

function remembered(uid: string): string | null {
  try {
    return localStorage.getItem(key(uid));
  } catch {
    return null; // storage refused (private mode): the default role
  }
}

/** The role to act as: the one chosen on this device if still held, else the highest (`byDefault`). */
export function actingRole(uid: string, roles: readonly Role[], byDefault: Role): Role {
  const chosen = remembered(uid);
  return roles.find((r) => r === chosen) ?? byDefault;
}

/** Acts as `role` from now on, if held: remembered on this device and recorded as a security event. */
export function actAs(role: Role): boolean {
  const session = useSession.getState();
  const from = session.effectiveRole;
  if (session.status !== 'signedIn' || !session.user || !session.roles.includes(role)) return false;
  if (from === role) return true;
  try {
    localStorage.setItem(key(session.user.id), role);
  } catch {
    /* not remembered: this page still switches */
  }
  useSession.setState({ effectiveRole: role });
  reportSecurityEvent('role_switched', { from, to: role });
  return true;
}
