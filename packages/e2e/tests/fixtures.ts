import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive prerendered (scripts/prerender): their forms take input from the first paint,
 * and the app starts once the page has painted (shell/src/prerender/when-to-start.ts). A journey
 * tests what the running app does, so every page a test opens waits, after each navigation and
 * reload, until the shell runs the page (`data-booted` on <html>). What happens before is
 * first-touch.spec.ts's.
 */
async function waitForShell(page: Page): Promise<void> {
  // Only the shell's pages have #root (not the mailbox, a remote's own URL or sitemap.xml).
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-booted'));
}

const notWaiting = new WeakSet<Page>();

/**
 * For a page whose navigations must not wait or touch it: one that runs no script (JavaScript off),
 * or one that checks what happens before the shell starts.
 */
export const skipShellWait = (page: Page): void => void notWaiting.add(page);

function waitingForShell(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (!notWaiting.has(page)) await waitForShell(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (!notWaiting.has(page)) await waitForShell(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitingForShell);
    await use(context);
  },
  // Pages of contexts a test opens itself (browser.newPage, browser.newContext) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        context.on('page', waitingForShell);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
