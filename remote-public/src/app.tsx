import { createRemoteApp } from '@rides/platform/remote-app';

/** The public remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'public' as const;

export default createRemoteApp(NS, (lng) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}.json`), {
  home: () => import(/* webpackChunkName: "route-home" */ './pages/home-page'),
  partnerRedirect: () => import(/* webpackChunkName: "route-partnerRedirect" */ './pages/partner-redirect-page'),
  bookDriver: () => import(/* webpackChunkName: "route-bookDriver" */ './pages/book-driver-page'),
  drivers: () => import(/* webpackChunkName: "route-drivers" */ './pages/drivers-page'),
  bookingConfirmation: () => import(/* webpackChunkName: "route-bookingConfirmation" */ './pages/booking-confirmation-page'),
  paymentSuccess: () => import(/* webpackChunkName: "route-paymentSuccess" */ './pages/payment-success-page'),
  paymentCanceled: () => import(/* webpackChunkName: "route-paymentCanceled" */ './pages/payment-canceled-page'),
  liveRide: () => import(/* webpackChunkName: "route-liveRide" */ './pages/live-ride-page'),
  services: () => import(/* webpackChunkName: "route-services" */ './pages/services-page'),
  about: () => import(/* webpackChunkName: "route-about" */ './pages/about-page'),
  pricing: () => import(/* webpackChunkName: "route-pricing" */ './pages/pricing-page'),
  contact: () => import(/* webpackChunkName: "route-contact" */ './pages/contact-page'),
  terms: () => import(/* webpackChunkName: "route-terms" */ './pages/terms-page'),
  privacy: () => import(/* webpackChunkName: "route-privacy" */ './pages/privacy-page'),
  faq: () => import(/* webpackChunkName: "route-faq" */ './pages/faq-page'),
});
