import { createRemoteApp } from '@rides/platform/remote-app';
import { useSession } from '@rides/platform/session';
import { sectionPage, type PageId } from '@rides/ui/section-page';

/** The driver remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'driver' as const;
const section = (id: PageId<typeof NS>) => async () => ({ default: sectionPage(NS, id, useSession) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  driverHome: section('driverHome'),
  driverProfile: section('driverProfile'),
  driverScheduled: section('driverScheduled'),
  driverOngoing: section('driverOngoing'),
});
