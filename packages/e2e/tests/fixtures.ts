import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive prerendered (scripts/prerender): their forms are on screen before the shell
 * has hydrated them, and a submit does nothing until then (the guard script). Most of them start the
 * shell on the visitor's first intent (shell/src/prerender/intent.ts). A person reads first and moves
 * the mouse or touches the page; a test would type and submit within milliseconds. So every page a
 * test opens moves the mouse and waits, after each navigation and reload, until the shell runs the
 * page (`data-booted` on <html>).
 */
let moves = 0;
async function waitForShell(page: Page): Promise<void> {
  // Only the shell's pages have #root (not the mailbox, a remote's own URL or sitemap.xml).
  if (await page.locator('#root[data-boot-on-intent]').count()) await page.mouse.move(1 + (moves++ % 2), 1);
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
