import { createRemoteApp } from '@rides/platform/remote-app';

/** The admin remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'admin' as const;

export default createRemoteApp(NS, (lng) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}.json`), {
  adminHome: () => import(/* webpackChunkName: "route-adminHome" */ './pages/admin-home-page'),
  adminUsers: () => import(/* webpackChunkName: "route-adminUsers" */ './pages/users-page'),
  adminUser: () => import(/* webpackChunkName: "route-adminUser" */ './pages/user-page'),
  adminDriverApprovals: () => import(/* webpackChunkName: "route-adminDriverApprovals+adminPendingSignups" */ './pages/applications-page').then((m) => ({ default: m.DriverApprovalsPage })),
  adminAssignRides: () => import(/* webpackChunkName: "route-adminAssignRides" */ './pages/assign-rides-page'),
  adminAllRequests: () => import(/* webpackChunkName: "route-adminAllRequests" */ './pages/all-requests-page'),
  adminFlights: () => import(/* webpackChunkName: "route-adminFlights" */ './pages/flights-page'),
  adminPendingSignups: () => import(/* webpackChunkName: "route-adminDriverApprovals+adminPendingSignups" */ './pages/applications-page').then((m) => ({ default: m.PendingSignupsPage })),
  adminPartnerCommissions: () => import(/* webpackChunkName: "route-adminPartnerCommissions" */ './pages/partner-commissions-page'),
  adminBilling: () => import(/* webpackChunkName: "route-adminBilling" */ './pages/billing-page'),
  sessionAnalytics: () => import(/* webpackChunkName: "route-sessionAnalytics" */ './pages/session-analytics-page'),
  testNotifications: () => import(/* webpackChunkName: "route-testNotifications" */ './pages/test-notifications-page'),
  testSms: () => import(/* webpackChunkName: "route-testSms" */ './pages/test-sms-page'),
  testTwilioConfig: () => import(/* webpackChunkName: "route-testTwilioConfig" */ './pages/twilio-config-page'),
  testWhatsapp: () => import(/* webpackChunkName: "route-testWhatsapp" */ './pages/test-whatsapp-page'),
  testBulkWhatsapp: () => import(/* webpackChunkName: "route-testBulkWhatsapp" */ './pages/bulk-whatsapp-page'),
  testClicksendSms: () => import(/* webpackChunkName: "route-testClicksendSms" */ './pages/clicksend-sms-page'),
  sendHelloDrivers: () => import(/* webpackChunkName: "route-sendHelloDrivers" */ './pages/hello-drivers-page'),
});
