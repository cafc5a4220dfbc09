import { takePendingClick, whenToBoot } from './intent';
import { startTariffIsland, tariffIsland } from './tariff-island';
import { handOff } from './start-handoff';

/**
 * The start script of a prerendered page (start.ts; issue [H] 2): what runs before the visitor's
 * intent, instead of the shell's main.js (the federation runtime, 33 KiB gzipped). It fills /pricing's
 * figures (tariff-island.ts), waits for the visitor's first intent (intent.ts) and then loads main.js,
 * which starts the shell at once. A page that cannot wait (another language, a session, a #target, a
 * failed tariff) loads it at once. Meanwhile, once the page has loaded and the browser is idle, main.js
 * is fetched without being run, so the first intent does not wait for it on a slow network.
 */
export function startPage(mainSrc: string | null | undefined, doc: Document = document): Promise<void> {
  const win = doc.defaultView ?? window;
  const island = startTariffIsland(doc);
  handOff({ takePendingClick: () => takePendingClick(win), tariffIsland }, win);
  if (!mainSrc) return Promise.reject(new Error('The start script has no main.js to load'));
  let started = false;
  whenIdle(win, doc, () => {
    if (!started) addLink(doc, 'prefetch', mainSrc);
  });
  return whenToBoot(win, island?.failed).then(() => {
    started = true;
    loadScript(doc, mainSrc, 1);
  });
}

/** After the load event, when the browser is idle (at the latest 2 s later). */
function whenIdle(win: Window, doc: Document, run: () => void): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 2000 }) : win.setTimeout(run, 0));
  if (doc.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

function addLink(doc: Document, rel: string, href: string): void {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  doc.head.append(link);
}

/** Adds main.js to the page; a failed load (a phone losing its connection) is tried again once. */
function loadScript(doc: Document, src: string, retries: number): void {
  const script = doc.createElement('script');
  script.src = src;
  script.onerror = () => {
    script.remove();
    if (retries > 0) loadScript(doc, src, retries - 1);
    else console.error(`The shell could not be loaded: ${src}`);
  };
  doc.head.append(script);
}
