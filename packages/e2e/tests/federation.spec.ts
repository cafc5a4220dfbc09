import { expect, test } from '@playwright/test';
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

test('a remote that is down leaves the shell working and recovers with Retry', async ({ page }) => {
  await page.route('http://localhost:5005/**', (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded.');
  // The shell still works: header, language, and a route of another app.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).hover();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The remote comes back: Retry loads it without reloading the page.
  await page.unroute('http://localhost:5005/**');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
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
