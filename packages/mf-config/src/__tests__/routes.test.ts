import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, routeOfPath, routesOf } from '../routes';
import { REMOTE_NAMES } from '../remotes';

const specPaths = [
  '/', '/p/:partnerSlug', '/book/:driverId', '/auth', '/reset-password', '/signup', '/signup/driver',
  '/signup/partner', '/profile', '/driver-signup', '/partner-signup', '/drivers', '/booking-confirmation',
  '/payment-success', '/payment-canceled', '/about', '/services', '/pricing', '/contact', '/terms',
  '/privacy', '/faq', '/dashboard', '/customer', '/partner', '/driver', '/driver/profile',
  '/driver/scheduled', '/driver/ongoing', '/admin', '/admin/users', '/admin/users/:id',
  '/admin/driver-approvals', '/admin/assign-rides', '/admin/all-requests', '/admin/pending-signups',
  '/admin/partner-commissions', '/admin/billing', '/session-analytics', '/test-notifications',
  '/test-sms', '/test-twilio-config', '/test-whatsapp', '/test-bulk-whatsapp', '/test-clicksend-sms',
  '/send-hello-drivers',
];
/** Routes issues added beyond SPEC 2: issue [K]'s live "where is my driver" page and the admins' flight board. */
const issuePaths = ['/track', '/admin/flights'];

describe('route table', () => {
  it('maps every route of SPEC 2 (and those issues added) exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect([...paths].sort()).toEqual([...specPaths, ...issuePaths].sort());
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('gives each role group only its own role (SPEC 2, 6)', () => {
    expect(routesOf('customer').every((r) => r.roles?.join() === 'user')).toBe(true);
    expect(routesOf('partner').every((r) => r.roles?.join() === 'partner')).toBe(true);
    expect(routesOf('driver').every((r) => r.roles?.join() === 'driver')).toBe(true);
    expect(routesOf('admin').every((r) => r.roles?.join() === 'admin')).toBe(true);
    expect(routesOf('public').some((r) => r.roles)).toBe(false);
  });

  it('marks the pages that carry the booking form (SPEC 2: home, /book/{driverId}), all of remote-public', () => {
    const withForm = ROUTES.filter((r) => r.bookingForm);
    expect(withForm.map((r) => r.path)).toEqual(['/', '/book/:driverId']);
    expect(withForm.every((r) => r.app === 'public')).toBe(true);
  });

  it('finds the route of an address, parameters and a trailing slash included', () => {
    expect(routeOfPath('/')?.id).toBe('home');
    expect(routeOfPath('/driver/scheduled/')?.app).toBe('driver');
    expect(routeOfPath('/admin/users/abc123')?.path).toBe('/admin/users/:id');
    expect(routeOfPath('/send-hello-drivers')?.app).toBe('admin');
    expect(routeOfPath('/driver/nowhere')).toBeUndefined();
  });

  it("names each remote page's chunk after its route (`route-<id>`), which the remote's manifest lists for the page to fetch early", () => {
    for (const remote of REMOTE_NAMES) {
      const source = fs.readFileSync(path.join(__dirname, `../../../../remote-${remote}/src/app.tsx`), 'utf8');
      const pages = [...source.matchAll(/(\w+): \(\) => import\(([^)]*)\)/g)].map(([, id, args]) => ({ id, chunk: /webpackChunkName: "route-([\w+]+)"/.exec(args!)?.[1] }));
      expect(pages.map((p) => p.id).sort()).toEqual(routesOf(remote).map((r) => r.id).sort());
      for (const p of pages) expect([remote, p.id, p.chunk?.split('+').includes(p.id!)]).toEqual([remote, p.id, true]);
    }
  });
});
