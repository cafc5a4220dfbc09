import { BOOT_ON_INTENT_ATTRIBUTE, STALE_ATTRIBUTE } from '@rides/mf-config/prerender-guard';

/**
 * Issue [H] 2: a prerendered page whose first screen is complete as HTML (see bootsOnIntent in
 * @rides/mf-config/prerendered) is read, scrolled and followed by its links without any script. The
 * shell (React, the router, the UI kit, the federation runtime and the page's remote: about 500 KiB)
 * starts on the visitor's first sign of intent: a pointer moving or going down, a touch, a key, a
 * wheel, a scroll, a focus, a click. A phone's first touch or scroll, a desktop's first mouse move. Until
 * then the page costs the phone no script, and the forms are inert (scripts/prerender). Every other
 * page (a backend-data page, a stale prerender: another language, a session, a draft) starts at once,
 * and so does a page opened at a #target, and any page of a tab whose visitor has already shown an
 * intent (a reload, for instance the one after a missing chunk, see federation/chunk-reload.ts).
 * This runs in the start script (start-page.ts), which loads the shell's main.js on the intent. A
 * click made before the start script has run (while the HTML is still arriving) is neither counted
 * nor kept.
 *
 * A page that never sees an intent never starts: a crawler reads the HTML (it has every text), and a
 * lab tool measures the page as a visitor sees it before touching it.
 */
// `click` too: a screen reader's activation may send a click alone.
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'] as const;
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
    // No storage: the next page waits for an intent again.
  }
}

/** Whether this page waits for an intent before the shell starts. */
function bootsOnIntent(win: Window): boolean {
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root?.hasAttribute(BOOT_ON_INTENT_ATTRIBUTE) || doc.documentElement.hasAttribute(STALE_ATTRIBUTE)) return false;
  // An address with a #target (/#booking, /faq#<id>, #help) asks for what only the running page does.
  return !win.location.hash && !engaged(win);
}

interface PendingClick {
  /** What was clicked: a button keeps its node through hydration; an inert form gives its container. */
  target: Element | null;
  /** A pointer's click (not Enter or Space on a button, which has no position). */
  pointer: boolean;
  x: number;
  y: number;
  scrollX: number;
  scrollY: number;
  /** What the click itself focused (a section that is a skip link's target, or nothing). */
  focused: Element | null;
}

/** The visitor's last click before React took over (takePendingClick). */
let pending: PendingClick | null = null;
let stopRecording = (): void => undefined;

function recordClicks(win: Window): void {
  stopRecording();
  const record = (e: MouseEvent) => {
    pending = {
      target: e.target instanceof Element ? e.target : null,
      pointer: e.detail > 0,
      x: e.clientX,
      y: e.clientY,
      scrollX: win.scrollX,
      scrollY: win.scrollY,
      focused: win.document.activeElement,
    };
  };
  win.addEventListener('click', record, LISTENING);
  stopRecording = () => win.removeEventListener('click', record, LISTENING);
}

/**
 * Resolves when the shell is to start: at once, or at the first intent (see above), or when `needed`
 * settles first (the page found it cannot do without the shell: tariff-island.ts).
 */
export function whenToBoot(win: Window = window, needed?: Promise<void>): Promise<void> {
  if (!bootsOnIntent(win)) return Promise.resolve();
  recordClicks(win);
  return new Promise((resolve) => {
    const start = (intent: boolean) => {
      for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, LISTENING);
      if (intent) remember(win);
      resolve();
    };
    const onIntent = () => start(true);
    for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, LISTENING);
    void needed?.then(() => start(false));
  });
}

const FIELDS = 'input, select, textarea';
const ACTIONABLE = `${FIELDS}, label, button, [role="button"]`;

/**
 * Called just before React hydrates (from then on React handles clicks itself, replaying those on
 * parts not yet hydrated): stops recording and returns the replay of the last click made while the
 * shell was starting, to run once the page runs. A tap on a form field (the form was inert) focuses
 * that field; a click on a button (the menu, Help, a question) presses it. Not replayed when the
 * visitor has scrolled or focused something since, for a submit button (the form was empty), or for
 * a link (links worked without the shell).
 */
export function takePendingClick(win: Window = window): () => void {
  stopRecording();
  const click = pending;
  pending = null;
  return () => {
    if (click) replay(win, click);
  };
}

function replay(win: Window, click: PendingClick): void {
  const doc = win.document;
  if (win.scrollX !== click.scrollX || win.scrollY !== click.scrollY) return;
  if (doc.activeElement && doc.activeElement !== doc.body && doc.activeElement !== click.focused) return;
  // The element clicked, else (an inert form's field) the one under the pointer now the form is open.
  let target = click.target?.isConnected ? click.target.closest<HTMLElement>(ACTIONABLE) : null;
  if (!target && click.pointer) target = doc.elementFromPoint(click.x, click.y)?.closest<HTMLElement>(ACTIONABLE) ?? null;
  if (!target || target.closest('[inert], a')) return;
  if (target instanceof HTMLLabelElement) target.control?.focus();
  else if (target.matches(FIELDS)) target.focus();
  else if (!(target instanceof HTMLButtonElement && target.type === 'submit')) target.click();
}
