// The other half of `pnpm bench:web` (issue [H] 2): how long a visitor's first tap waits for the app,
// which loads after the first paint (shell/src/prerender/when-to-start.ts). Here a phone-sized Chromium, with the throttling
// Lighthouse applies in its DevTools mode for mobile (its own constants: CPU 4x slower, 562.5 ms per
// request, 1.47 Mbit/s down, 675 kbit/s up), opens the page, waits for its load (or, with tapAfter
// 'idle', for the network to be quiet: a visitor who reads first, once what the page fetches at idle
// has come), taps the page's <h1> and measures:
//   - ready after tap: from the tap to the page running (`data-booted` on <html>);
//   - blocking after tap: the long tasks' time over 50 ms in that span (TBT's rule), what would delay
//     a second tap.
// A page that starts at once is usually running before the tap (0 ms).
import { chromium } from '@playwright/test';
import { PHONE, throttleLikeAPhone } from './phone.mjs';

/** A page that has not run 60 s after the tap is reported as a failure, not waited for. */
const READY_TIMEOUT_MS = 60_000;

/** One cold visit: a fresh context (empty cache), throttled as Lighthouse's mobile preset. */
async function visit(browser, url, tapAfter) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.goto(url, { waitUntil: tapAfter === 'idle' ? 'networkidle' : 'load' });
    await page.evaluate(() => {
      const w = window;
      w.__long = [];
      new PerformanceObserver((list) => w.__long.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({
        type: 'longtask',
        buffered: true,
      });
      w.__tap = null;
      addEventListener('touchstart', () => (w.__tap ??= performance.now()), { capture: true, passive: true });
      w.__ready = new Promise((resolve) => {
        const done = () => document.documentElement.hasAttribute('data-booted') && resolve(performance.now());
        new MutationObserver(done).observe(document.documentElement, { attributes: true });
        done();
      });
    });
    const box = await page.locator('h1').first().boundingBox();
    const alreadyRunning = await page.evaluate(() => document.documentElement.hasAttribute('data-booted'));
    await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10));
    const { tap, ready, blocking } = await page.evaluate(async (timeoutMs) => {
      const w = window;
      const readyAt = await Promise.race([
        w.__ready,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`the page did not run within ${timeoutMs} ms of the tap`)), timeoutMs)),
      ]);
      // A last long task may still be reported after the attribute is set: let the observer deliver it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const start = w.__tap ?? readyAt;
      const blocked = w.__long
        .filter((t) => t.start + t.duration > start && t.start < readyAt)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      return { tap: start, ready: readyAt, blocking: blocked };
    }, READY_TIMEOUT_MS);
    return { readyMs: alreadyRunning ? 0 : Math.max(0, ready - tap), blockingMs: alreadyRunning ? 0 : blocking };
  } finally {
    await context.close();
  }
}

/** `runs` cold visits of `url`: per-run { readyMs, blockingMs }. */
export async function measureFirstTap(chromePath, url, runs, log = () => undefined, tapAfter = 'load') {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const out = [];
    for (let i = 1; i <= runs; i++) {
      log(`First tap ${url} run ${i}/${runs}... `);
      const r = await visit(browser, url, tapAfter);
      out.push(r);
      log(`ready ${Math.round(r.readyMs)} ms\n`);
    }
    return out;
  } finally {
    await browser.close();
  }
}
