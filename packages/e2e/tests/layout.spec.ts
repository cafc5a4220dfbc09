import { expect, test, type Page } from './fixtures';
import { expectPath, signIn } from './helpers';
import { uidOf } from './auth-emulator';
import { axeProblems } from './axe';

/** The header's layout below Chakra's `md` breakpoint (48em): a phone held upright. */
const PHONE = { width: 390, height: 844 };

/** The phone header's Menu button. While the drawer (a modal) is open the header is hidden from the accessibility tree. */
const menuButton = (page: Page) => page.locator('header').getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu/ });

test.describe('compact header on a phone (390×844)', () => {
  test.use({ viewport: PHONE });

  test('is one row of at most 64 px: brand, language and one Menu button; no inline links', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Paris Private Transfers' })).toBeVisible();
    await expect(header.getByLabel('Language')).toBeVisible();
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('Menu opens the links; Escape closes it and focus returns to the button', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controls = await button.getAttribute('aria-controls');
    expect(controls).toBeTruthy();

    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await menu.getAttribute('id')).toBe(controls);
    const nav = menu.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Services', 'About', 'Pricing', 'Contact']);
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('a link in the menu preloads its remote on focus, closes the menu and opens the page', async ({ page }) => {
    // /auth is the shell's own page: no remote is loaded until one is needed.
    const manifests: string[] = [];
    page.on('request', (r) => r.url().endsWith('mf-manifest.json') && manifests.push(new URL(r.url()).origin));
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(manifests).toEqual([]);

    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const pricing = menu.getByRole('link', { name: 'Pricing' });
    await pricing.focus();
    // remote-public's manifest is fetched on intent, before the link is followed.
    await expect.poll(() => manifests).toContain('http://localhost:5005');

    await pricing.click();
    await expect(menu).toBeHidden();
    await expectPath(page, '/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('signed in, the menu holds the role items, Profile, Dashboard and Sign Out', async ({ page }) => {
    await signIn(page, 'driver@example.com');
    await expectPath(page, '/driver');
    await expect(accountButton(page)).toHaveCount(0); // the account menu lives in the Menu on a phone

    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Signed in as driver@example.com')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Driver Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Scheduled Rides' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(menu).toBeHidden();
    await expectPath(page, '/profile');

    await menuButton(page).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    await expectPath(page, '/');
    await menuButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('staff header (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an admin's seven links sit in one row of their own, under the brand and the account, in French too", async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await expectPath(page, '/admin');
    for (const lang of ['en', 'fr']) {
      await page.goto(`/admin?lang=${lang}`);
      const links = page.locator('header nav').getByRole('link');
      await expect(links).toHaveCount(7);
      const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      // Under the row of the language switch and the account menu.
      const language = (await page.locator('header').getByRole('combobox').boundingBox())!;
      expect(tops[0]!).toBeGreaterThanOrEqual(language.y + language.height);
    }
  });
});

test.describe('account menu (wide screens)', () => {
  test('shows the e-mail; opens Profile, Dashboard and Sign Out as a menu', async ({ page }) => {
    await signIn(page, 'customer@example.com');
    await expectPath(page, '/customer');
    const button = accountButton(page);
    await expect(button).toHaveText('customer@example.com');
    await expect(button).toHaveAccessibleName('Account menu: customer@example.com');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);

    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Dashboard', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expectPath(page, '/profile');
    await expect(menu).toBeHidden();

    // From the keyboard: Enter opens, arrows move, Enter follows.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // Opened from the keyboard, the menu highlights its first item; a person presses on from there.
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expectPath(page, '/customer'); // /dashboard sends a customer home
    // Focus is back on the button (polled on what has focus, so a failure names where it went instead).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.outerHTML.slice(0, 160)))
      .toBe('Account menu: customer@example.com');

    await button.click();
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
  });
});

test.describe('"Skip to booking form" only where the form is', () => {
  test('is not offered on a page without the booking form', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to booking form' })).toHaveCount(0);
  });

  test('on the home page it points at the form in the page and focuses its first field', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to booking form' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#booking');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'From' })).toBeFocused();
    await expectPath(page, '/');
  });

  test("on a driver's booking page too", async ({ page }) => {
    await page.goto(`/book/${await uidOf('driver@example.com')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book this driver' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to booking form' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'From' })).toBeFocused();
  });
});

/** axe's color-contrast rule within `selector`: one line per failing element. */
const contrastProblems = (page: Page, selector: string) => axeProblems(page, { include: selector, rules: ['color-contrast'] });

test.describe('error colours meet WCAG contrast (axe color-contrast)', () => {
  // The page's CSP allows only its own scripts: let the test inject axe. No animation mid-check.
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('field errors and the error alert of a form submitted empty', async ({ page }) => {
    await page.goto('/signup?as=customer');
    await page.getByRole('button', { name: 'Create account' }).click();
    const error = page.getByText('Enter your name (at least 2 characters).');
    await expect(error).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Some fields need your attention.' })).toBeVisible();
    // Chakra's default error red (red.500, #ef4444) is 3.76:1 on white; the system uses red.700.
    await expect(error).not.toHaveCSS('color', 'rgb(239, 68, 68)');
    expect(await contrastProblems(page, 'main')).toEqual([]);
  });

  test('the error toast of /auth submitted empty', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    expect(await contrastProblems(page, '[data-scope="toast"][data-part="root"]')).toEqual([]);
    expect(await contrastProblems(page, 'main')).toEqual([]);
  });
});
