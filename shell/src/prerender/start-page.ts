import { takePendingClick, whenToBoot } from './intent';
import { startTariffIsland, tariffIsland } from './tariff-island';
import { handOff } from './start-handoff';

/**
 * The start script of a prerendered page (start.ts; issue [H] 2): what runs before the visitor's
 * intent, instead of the shell's main.js (the federation runtime: 33 KiB gzipped, about 100 ms of
 * main-thread work on a mid-range phone). It fills /pricing's figures (tariff-island.ts), waits for
 * the visitor's first intent (intent.ts) and then loads main.js, which starts the shell at once. A
 * page that cannot wait (another language, a session, a #target, a failed tariff) loads it at once.
 */
export function startPage(mainSrc: string | null | undefined, doc: Document = document): Promise<void> {
  const win = doc.defaultView ?? window;
  const island = startTariffIsland(doc);
  handOff({ takePendingClick: () => takePendingClick(win), tariffIsland }, win);
  return whenToBoot(win, island?.failed).then(() => {
    if (!mainSrc) throw new Error('The start script has no main.js to load');
    loadScript(doc, mainSrc, 1);
  });
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
