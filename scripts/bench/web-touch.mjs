// `pnpm bench:web -- --touch` (issue [L] 5): the first touch as a person makes it. On a phone profile
// (412x823 touch screen, the throttling Lighthouse applies in its DevTools mode for mobile: CPU 4x,
// 562.5 ms per request, 1.47 Mbit/s down), the page is opened with a cold cache (a new browser
// context) or a warm one (the same page opened once before in the context, then in a new tab), the
// field is tapped 0.5, 2 or 5 s after the load event and a word is typed at once, a key every 120 ms.
// Per visit, measured in the page:
//   - lost: characters typed that are not in the field once the app runs (the longest common
//     subsequence of what was typed and what the field holds, so a reordering counts too);
//   - focus: from the tap (touchstart) to the field having the focus;
//   - suggestion (home only): from the tap to the first place suggestion on screen, and from the
//     app running (`data-booted` on <html>) to it;
//   - INP: the web-vitals library's onINP over the visit (its tap and keys), reported from the page.
// Beside it, the limit: the same page with every script taken out, served from a local server (what
// static HTML does with a touch: focus at once, nothing lost, no suggestion).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { PHONE, serveWithoutScripts, throttleLikeAPhone } from './phone.mjs';

const KEY_DELAY_MS = 120;
/** How long after the last key the app may take to run and answer before the visit is read as it is. */
const SETTLE_TIMEOUT_MS = 30_000;
export const TAP_TIMES_MS = [500, 2000, 5000];

/** The pages and the field a person taps first on each, with what they type. */
export const TOUCH_PAGES = {
  '/': { field: 'input[name="from"]', text: 'Charles', suggests: true },
  '/auth': { field: 'input[name="email"]', text: 'customer', suggests: false },
};

const WEB_VITALS = readFileSync(fileURLToPath(new URL('../../shell/node_modules/web-vitals/dist/web-vitals.iife.js', import.meta.url)), 'utf8');

/** Runs in the page before its own scripts: records the tap, the field's focus, the first suggestion, the app's start and INP. */
function recorder({ field }, webVitals) {
  const w = window;
  const m = (w.__touch = { tap: null, focus: null, suggestion: null, booted: null, inp: null, load: null });
  const now = () => performance.now();
  addEventListener('touchstart', () => (m.tap ??= now()), { capture: true, passive: true });
  addEventListener('focusin', (e) => e.target instanceof Element && e.target.matches(field) && (m.focus ??= now()), true);
  addEventListener('load', () => (m.load = now()));
  new MutationObserver(() => {
    if (m.booted === null && document.documentElement.hasAttribute('data-booted')) m.booted = now();
    if (m.suggestion === null && m.tap !== null && document.querySelector('[role="listbox"]:not([hidden]) [role="option"]')) m.suggestion = now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  webVitals.onINP((metric) => (m.inp = metric.value), { reportAllChanges: true, durationThreshold: 16 });
}

function lcs(a, b) {
  const row = new Array(b.length + 1).fill(0);
  for (const ca of a) {
    let prev = 0;
    for (let j = 1; j <= b.length; j++) {
      const keep = row[j];
      row[j] = ca === b[j - 1] ? prev + 1 : Math.max(row[j], row[j - 1]);
      prev = keep;
    }
  }
  return row[b.length];
}

async function touchAndType(page, url, spec, tapAtMs, isStatic) {
  await page.goto(url, { waitUntil: 'load' });
  const loadedAt = await page.evaluate(() => window.__touch.load ?? performance.now());
  await page.waitForFunction((t) => performance.now() >= t, loadedAt + tapAtMs, { polling: 20 });
  const box = await page.locator(spec.field).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type(spec.text, { delay: KEY_DELAY_MS });
  if (!isStatic) {
    // Read the visit once the app runs and, on home, once it has answered with suggestions.
    await page
      .waitForFunction(({ suggests }) => window.__touch.booted !== null && (!suggests || window.__touch.suggestion !== null), { suggests: spec.suggests }, { timeout: SETTLE_TIMEOUT_MS, polling: 50 })
      .catch(() => undefined);
  }
  // web-vitals reports INP when the page is hidden: say so, as a phone does when the visitor switches apps.
  return page.evaluate(({ field, text }) => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    const m = window.__touch;
    const value = document.querySelector(field)?.value ?? '';
    return { value, text, ...m };
  }, spec);
}

async function visit(browser, url, spec, tapAtMs, cache, isStatic) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: `${WEB_VITALS};(${recorder})(${JSON.stringify({ field: spec.field })}, webVitals)` });
    if (cache === 'warm') {
      const first = await context.newPage();
      await first.goto(url, { waitUntil: 'load' });
      // A key press is a sign of intent, for a page that waits for one to start.
      await first.keyboard.press('Shift');
      await first.waitForFunction(() => document.documentElement.hasAttribute('data-booted'), null, { timeout: SETTLE_TIMEOUT_MS });
      await first.waitForLoadState('networkidle');
      await first.close();
    }
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    const r = await touchAndType(page, url, spec, tapAtMs, isStatic);
    const kept = lcs(r.text, r.value);
    const since = (t, from) => (t === null || from === null ? null : Math.max(0, t - from));
    return {
      lost: r.text.length - kept,
      value: r.value,
      focusMs: since(r.focus, r.tap),
      suggestionMs: spec.suggests ? since(r.suggestion, r.tap) : null,
      suggestionAfterAppMs: spec.suggests ? since(r.suggestion, r.booted === null ? null : Math.max(r.booted, r.tap)) : null,
      bootedAfterTapMs: since(r.booted, r.tap),
      inpMs: r.inp,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every case of `paths` (keys of TOUCH_PAGES): the static limit (cold), then cold and warm at each tap
 * time, `runs` visits each. Returns { [path]: { [case]: visit[] } }.
 */
export async function measureTouch(chromePath, base, paths, runs, log = () => undefined) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const out = {};
  try {
    for (const path of paths) {
      const spec = TOUCH_PAGES[path];
      out[path] = {};
      const limit = await serveWithoutScripts(base + path);
      const cases = [
        ...TAP_TIMES_MS.map((t) => ({ name: `static, tap at ${t / 1000} s`, url: limit.url, cache: 'cold', t, isStatic: true })),
        ...['cold', 'warm'].flatMap((cache) => TAP_TIMES_MS.map((t) => ({ name: `${cache}, tap at ${t / 1000} s`, url: base + path, cache, t, isStatic: false }))),
      ];
      try {
        for (const c of cases) {
          out[path][c.name] = [];
          for (let i = 1; i <= runs; i++) {
            log(`Touch ${path} ${c.name} run ${i}/${runs}... `);
            const r = await visit(browser, c.url, spec, c.t, c.cache, c.isStatic);
            out[path][c.name].push(r);
            log(`lost ${r.lost}, focus ${Math.round(r.focusMs ?? -1)} ms${spec.suggests && !c.isStatic ? `, suggestion ${Math.round(r.suggestionMs ?? -1)} ms` : ''}\n`);
          }
        }
      } finally {
        limit.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
