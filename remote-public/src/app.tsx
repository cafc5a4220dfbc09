import { createRemoteApp } from '@rides/platform/remote-app';
import { sectionPage, type PageId } from '@rides/platform/section-page';

/** The public remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'public' as const;
const section = (id: PageId<typeof NS>) => async () => ({ default: sectionPage(NS, id, false) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  home: () => import('./pages/home-page'),
  partnerRedirect: section('partnerRedirect'),
  bookDriver: section('bookDriver'),
  drivers: section('drivers'),
  bookingConfirmation: section('bookingConfirmation'),
  paymentSuccess: section('paymentSuccess'),
  paymentCanceled: section('paymentCanceled'),
  services: section('services'),
  about: section('about'),
  pricing: () => import('./pages/pricing-page'),
  contact: section('contact'),
  terms: section('terms'),
  privacy: section('privacy'),
  faq: section('faq'),
});
