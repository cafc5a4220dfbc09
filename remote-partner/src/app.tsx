import { createRemoteApp } from '@rides/platform/remote-app';

/** The partner remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'partner' as const;

export default createRemoteApp(NS, (lng) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}.json`), {
  partnerHome: () => import(/* webpackChunkName: "route-partnerHome" */ './pages/partner-home-page'),
});
