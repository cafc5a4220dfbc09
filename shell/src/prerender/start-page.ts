import { countPageInteraction } from '@rides/ui/page-interaction';
import { whenToStart } from './when-to-start';
import { recordEarlyActions, takeEarlyActions } from './early-actions';
import { installEarlyKeys } from './early-keys';
import { startTariffIsland, tariffIsland } from './tariff-island';
import { handOff } from './start-handoff';
import { fetchRuntimeFiles, preloadScript, startLanguage, type RuntimeFiles } from './runtime-files';
import { BOOT_FILES_ATTRIBUTE, REMOTE_ATTRIBUTE, ROUTE_ATTRIBUTE } from '@rides/mf-config/prerender-guard';

/**
 * The start script of a prerendered page (start.ts; issue [L]): what runs from the first paint, before
 * the shell's main.js (the federation runtime, then React and the page). The page's fields take input
 * as plain HTML; this counts the visitor's interaction for the forms' bot check (page-interaction.ts),
 * records what is pressed (early-actions.ts), makes the access and guard keys work (early-keys.ts),
 * fills /pricing's figures (tariff-island.ts), and loads main.js once the page has painted, or at once
 * when the page cannot wait (when-to-start.ts), with the shell's first chunks, and fetches the shell's
 * runtime files and the page's remote's first files beside it (runtime-files.ts).
 */
export function startPage(mainSrc: string | null | undefined, doc: Document = document): Promise<void> {
  const win = doc.defaultView ?? window;
  countPageInteraction(win);
  recordEarlyActions(win);
  const keys = installEarlyKeys();
  const island = startTariffIsland(doc);
  let runtimeFiles: RuntimeFiles | null = null;
  handOff({ takeEarlyActions: () => takeEarlyActions(win), keys, tariffIsland, runtimeFiles: () => runtimeFiles }, win);
  if (!mainSrc) return Promise.reject(new Error('The start script has no main.js to load'));
  return whenToStart(win, island?.failed).then(() => {
    const html = doc.documentElement;
    loadScript(doc, mainSrc, 1);
    for (const file of (html.getAttribute(BOOT_FILES_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) preloadScript(doc, file);
    const remote = html.getAttribute(REMOTE_ATTRIBUTE);
    runtimeFiles = fetchRuntimeFiles(remote ? { remote, route: html.getAttribute(ROUTE_ATTRIBUTE) ?? '', lng: startLanguage(win) } : null, doc);
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
