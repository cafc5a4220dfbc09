import { startInSlices } from './boot-stages';

// Async boundary: shared singletons are negotiated before any app code runs. A prerendered page that
// has a start script loads this script from it once the page has painted (start.ts); every other page
// loads it at once. The shell's modules then run in slices, a task each (boot-stages.ts).
void startInSlices();
