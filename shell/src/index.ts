// Async boundary: shared singletons are negotiated before any app code runs. A prerendered page that
// starts on intent loads this script only then (start.ts); every other page loads it at once.
void import('./bootstrap');
