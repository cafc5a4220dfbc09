import type { Tariff } from '@rides/contracts/pricing';
import { FIGURE_ATTRIBUTE, FIGURES_ATTRIBUTE, PENDING_ATTRIBUTE, tariffFigures } from '@rides/ui/tariff-figures';

/**
 * Writes the tariff's figures into the prerendered /pricing under `root`, in the page's language, and
 * lifts its busy state. All or nothing: throws, changing nothing, when a figure the page shows is
 * missing. A chunk of its own, loaded by tariff-island.ts on /pricing only (the start script stays
 * as small on every other page).
 */
export function fillFigures(root: HTMLElement, tariff: Tariff): void {
  const figures = tariffFigures(tariff, root.dataset.lang ?? '');
  const slots = [...root.querySelectorAll<HTMLElement>(`[${FIGURE_ATTRIBUTE}]`)];
  const texts = slots.map((slot) => figures[slot.getAttribute(FIGURE_ATTRIBUTE)!]);
  if (texts.some((text) => typeof text !== 'string')) throw new Error('getTariff: a figure is missing');
  slots.forEach((slot, i) => {
    slot.textContent = texts[i]!;
    slot.removeAttribute(PENDING_ATTRIBUTE);
  });
  for (const busy of root.querySelectorAll(`[${FIGURES_ATTRIBUTE}]`)) busy.removeAttribute('aria-busy');
}
