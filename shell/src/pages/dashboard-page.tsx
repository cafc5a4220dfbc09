import { Navigate } from '@rides/platform/router';
import { homePathFor } from '@rides/domain/roles';
import { isResolved, useSession } from '@rides/platform/session';
import { LoadingDashboard } from './status-pages';

/** SPEC 2 dispatcher: signed out -> /auth; otherwise the effective role's home. */
export function DashboardPage() {
  const session = useSession();
  if (!isResolved(session)) return <LoadingDashboard />;
  if (session.status !== 'signedIn') return <Navigate to="/auth" replace />;
  return <Navigate to={homePathFor(session.effectiveRole)} replace />;
}
