import { createRemoteApp } from '@rides/platform/remote-app';

/** The public remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'public' as const;

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  home: () => import('./pages/home-page'),
  partnerRedirect: () => import('./pages/partner-redirect-page'),
  bookDriver: () => import('./pages/book-driver-page'),
  drivers: () => import('./pages/drivers-page'),
  bookingConfirmation: () => import('./pages/booking-confirmation-page'),
  paymentSuccess: () => import('./pages/payment-success-page'),
  paymentCanceled: () => import('./pages/payment-canceled-page'),
  liveRide: () => import('./pages/live-ride-page'),
  services: () => import('./pages/services-page'),
  about: () => import('./pages/about-page'),
  pricing: () => import('./pages/pricing-page'),
  contact: () => import('./pages/contact-page'),
  terms: () => import('./pages/terms-page'),
  privacy: () => import('./pages/privacy-page'),
  faq: () => import('./pages/faq-page'),
});
