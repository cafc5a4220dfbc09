import { expect, test, type Locator, type Page } from './fixtures';
import { axeProblems } from './axe';

test('skip links: the first Tab reaches "Skip to main content", which moves focus to main', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('Alt+M focuses the main area and Alt+F the first field of the first form', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Alt+F');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Alt+M');
  await expect(page.getByRole('main')).toBeFocused();
});

test('an 8-core device animates; a 2-core device gets the low tier, without animations (SPEC 9)', async ({ page }) => {
  const cta = page.getByRole('button', { name: 'Continue' });
  await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => Number(sessionStorage.getItem('cores') ?? 8) }));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-tier', 'high');
  await expect(cta).not.toHaveCSS('transition-duration', '0s');
  await page.evaluate(() => sessionStorage.setItem('cores', '2'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-tier', 'low');
  await expect(cta).toHaveCSS('transition-duration', '0s');
});

test('the language switch translates /auth', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('Mantener la sesión iniciada durante 30 días')).toBeVisible();
});

test.describe('axe-core on every public route: no serious or critical finding', () => {
  // The CSP allows only the product's scripts: let the test inject axe. No animation mid-check.
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  // Every route a signed-out visitor can open (the route table's public and shell pages), with what
  // shows once it has rendered. /p/{slug} only redirects home; /book/{driverId} is reached from /drivers.
  const ROUTES: Array<[path: string, ready: (page: Page) => Locator]> = [
    ['/', (p) => p.getByRole('combobox', { name: 'From' })],
    ['/drivers', (p) => p.getByRole('heading', { level: 1 })],
    ['/services', (p) => p.getByRole('heading', { level: 1 })],
    ['/about', (p) => p.getByRole('heading', { level: 1 })],
    ['/pricing', (p) => p.getByRole('table').first()],
    ['/contact', (p) => p.getByRole('button', { name: /send/i })],
    ['/terms', (p) => p.getByRole('heading', { level: 1 })],
    ['/privacy', (p) => p.getByRole('heading', { level: 1 })],
    ['/faq', (p) => p.getByRole('searchbox')],
    ['/booking-confirmation', (p) => p.getByRole('heading', { level: 1 })],
    ['/payment-success', (p) => p.getByRole('heading', { level: 1 })],
    ['/payment-canceled', (p) => p.getByRole('heading', { level: 1 })],
    ['/auth', (p) => p.getByRole('button', { name: 'Sign In', exact: true })],
    ['/reset-password', (p) => p.getByRole('heading', { level: 1 })],
    ['/signup', (p) => p.getByRole('heading', { level: 1 })],
    ['/signup/driver', (p) => p.getByRole('heading', { level: 1 })],
    ['/signup/partner', (p) => p.getByRole('heading', { level: 1 })],
    ['/no-such-page', (p) => p.getByRole('heading', { level: 1 })],
  ];

  test('each page, and a driver’s booking page', async ({ page }) => {
    test.setTimeout(120_000); // 19 pages (about 33 s on CI)
    const found: string[] = [];
    const check = async (path: string) => {
      await page.evaluate(() => document.fonts.ready);
      found.push(...(await axeProblems(page, { impacts: ['serious', 'critical'] })).map((line) => `${path}: ${line}`));
    };
    for (const [path, ready] of ROUTES) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await check(path);
    }
    await page.goto('/drivers');
    await page.getByRole('link', { name: /^Book with / }).first().click();
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
    await check(new URL(page.url()).pathname);
    expect(found).toEqual([]);
  });
});
