import { expect, test, type Page } from './fixtures';

interface Dispatch {
  selector: string;
  kind: 'contextmenu' | 'keydown';
  init?: { key: string; code: string; ctrlKey?: boolean; shiftKey?: boolean };
}

/** Fires a real DOM event and tells whether the page prevented its default action (blocked it). */
const dispatch = (page: Page, d: Dispatch): Promise<boolean> =>
  page.evaluate(({ selector, kind, init }: Dispatch) => {
    const e =
      kind === 'contextmenu'
        ? new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
        : new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    document.querySelector(selector)!.dispatchEvent(e);
    return e.defaultPrevented;
  }, d);

test('right-click is blocked on the page but not in form fields (SPEC 8)', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await dispatch(page, { selector: 'h1', kind: 'contextmenu' })).toBe(true);
  expect(await dispatch(page, { selector: 'input[name=email]', kind: 'contextmenu' })).toBe(false);
});

test('F12 and Ctrl+Shift+I/J/C are blocked; repeated attempts raise the Security Alert', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await dispatch(page, { selector: 'body', kind: 'keydown', init: { key: 'F12', code: 'F12' } })).toBe(true);
  expect(await dispatch(page, { selector: 'body', kind: 'keydown', init: { key: 'I', code: 'KeyI', ctrlKey: true, shiftKey: true } })).toBe(true);
  expect(await dispatch(page, { selector: 'body', kind: 'keydown', init: { key: 'i', code: 'KeyI', ctrlKey: true } })).toBe(false);
  expect(await dispatch(page, { selector: 'body', kind: 'keydown', init: { key: 'J', code: 'KeyJ', ctrlKey: true, shiftKey: true } })).toBe(true);
  await expect(page.getByText('Security Alert')).toBeVisible();
  await expect(page.getByText('Suspicious activity detected. Please contact support if you believe this is an error.')).toBeVisible();
});

/** Security events the page sends, by type. */
function recordEvents(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/logSecurityEvent')) sent.push((r.postDataJSON() as { data: { eventType: string } }).data.eventType);
  });
  return sent;
}

test('the security start-up check passes on a page served with its headers', async ({ page }) => {
  const sent = recordEvents(page);
  const checked = page.waitForResponse((r) => r.url().endsWith('/securityHeaders'));
  const head = page.waitForResponse((r) => r.request().method() === 'HEAD');
  await page.goto('/about');
  expect((await checked).ok()).toBe(true);
  await head;
  // A report would load its schema chunk and post at once: when the network has settled, none came.
  await page.waitForLoadState('networkidle');
  expect(sent).not.toContain('security_init_failed');
});

test('a page served without its CSP reports security_init_failed (SPEC 7)', async ({ page }) => {
  await page.route('**/about', async (route) => {
    if (route.request().method() !== 'HEAD') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const report = page.waitForRequest((r) => r.url().endsWith('/logSecurityEvent') && r.postData()!.includes('security_init_failed'));
  await page.goto('/about');
  expect((await report).postDataJSON()).toMatchObject({
    data: { eventType: 'security_init_failed', identifier: 'anonymous', details: { reason: 'headers', headers: 'content-security-policy' } },
  });
});
