import { createRemoteApp } from '@rides/platform/remote-app';

/** The admin remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'admin' as const;

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  adminHome: () => import('./pages/admin-home-page'),
  adminUsers: () => import('./pages/users-page'),
  adminUser: () => import('./pages/user-page'),
  adminDriverApprovals: () => import('./pages/applications-page').then((m) => ({ default: m.DriverApprovalsPage })),
  adminAssignRides: () => import('./pages/assign-rides-page'),
  adminAllRequests: () => import('./pages/all-requests-page'),
  adminFlights: () => import('./pages/flights-page'),
  adminPendingSignups: () => import('./pages/applications-page').then((m) => ({ default: m.PendingSignupsPage })),
  adminPartnerCommissions: () => import('./pages/partner-commissions-page'),
  adminBilling: () => import('./pages/billing-page'),
  sessionAnalytics: () => import('./pages/session-analytics-page'),
  testNotifications: () => import('./pages/test-notifications-page'),
  testSms: () => import('./pages/test-sms-page'),
  testTwilioConfig: () => import('./pages/twilio-config-page'),
  testWhatsapp: () => import('./pages/test-whatsapp-page'),
  testBulkWhatsapp: () => import('./pages/bulk-whatsapp-page'),
  testClicksendSms: () => import('./pages/clicksend-sms-page'),
  sendHelloDrivers: () => import('./pages/hello-drivers-page'),
});
