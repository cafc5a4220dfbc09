import { whenToBoot } from './prerender/intent';

// Async boundary: shared singletons are negotiated before any app code runs. A prerendered page that
// is complete as HTML starts the shell on the visitor's first intent (issue [H] 2, prerender/intent.ts).
void whenToBoot().then(() => import('./bootstrap'));
