import type { TariffIsland } from './tariff-island';
import type { EarlyKeys } from './early-keys';
import type { RuntimeFiles } from './runtime-files';

/**
 * What the start script (start.ts, a prerendered page's first script) hands the shell (main.js, a
 * bundle of its own): what the visitor pressed before React ran (early-actions.ts), the access and
 * guard keys it installed (early-keys.ts), /pricing's getTariff answer (tariff-island.ts) and the
 * runtime files it fetched as it loaded main.js (runtime-files.ts; null until then). The two
 * bundles share no module, so this goes through one window property. A page served with main.js
 * itself (the SPA frame, /drivers) has no start script and nothing to hand over.
 */
export interface StartHandoff {
  takeEarlyActions: () => () => void;
  keys: EarlyKeys;
  tariffIsland: () => TariffIsland | null;
  runtimeFiles: () => RuntimeFiles | null;
}

const KEY = '__ridesStart';

type WithHandoff = Window & { [KEY]?: StartHandoff };

export function handOff(handoff: StartHandoff, win: Window = window): void {
  (win as WithHandoff)[KEY] = handoff;
}

export const fromStart = (win: Window = window): StartHandoff | undefined => (win as WithHandoff)[KEY];
