// The other half of `pnpm bench:web` (issue [H] 2): what a visitor's first touch costs. Lighthouse
// never interacts, so it measures a page before its first intent; most public pages start the shell
// only then (shell/src/prerender/intent.ts). Here a phone-sized Chromium, with Lighthouse's mobile
// throttling applied (CPU 4x slower, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), opens the page, waits
// for its load, taps the page's <h1> and measures:
//   - ready after tap: from the tap to the page running (`data-booted` on <html>);
//   - blocking after tap: the long tasks' time over 50 ms in that span (TBT's rule), what would delay
//     a second tap.
// A page that starts at once is usually running before the tap (0 ms).
import { chromium } from '@playwright/test';

const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** One cold visit: a fresh context (empty cache), throttled as Lighthouse's mobile preset. */
async function visit(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
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
    const { tap, ready, blocking } = await page.evaluate(async () => {
      const w = window;
      const readyAt = await w.__ready;
      // A last long task may still be reported after the attribute is set: let the observer deliver it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const start = w.__tap ?? readyAt;
      const blocked = w.__long
        .filter((t) => t.start + t.duration > start && t.start < readyAt)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      return { tap: start, ready: readyAt, blocking: blocked };
    });
    return { readyMs: alreadyRunning ? 0 : Math.max(0, ready - tap), blockingMs: alreadyRunning ? 0 : blocking };
  } finally {
    await context.close();
  }
}

/** `runs` cold visits of `url`: per-run { readyMs, blockingMs }. */
export async function measureFirstTap(chromePath, url, runs, log = () => undefined) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const out = [];
    for (let i = 1; i <= runs; i++) {
      log(`First tap ${url} run ${i}/${runs}... `);
      const r = await visit(browser, url);
      out.push(r);
      log(`ready ${Math.round(r.readyMs)} ms\n`);
    }
    return out;
  } finally {
    await browser.close();
  }
}
