import { createRemoteApp } from '@rides/platform/remote-app';
import { sectionPage, type PageId } from '@rides/platform/section-page';

/** The customer remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'customer' as const;
const section = (id: PageId<typeof NS>) => async () => ({ default: sectionPage(NS, id, true) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  customerHome: section('customerHome'),
});
