import { expect, test } from '@playwright/test';

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
