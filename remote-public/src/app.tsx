import { createRemoteApp } from '@rides/platform/remote-app';
import { sectionPage, type PageId } from '@rides/ui/section-page';

/** The public remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'public' as const;
const section = (id: PageId<typeof NS>) => async () => ({ default: sectionPage(NS, id) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  home: () => import('./pages/home-page'),
  partnerRedirect: () => import('./pages/partner-redirect-page'),
  bookDriver: () => import('./pages/book-driver-page'),
  drivers: section('drivers'),
  bookingConfirmation: () => import('./pages/booking-confirmation-page'),
  paymentSuccess: () => import('./pages/payment-success-page'),
  paymentCanceled: () => import('./pages/payment-canceled-page'),
  services: section('services'),
  about: section('about'),
  pricing: () => import('./pages/pricing-page'),
  contact: section('contact'),
  terms: section('terms'),
  privacy: section('privacy'),
  faq: section('faq'),
});
