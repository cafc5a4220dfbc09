import type { Role } from '@rides/contracts/roles';
import type { RemoteName } from './remotes';

/**
 * The route table of SPEC 2: the one place that says which app owns a path and who may open it.
 * The shell's router, guards, header menu and dashboard dispatcher are all driven from it, and each
 * remote renders the entries it owns by id.
 */
export type AppName = 'shell' | RemoteName;

export interface RouteEntry {
  id: string;
  path: string;
  app: AppName;
  /** Roles allowed in; absent means public. */
  roles?: readonly Role[];
  /** i18n key of the header menu label when the entry is a menu item. */
  menu?: { key: string; audience: 'all' | Role };
  /** The page carries the booking form (its area is `#booking`): the skip link to it is offered there. */
  bookingForm?: true;
}

const ADMIN = ['admin'] as const;
const DRIVER = ['driver'] as const;

export const ROUTES: readonly RouteEntry[] = [
  // Public: remote-public
  { id: 'home', path: '/', app: 'public', menu: { key: 'nav.home', audience: 'all' }, bookingForm: true },
  { id: 'partnerRedirect', path: '/p/:partnerSlug', app: 'public' },
  { id: 'bookDriver', path: '/book/:driverId', app: 'public', bookingForm: true },
  { id: 'drivers', path: '/drivers', app: 'public' },
  { id: 'bookingConfirmation', path: '/booking-confirmation', app: 'public' },
  { id: 'paymentSuccess', path: '/payment-success', app: 'public' },
  { id: 'paymentCanceled', path: '/payment-canceled', app: 'public' },
  // Issue [K] 3: the traveller's live "where is my driver" link (signed, from the on-the-way message).
  { id: 'liveRide', path: '/track', app: 'public' },
  { id: 'services', path: '/services', app: 'public', menu: { key: 'nav.services', audience: 'all' } },
  { id: 'about', path: '/about', app: 'public', menu: { key: 'nav.about', audience: 'all' } },
  { id: 'pricing', path: '/pricing', app: 'public', menu: { key: 'nav.pricing', audience: 'all' } },
  { id: 'contact', path: '/contact', app: 'public', menu: { key: 'nav.contact', audience: 'all' } },
  { id: 'terms', path: '/terms', app: 'public' },
  { id: 'privacy', path: '/privacy', app: 'public' },
  { id: 'faq', path: '/faq', app: 'public' },

  // Auth and account: the shell
  { id: 'auth', path: '/auth', app: 'shell' },
  { id: 'resetPassword', path: '/reset-password', app: 'shell' },
  { id: 'signup', path: '/signup', app: 'shell' },
  { id: 'signupDriver', path: '/signup/driver', app: 'shell' },
  { id: 'signupPartner', path: '/signup/partner', app: 'shell' },
  { id: 'driverSignup', path: '/driver-signup', app: 'shell' },
  { id: 'partnerSignup', path: '/partner-signup', app: 'shell' },
  { id: 'profile', path: '/profile', app: 'shell' },
  { id: 'dashboard', path: '/dashboard', app: 'shell' },

  // Role groups
  { id: 'customerHome', path: '/customer', app: 'customer', roles: ['user'] },
  { id: 'partnerHome', path: '/partner', app: 'partner', roles: ['partner'] },
  { id: 'driverHome', path: '/driver', app: 'driver', roles: DRIVER, menu: { key: 'nav.driverDashboard', audience: 'driver' } },
  { id: 'driverProfile', path: '/driver/profile', app: 'driver', roles: DRIVER },
  { id: 'driverScheduled', path: '/driver/scheduled', app: 'driver', roles: DRIVER, menu: { key: 'nav.scheduledRides', audience: 'driver' } },
  { id: 'driverOngoing', path: '/driver/ongoing', app: 'driver', roles: DRIVER },
  { id: 'adminHome', path: '/admin', app: 'admin', roles: ADMIN, menu: { key: 'nav.adminDashboard', audience: 'admin' } },
  { id: 'adminUsers', path: '/admin/users', app: 'admin', roles: ADMIN, menu: { key: 'nav.driverManagement', audience: 'admin' } },
  { id: 'adminUser', path: '/admin/users/:id', app: 'admin', roles: ADMIN },
  { id: 'adminDriverApprovals', path: '/admin/driver-approvals', app: 'admin', roles: ADMIN },
  { id: 'adminAssignRides', path: '/admin/assign-rides', app: 'admin', roles: ADMIN },
  { id: 'adminAllRequests', path: '/admin/all-requests', app: 'admin', roles: ADMIN },
  { id: 'adminFlights', path: '/admin/flights', app: 'admin', roles: ADMIN },
  { id: 'adminPendingSignups', path: '/admin/pending-signups', app: 'admin', roles: ADMIN },
  { id: 'adminPartnerCommissions', path: '/admin/partner-commissions', app: 'admin', roles: ADMIN },
  { id: 'adminBilling', path: '/admin/billing', app: 'admin', roles: ADMIN },
  { id: 'sessionAnalytics', path: '/session-analytics', app: 'admin', roles: ADMIN },

  // SPEC 2 lists these test and tool pages as public. They send SMS and WhatsApp messages to real
  // people, so an open page would be an abuse vector: the paths exist, but only admins get in.
  { id: 'testNotifications', path: '/test-notifications', app: 'admin', roles: ADMIN },
  { id: 'testSms', path: '/test-sms', app: 'admin', roles: ADMIN },
  { id: 'testTwilioConfig', path: '/test-twilio-config', app: 'admin', roles: ADMIN },
  { id: 'testWhatsapp', path: '/test-whatsapp', app: 'admin', roles: ADMIN },
  { id: 'testBulkWhatsapp', path: '/test-bulk-whatsapp', app: 'admin', roles: ADMIN },
  { id: 'testClicksendSms', path: '/test-clicksend-sms', app: 'admin', roles: ADMIN },
  { id: 'sendHelloDrivers', path: '/send-hello-drivers', app: 'admin', roles: ADMIN },
];

export const routesOf = (app: AppName): readonly RouteEntry[] => ROUTES.filter((r) => r.app === app);

export const routeById = (id: string): RouteEntry | undefined => ROUTES.find((r) => r.id === id);

/** The route of an address (`/admin/users/abc` -> adminUserDetail), by the routes' paths; undefined when none has it. */
export function routeOfPath(pathname: string): RouteEntry | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const match = (r: RouteEntry) => {
    const route = r.path.replace(/\/+$/, '').split('/');
    return route.length === parts.length && route.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  };
  return ROUTES.find(match);
}
