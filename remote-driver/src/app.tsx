import { createRemoteApp } from '@rides/platform/remote-app';
import { sectionPage } from '@rides/platform/section-page';

/** The driver remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'driver';
const section = (id: string) => async () => ({ default: sectionPage(NS, id, true) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  driverHome: section('driverHome'),
  driverProfile: section('driverProfile'),
  driverScheduled: section('driverScheduled'),
  driverOngoing: section('driverOngoing'),
});
