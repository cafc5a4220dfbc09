import { expect, test } from './fixtures';
import { sql } from './database';
import { expectPath, signIn } from './helpers';

const accounts = [
  { email: 'admin@example.com', home: '/admin', heading: 'Admin Dashboard', role: 'Admin' },
  { email: 'driver@example.com', home: '/driver', heading: 'Driver Dashboard', role: 'Driver' },
  { email: 'partner@example.com', home: '/partner', heading: 'Partner Dashboard', role: 'Partner' },
  { email: 'customer@example.com', home: '/customer', heading: 'My Bookings', role: 'Customer' },
  { email: 'multi@example.com', home: '/driver', heading: 'Driver Dashboard', role: 'Driver' },
];

for (const a of accounts) {
  test(`${a.email} signs in and lands on ${a.home} via /dashboard`, async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
    await signIn(page, a.email);
    await expectPath(page, a.home);
    await expect(page.getByRole('heading', { level: 1, name: a.heading })).toBeVisible();
    await expect(page.getByTestId('account-card').getByText(`Signed in as ${a.email}`)).toBeVisible();
    await expect(page.getByTestId('account-card').getByText(`Role: ${a.role}`)).toBeVisible();
    expect(visited).toContain('/dashboard');
  });
}

test('multi@example.com acts as Partner or Customer from the account menu, and the choice holds on this device (issue [N] 7)', async ({ page }) => {
  const since = new Date().toISOString();
  await signIn(page, 'multi@example.com');
  await expectPath(page, '/driver');
  await expect(page.getByTestId('acting-as')).toHaveText('Acting as: Driver');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Driver' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Partner' }).click();
  await expectPath(page, '/partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commissions by month' })).toBeVisible();
  await expect(page.getByTestId('acting-as')).toHaveText('Acting as: Partner');
  await expect(page.getByTestId('account-card').getByText('Role: Partner')).toBeVisible();

  // The guards and the dispatcher follow the choice, after a reload too.
  await page.reload();
  await expect(page.getByTestId('acting-as')).toHaveText('Acting as: Partner');
  await page.goto('/dashboard');
  await expectPath(page, '/partner');
  await page.goto('/driver');
  await expectPath(page, '/partner');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Customer' }).click();
  await expectPath(page, '/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  // Each switch is a security event.
  await expect
    .poll(async () => (await sql<{ details: { to: string } }>("select details from security_events where event_type = 'role_switched' and identifier = 'multi@example.com' and created_at >= $1 order by created_at", [since])).map((r) => r.details.to))
    .toEqual(['partner', 'user']);
});

test('a signed-out visit to /customer ends on /auth', async ({ page }) => {
  await page.goto('/customer');
  await expectPath(page, '/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a driver opening /admin ends on /driver', async ({ page }) => {
  await signIn(page, 'driver@example.com');
  await expectPath(page, '/driver');
  await page.goto('/admin');
  await expectPath(page, '/driver');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Dashboard' })).toBeVisible();
});

test('the header shows each role its own menu items (SPEC 6)', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Driver Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Scheduled Rides' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('wrong credentials are refused with the SPEC 8 message', async ({ page }) => {
  await signIn(page, 'customer@example.com', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password. Please check your credentials.');
  await expectPath(page, '/auth');
});
