import { createRemoteApp } from '@rides/platform/remote-app';
import { sectionPage } from '@rides/platform/section-page';

/** The customer remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'customer';
const section = (id: string) => async () => ({ default: sectionPage(NS, id, true) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  customerHome: section('customerHome'),
});
