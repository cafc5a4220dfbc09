import { Route, Routes } from '@rides/platform/router';
import { ROUTES, type RouteEntry } from '@rides/mf-config/routes';
import { Layout } from '../layout/layout';
import { RoleGuard } from './role-guard';
import { RemoteOutlet } from './remote-outlet';
import { SHELL_PAGE_IDS, ShellPage } from '../pages/shell-pages';
import { NotFoundPage } from '../pages/not-found-page';
import { Verifying } from '../pages/status-pages';

function RouteElement({ entry }: { entry: RouteEntry }) {
  const page =
    entry.app === 'shell' ? (
      SHELL_PAGE_IDS.includes(entry.id) ? <ShellPage id={entry.id} fallback={<Verifying />} /> : <NotFoundPage />
    ) : (
      <RemoteOutlet remote={entry.app} routeId={entry.id} />
    );
  return entry.roles ? <RoleGuard roles={entry.roles}>{page}</RoleGuard> : page;
}

/** The route table (SPEC 2) rendered: one <Route> per entry, and the not-found page for the rest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((entry) => (
          <Route key={entry.id} path={entry.path} element={<RouteElement entry={entry} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
