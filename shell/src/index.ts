import { whenToBoot } from './prerender/intent';
import { startTariffIsland } from './prerender/tariff-island';

// Async boundary: shared singletons are negotiated before any app code runs. A prerendered page that
// is complete as HTML starts the shell on the visitor's first intent (issue [H] 2, prerender/intent.ts);
// /pricing first fills in its figures (prerender/tariff-island.ts), and starts at once if it cannot.
const island = startTariffIsland();
void whenToBoot(window, island?.failed).then(() => import('./bootstrap'));
