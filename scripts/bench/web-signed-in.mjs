// `pnpm bench:web -- --signed-in` (issue [M] 4): the signed-in apps as their people open them. Each
// page is visited by its demo account: signed in once (unthrottled, in its own context), then the
// session alone (cookies, localStorage and IndexedDB, where Firebase keeps it) goes to a fresh
// context: a cold cache. That context, throttled as the phone (390x844 touch, 150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x) or as a desktop (Lighthouse's desktop constants: 40 ms
// per request, 10 Mbit/s, no CPU slowdown), opens the
// page and measures the time from the navigation to the content (the page's heading and its data:
// no "Loading…" left) and the JavaScript transferred (encoded bytes of every script response). Then
// the same context opens it again: warm (HTTP cache, and on the driver's pages the service worker,
// once it has kept the app). Median of `runs`.
import { chromium } from '@playwright/test';
/** The phone of issue [M] 4 (its own figures, not Lighthouse's 562.5 ms per request of `--touch`). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const NETWORKS = {
  phone: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 },
  desktop: { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8, cpu: 1 },
};

const BOT_MIN_FILL_MS = 2_500;
const DESKTOP = { viewport: { width: 1350, height: 940 } };

export const SIGNED_IN_PAGES = {
  '/driver': { email: 'driver@example.com', heading: 'Driver Dashboard', loading: 'Loading your rides…', profile: 'phone' },
  '/driver/scheduled': { email: 'driver@example.com', heading: 'Scheduled Rides', loading: 'Loading your rides…', profile: 'phone' },
  '/customer': { email: 'customer@example.com', heading: 'My Bookings', loading: 'Loading your bookings…', profile: 'phone' },
  '/admin/assign-rides': { email: 'admin@example.com', heading: 'Assign rides', loading: 'Loading rides', profile: 'desktop' },
};

/** Targets of issue [M] 4, in ms and bytes. */
export const SIGNED_IN_TARGETS = { phoneColdMs: 3_000, phoneWarmMs: 1_000, desktopMs: 2_000, driverJsBytes: 300 * 1024 };

async function sessionOf(browser, base, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  const shown = Date.now();
  await page.getByLabel('Email').pressSequentially(email, { delay: 10 });
  await page.getByLabel('Password', { exact: true }).pressSequentially('Demo-1234', { delay: 10 });
  await page.waitForTimeout(Math.max(0, BOT_MIN_FILL_MS + 200 - (Date.now() - shown)));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

async function throttle(cdp, profile) {
  const { cpu, ...network } = NETWORKS[profile];
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Opens `path` and answers the time to its content and the script bytes that came over the network. */
async function open(page, cdp, base, path, target) {
  const scripts = new Map();
  const onResponse = (e) => e.type === 'Script' && scripts.set(e.requestId, 0);
  const onFinished = (e) => scripts.has(e.requestId) && scripts.set(e.requestId, e.encodedDataLength);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await page.goto(base + path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: target.heading }).waitFor({ timeout: 60_000 });
  await page.getByText(target.loading).waitFor({ state: 'detached', timeout: 60_000 }).catch(() => {});
  const contentMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('load');
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  return { contentMs, jsBytes: [...scripts.values()].reduce((a, b) => a + b, 0) };
}

async function visit(browser, base, path, target, state) {
  const context = await browser.newContext({ ...(target.profile === 'phone' ? PHONE : DESKTOP), storageState: state });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, target.profile);
    const cold = await open(page, cdp, base, path, target);
    // A returning visit: on the driver's pages once the service worker has kept the app.
    if (path.startsWith('/driver')) {
      await page
        .waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.active && (await caches.keys()).some((k) => k.startsWith('remote-driver-')), null, { timeout: 120_000, polling: 500 })
        .catch(() => {});
    }
    const warm = await open(page, cdp, base, path, target);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

export async function measureSignedIn(chromePath, base, paths, runs, log) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-quic'] });
  const out = {};
  try {
    const sessions = {};
    for (const path of paths) {
      const target = SIGNED_IN_PAGES[path];
      sessions[target.email] ??= await sessionOf(browser, base, target.email);
      out[path] = [];
      for (let i = 1; i <= runs; i++) {
        log(`${path} as ${target.email}, run ${i}/${runs}... `);
        const r = await visit(browser, base, path, target, sessions[target.email]);
        out[path].push(r);
        log(`cold ${Math.round(r.cold.contentMs)} ms, warm ${Math.round(r.warm.contentMs)} ms\n`);
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
