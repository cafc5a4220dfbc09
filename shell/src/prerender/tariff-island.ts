import { LIVE_TARIFF_ATTRIBUTE, STALE_ATTRIBUTE } from '@rides/mf-config/prerender-guard';
import type { VersionedTariff } from '@rides/contracts/pricing';

/**
 * Issue [H] 2 on /pricing, whose first screen is the live tariff. The prerendered page has every word
 * and table, its figures empty (remote-public pricing-page.tsx). This runs in the start script
 * (start-page.ts), at first paint: it asks getTariff (the callable protocol, plain fetch, as
 * callPublic does) and writes the figures in with the page's own function (tariffFigures). The shell
 * starts after the first paint like on every other page (when-to-start.ts), and puts the same answer in
 * the page's query cache before hydrating (hydration.ts), so React renders what is already on screen. A failed or
 * malformed answer leaves the page as it was and starts the shell at once: the page then asks again
 * and, if it still fails, says so with a retry button.
 *
 * No schema here (zod would multiply the start script's size): a malformed answer fails in
 * tariffFigures or lacks a figure (fill-figures.ts), and the shell validates the answer before using
 * it (hydration.ts).
 */
export interface TariffIsland {
  /** getTariff's answer, once it has filled the page; null when it failed (nothing was filled). */
  answer: Promise<unknown>;
  /** Settles when the answer failed: the shell is to start at once. Never when it filled the page. */
  failed: Promise<void>;
}

const TIMEOUT_MS = 10_000;

let island: TariffIsland | null = null;

/** What startTariffIsland started on this page, if anything. */
export const tariffIsland = (): TariffIsland | null => island;

async function fill(root: HTMLElement, url: string): Promise<VersionedTariff> {
  // The answer and the code that writes it (a small chunk: fill-figures.ts) are fetched side by side.
  const [res, { fillFigures }] = await Promise.all([
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
    import('./fill-figures'),
  ]);
  const body = (await res.json()) as { result?: VersionedTariff };
  if (!res.ok || !body.result) throw new Error(`getTariff: HTTP ${res.status}`);
  fillFigures(root, body.result.tariff);
  return body.result;
}

/** Starts filling the figures when this page is the prerendered /pricing shown as it is; else nothing. */
export function startTariffIsland(doc: Document = document): TariffIsland | null {
  const root = doc.getElementById('root');
  const url = root?.getAttribute(LIVE_TARIFF_ATTRIBUTE);
  // A stale page (another language, a session...) is rendered afresh by the shell, at once.
  if (!root || !url || doc.documentElement.hasAttribute(STALE_ATTRIBUTE)) return null;
  let fail = (): void => undefined;
  const failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  const answer = fill(root, url).catch((error: unknown) => {
    console.warn('The prices could not be filled in before the shell', error);
    fail();
    return null;
  });
  island = { answer, failed };
  return island;
}
