import type { Tariff } from '@rides/contracts/pricing';
import { distanceFare } from '@rides/domain/pricing/fare';
import { formatDecimal, formatMoney } from '@rides/i18n/format';

/**
 * The figures of /pricing, as text, by id (issue [H] 2). One function for two readers, so they never
 * write a figure differently:
 *  - the page itself (remote-public pricing-page.tsx), once React runs;
 *  - the shell's first script (shell/src/prerender/tariff-island.ts), which fills the prerendered page's
 *    empty figures from getTariff before any framework has loaded. React then hydrates the same text.
 * It imports no schema (zod) and no framework: it runs in the start script, before the shell.
 */
export type TariffFigures = Readonly<Record<string, string>>;

/** On each figure's element: its id. */
export const FIGURE_ATTRIBUTE = 'data-figure';
/** On a figure not known yet (the prerender, or while getTariff answers): drawn as an empty bar. */
export const PENDING_ATTRIBUTE = 'data-pending';
/** On the element holding the figures: `aria-busy` is lifted from it once they are filled. */
export const FIGURES_ATTRIBUTE = 'data-tariff-figures';

/** A figure that is a number of places, seats or km ("7"), not an amount ("€75"): its pending bar is narrower. */
export const isCountFigure = (id: string): boolean => /^(km|passengers|luggage|childSeats)\b/.test(id);

/** The worked example of the long distance band: a trip of this many km in a sedan. */
export const EXAMPLE_KM = 40;

export function tariffFigures(tariff: Tariff, lng: string): TariffFigures {
  const money = (cents: number) => formatMoney(cents, lng);
  const { distance } = tariff;
  const figures: Record<string, string> = {
    km: formatDecimal(distance.shortMaxKm, lng),
    example: money(distanceFare(EXAMPLE_KM, distance.sedan, distance.shortMaxKm).cents),
  };
  for (const [code, fare] of Object.entries(tariff.airportFares)) {
    figures[`air.${code}.sedan`] = money(fare.sedan);
    figures[`air.${code}.van`] = money(fare.van);
    figures[`air.${code}.supplement`] = `+${money(fare.van - fare.sedan)}`;
  }
  for (const [vehicle, capacity] of Object.entries(tariff.capacity)) {
    const band = distance[vehicle as keyof typeof tariff.capacity];
    figures[`short.${vehicle}`] = money(band.shortFlatCents);
    figures[`base.${vehicle}`] = money(band.longBaseCents);
    figures[`perKm.${vehicle}`] = money(band.longPerKmCents);
    figures[`passengers.${vehicle}`] = String(capacity.passengers);
    figures[`luggage.${vehicle}`] = String(capacity.luggage);
    figures[`childSeats.${vehicle}`] = String(capacity.childSeats);
  }
  for (const [code, cents] of Object.entries(tariff.extras)) figures[`extra.${code}`] = money(cents);
  return figures;
}

// Private-use characters: no translation contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/** Stands for figure `id` in a translated sentence (an interpolation value), for splitFigures. */
export const figureMark = (id: string): string => `${OPEN}${id}${CLOSE}`;

/** A translated sentence with figureMark values -> its text and the ids of its figures, in order. */
export function splitFigures(text: string): Array<string | { figure: string }> {
  const parts: Array<string | { figure: string }> = [];
  for (const [i, piece] of text.split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`)).entries()) {
    if (i % 2) parts.push({ figure: piece });
    else if (piece) parts.push(piece);
  }
  return parts;
}
