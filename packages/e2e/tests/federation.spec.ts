import { expect, test, type Page } from './fixtures';
import { expectPath, signIn } from './helpers';

test('a page showing remotes runs on one React instance shared by the shell', async ({ page }) => {
  await signIn(page, 'driver@example.com');
  await expectPath(page, '/driver');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Dashboard' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const react = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const host of Object.values(share)) {
      for (const scope of Object.values(host)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          if (pkg !== 'react' && pkg !== 'react-dom') continue;
          for (const [version, s] of Object.entries(versions)) if (s.loaded) loaded.push(`${pkg}@${version} from ${s.from}`);
        }
      }
    }
    return [...new Set(loaded)].sort();
  });
  // Exactly one copy of each, both provided by the shell, though every remote bundles a fallback.
  expect(react).toEqual([expect.stringMatching(/^react-dom@.* from shell$/), expect.stringMatching(/^react@.* from shell$/)]);
});

test('the public remote renders inside the shell layout, with no remote URL baked in', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (r) => r.url().endsWith('mf-manifest.json') && manifests.push(new URL(r.url()).origin));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Private transfers in Paris, at a fixed price' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Only the public remote is fetched for the home page (shareStrategy loaded-first, lazy remotes).
  expect(manifests).toEqual(['http://localhost:5005']);
  // The remote's own Chakra components style themselves from the shell's design system (brand.600).
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCSS('background-color', 'rgb(26, 66, 119)');
});

/** Each remote's origin on the local stack, a page it owns and that page's heading. */
const REMOTE_PAGES = {
  public: { origin: 'http://localhost:5005', path: '/about', heading: 'About us' },
  customer: { origin: 'http://localhost:5006', path: '/customer', heading: 'My Bookings' },
  driver: { origin: 'http://localhost:5007', path: '/driver', heading: 'Driver Dashboard' },
  partner: { origin: 'http://localhost:5008', path: '/partner', heading: 'Partner Dashboard' },
  admin: { origin: 'http://localhost:5009', path: '/admin', heading: 'Admin Dashboard' },
} as const;
type RemoteName = keyof typeof REMOTE_PAGES;

async function expectRemotePage(page: Page, remote: RemoteName): Promise<void> {
  await page.goto(REMOTE_PAGES[remote].path);
  await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES[remote].heading })).toBeVisible();
}

test('each of the five remotes down in turn: the shell and the other four work, and Retry recovers without a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  // One page per remote, each for someone who may see it (the guard follows the effective role): the
  // public remote's for a visitor, the others' for their role. The four that must keep working are
  // loaded side by side.
  // Without the driver app's service worker, which keeps its remote on the phone (driver-app.spec.ts):
  // here each remote's server is down for the page itself.
  const pages = {} as Record<RemoteName, Page>;
  pages.public = await browser.newPage({ serviceWorkers: 'block' });
  await Promise.all(
    (['customer', 'driver', 'partner', 'admin'] as const).map(async (who) => {
      pages[who] = await browser.newPage({ serviceWorkers: 'block' });
      await signIn(pages[who], `${who}@example.com`);
      await expectPath(pages[who], `/${who}`);
    }),
  );

  for (const down of Object.keys(REMOTE_PAGES) as RemoteName[]) {
    const pattern = `${REMOTE_PAGES[down].origin}/**`;
    for (const page of Object.values(pages)) await page.context().route(pattern, (route) => route.abort('connectionrefused'));

    const broken = pages[down];
    await broken.goto(REMOTE_PAGES[down].path);
    await expect(broken.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded.' })).toBeVisible();
    await expect(broken.getByTestId('remote-error-id')).toHaveText(/^Error id: [0-9A-F]{8}$/);
    // The shell itself still works.
    await expect(broken.getByRole('navigation', { name: 'Main' })).toBeVisible();
    if (down !== 'public') await expect(broken.getByRole('button', { name: /^Account menu/ })).toBeVisible();

    // The other four remotes work, each for someone who may see it.
    await Promise.all((Object.keys(REMOTE_PAGES) as RemoteName[]).filter((r) => r !== down).map((other) => expectRemotePage(pages[other], other)));

    // The remote comes back: Retry loads it in place, without reloading the page.
    await expect(broken.getByRole('button', { name: 'Retry' })).toBeVisible();
    for (const page of Object.values(pages)) await page.context().unroute(pattern);
    await broken.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await broken.getByRole('button', { name: 'Retry' }).click();
    await expect(broken.getByRole('heading', { level: 1, name: REMOTE_PAGES[down].heading })).toBeVisible();
    expect(await broken.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), `${down}: Retry must not reload`).toBe(true);
  }
  for (const page of Object.values(pages)) await page.close();
});

test('a chunk missing after a new deploy reloads the page once, then shows the error with an id instead of looping', async ({ page }) => {
  // Every script of the public remote but its entry is gone (as after a deploy that renamed them).
  await page.route(/http:\/\/localhost:5005\/(?!remoteEntry\.[0-9a-f]+\.js|mf-manifest\.json).*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/about');
  await expect(page.getByTestId('remote-error-id')).toHaveText(/^Error id: [0-9A-F]{8}$/);
  expect(loads).toBe(2);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a remote whose manifest is missing (404) shows the error, not a blank page', async ({ page }) => {
  await page.route('http://localhost:5006/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await signIn(page, 'customer@example.com');
  await expectPath(page, '/customer');
  await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded.');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
});

test('the language switcher translates the shell and the remote', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(page.locator('h1')).not.toHaveText('About us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
