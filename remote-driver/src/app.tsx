import { createRemoteApp } from '@rides/platform/remote-app';

/** The driver remote's route tree: route-table ids (see @rides/mf-config/routes) to pages, each its own chunk. */
const NS = 'driver' as const;

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  driverHome: () => import('./pages/driver-home-page'),
  driverProfile: () => import('./pages/profile-page'),
  driverScheduled: () => import('./pages/scheduled-page'),
  driverOngoing: () => import('./pages/ongoing-page'),
});
