import { createRemoteApp } from '@rides/platform/remote-app';
import { useSession } from '@rides/platform/session';
import { sectionPage, type PageId } from '@rides/ui/section-page';

/** The admin remote's route tree: route-table ids (see @rides/mf-config/routes) to pages. */
const NS = 'admin' as const;
const section = (id: PageId<typeof NS>) => async () => ({ default: sectionPage(NS, id, useSession) });

export default createRemoteApp(NS, (lng) => import(`./locales/${lng}.json`), {
  adminHome: section('adminHome'),
  adminUsers: section('adminUsers'),
  adminUser: section('adminUser'),
  adminDriverApprovals: () => import('./pages/applications-page').then((m) => ({ default: m.DriverApprovalsPage })),
  adminAssignRides: section('adminAssignRides'),
  adminAllRequests: section('adminAllRequests'),
  adminPendingSignups: () => import('./pages/applications-page').then((m) => ({ default: m.PendingSignupsPage })),
  adminPartnerCommissions: section('adminPartnerCommissions'),
  adminBilling: section('adminBilling'),
  sessionAnalytics: section('sessionAnalytics'),
  testNotifications: section('testNotifications'),
  testSms: section('testSms'),
  testTwilioConfig: section('testTwilioConfig'),
  testWhatsapp: section('testWhatsapp'),
  testBulkWhatsapp: section('testBulkWhatsapp'),
  testClicksendSms: section('testClicksendSms'),
  sendHelloDrivers: section('sendHelloDrivers'),
});
