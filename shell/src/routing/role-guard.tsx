import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@rides/platform/router';
import type { Role } from '@rides/contracts/roles';
import { homePathFor } from '@rides/domain/roles';
import { isResolved, useSession } from '@rides/platform/session';
import { Verifying } from '../pages/status-pages';
import { reportDenied } from '../auth/denied-access';

/**
 * SPEC 2 guard: 'Verifying access...' while the session and roles resolve; no session -> /auth;
 * a role outside `roles` -> that role's own home, and the attempt is reported. Fails closed.
 * The role acted as decides (issue [N] 7); a person who holds an allowed role but acts as another
 * goes to the home of the role acted as, unreported: that is no attempt above their roles.
 */
export function RoleGuard({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const allowed = session.effectiveRole !== null && roles.includes(session.effectiveRole);
  const denied = isResolved(session) && session.status === 'signedIn' && !allowed;
  const aboveRoles = denied && !session.roles.some((r) => roles.includes(r));

  useEffect(() => {
    if (aboveRoles) reportDenied(location, session.effectiveRole);
    // Once per page denied: the location object changes with every navigation, its address does not.
  }, [aboveRoles, location.pathname, location.search, location.hash, session.effectiveRole]);

  if (!isResolved(session)) return <Verifying />;
  if (session.status !== 'signedIn') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (!allowed) return <Navigate to={homePathFor(session.effectiveRole)} replace />;
  return <>{children}</>;
}
