import { MAIN_SCRIPT_ATTRIBUTE } from '@rides/mf-config/prerender-guard';
import { startPage } from './prerender/start-page';

// The start script of the prerendered pages that start on intent (prerender/start-page.ts). Read now:
// document.currentScript is this script's tag only while it runs.
void startPage(document.currentScript?.getAttribute(MAIN_SCRIPT_ATTRIBUTE)).catch((error: unknown) => console.error(error));
