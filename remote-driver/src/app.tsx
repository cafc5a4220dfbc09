import { createRemoteApp } from '@rides/platform/remote-app';

/** The driver remote's route tree: route-table ids (see @rides/mf-config/routes) to pages, each its own chunk (named
 * `route-<id>`: the manifest lists each route's files, which a page fetches early: @rides/mf-config route-chunks). */
const NS = 'driver' as const;

export default createRemoteApp(NS, (lng) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}.json`), {
  driverHome: () => import(/* webpackChunkName: "route-driverHome" */ './pages/driver-home-page'),
  driverProfile: () => import(/* webpackChunkName: "route-driverProfile" */ './pages/profile-page'),
  driverScheduled: () => import(/* webpackChunkName: "route-driverScheduled" */ './pages/scheduled-page'),
  driverOngoing: () => import(/* webpackChunkName: "route-driverOngoing" */ './pages/ongoing-page'),
});
