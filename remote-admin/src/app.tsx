import { createRemoteApp } from '@rides/platform/remote-app';
import { useSession } from '@rides/platform/session';
import { sectionPage, type PageId } from '@rides/ui/section-page';

/** The admin remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'admin' as const;
const section = (id: PageId<typeof NS>) => async () => ({ default: sectionPage(NS, id, useSession) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  adminHome: () => import('./pages/admin-home-page'),
  adminUsers: section('adminUsers'),
  adminUser: section('adminUser'),
  adminDriverApprovals: () => import('./pages/applications-page').then((m) => ({ default: m.DriverApprovalsPage })),
  adminAssignRides: () => import('./pages/assign-rides-page'),
  adminAllRequests: () => import('./pages/all-requests-page'),
  adminPendingSignups: () => import('./pages/applications-page').then((m) => ({ default: m.PendingSignupsPage })),
  adminPartnerCommissions: section('adminPartnerCommissions'),
  adminBilling: section('adminBilling'),
  sessionAnalytics: section('sessionAnalytics'),
  testNotifications: () => import('./pages/test-notifications-page'),
  testSms: () => import('./pages/test-sms-page'),
  testTwilioConfig: () => import('./pages/twilio-config-page'),
  testWhatsapp: () => import('./pages/test-whatsapp-page'),
  testBulkWhatsapp: () => import('./pages/bulk-whatsapp-page'),
  testClicksendSms: () => import('./pages/clicksend-sms-page'),
  sendHelloDrivers: () => import('./pages/hello-drivers-page'),
});
