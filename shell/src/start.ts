import { MAIN_SCRIPT_ATTRIBUTE } from '@rides/mf-config/prerender-guard';
import { startPage } from './prerender/start-page';

// The start script of the prerendered pages (prerender/start-page.ts); main.js's
// address is on <html> (scripts/prerender).
void startPage(document.documentElement.getAttribute(MAIN_SCRIPT_ATTRIBUTE)).catch((error: unknown) => console.error(error));
