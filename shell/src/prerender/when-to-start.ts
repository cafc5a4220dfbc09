import { STALE_ATTRIBUTE, STARTS_AFTER_PAINT_ATTRIBUTE } from '@rides/mf-config/prerender-guard';

/**
 * Issue [L] 4 (was [H] 2, which waited for an intent): a prerendered page whose first screen is
 * complete as HTML (see startsAfterPaint in @rides/mf-config/prerendered) is painted, read and typed
 * into without the shell: its fields are plain HTML fields and take input from the first paint, and
 * the shell adopts what they hold when it takes over (adopt-fields.ts). The shell (main.js) is loaded
 * once the page has loaded and painted, so it never stands between the visitor and the first paint,
 * or at the visitor's first sign of intent if that comes earlier (a tap while the page is still
 * loading: that visitor wants the app now). Every other page (a stale prerender: another language, a
 * session, a draft) starts at once, as does a page opened at a #target, a page that finds it needs the
 * shell (`needed`: /pricing's tariff failed), and every page of a tab whose visitor has already shown
 * an intent (a reload, for instance the one after a missing chunk, see federation/chunk-reload.ts).
 *
 * Why not wait for an intent, as [H] 2 did: the shell's start then came on the visitor's first touch,
 * which waited about 4.5 s on a phone for the focus, and a suggestion or a price came later still.
 */
// `click` too: a screen reader's activation may send a click alone.
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'] as const;
const LISTENING = { capture: true, passive: true } as const;

/** sessionStorage: this tab's visitor has shown an intent; the tab's later pages (a reload) start at once. */
const ENGAGED_KEY = 'rides:engaged';

function engaged(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(ENGAGED_KEY) !== null;
  } catch {
    return false;
  }
}

function remember(win: Window): void {
  try {
    win.sessionStorage.setItem(ENGAGED_KEY, '1');
  } catch {
    // No storage: the next page waits for its paint again.
  }
}

/** Whether this page may paint before the shell starts. */
function startsAfterPaint(win: Window): boolean {
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root?.hasAttribute(STARTS_AFTER_PAINT_ATTRIBUTE) || doc.documentElement.hasAttribute(STALE_ATTRIBUTE)) return false;
  // An address with a #target (/#booking, /faq#<id>, #help) asks for what only the running page does.
  return !win.location.hash && !engaged(win);
}

/**
 * Once the page has loaded and its first contentful paint is on screen (the browser's paint timing;
 * where it has none, two frames after the load).
 */
function afterPaint(win: Window, run: () => void): void {
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      void loaded.then(() => win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve())));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  void Promise.all([loaded, painted]).then(run);
}

/**
 * Resolves when the shell is to start: at once, or once the page has painted, or at the visitor's
 * first intent, or when `needed` settles (the page found it cannot do without the shell), whichever
 * comes first (see above).
 */
export function whenToStart(win: Window = window, needed?: Promise<void>): Promise<void> {
  if (!startsAfterPaint(win)) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, LISTENING);
      resolve();
    };
    const onIntent = () => {
      remember(win);
      start();
    };
    for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, LISTENING);
    afterPaint(win, start);
    void needed?.then(start);
  });
}
