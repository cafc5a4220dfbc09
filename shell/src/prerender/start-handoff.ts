import type { TariffIsland } from './tariff-island';

/**
 * What the start script (start.ts, a page's only script until the visitor's intent) hands the shell
 * (main.js, a bundle of its own, loaded on intent): the click made while the shell was starting
 * (intent.ts) and /pricing's getTariff answer (tariff-island.ts). The two bundles share no module, so
 * this goes through one window property. A page served with main.js itself (the SPA frame, /drivers)
 * has no start script and nothing to hand over.
 */
export interface StartHandoff {
  takePendingClick: () => () => void;
  tariffIsland: () => TariffIsland | null;
}

const KEY = '__ridesStart';

type WithHandoff = Window & { [KEY]?: StartHandoff };

export function handOff(handoff: StartHandoff, win: Window = window): void {
  (win as WithHandoff)[KEY] = handoff;
}

export const fromStart = (win: Window = window): StartHandoff | undefined => (win as WithHandoff)[KEY];
