import { createRemoteApp } from '@rides/platform/remote-app';

/** The customer remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'customer' as const;

export default createRemoteApp(NS, (lng) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}.json`), {
  customerHome: () => import(/* webpackChunkName: "route-customerHome" */ './pages/my-bookings-page'),
});
