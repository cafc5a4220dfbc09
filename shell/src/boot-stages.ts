/**
 * Issue [L] 4: the shell's modules run in slices, each in a task of its own, so the browser can paint
 * and take input between them (a phone spent ~0.5 s in one task running them all at once).
 *
 * Every slice is in the one chunk group "app", which app.html (or the start script) preloads beside
 * main.js (the shared modules are in main.js itself): the first import finds it loaded or loading, and
 * each later import only runs modules already there. Each slice runs what the next one would otherwise run in its own task: React, the design
 * system (createSystem, the largest single step), the texts' library, the router and
 * the query cache, then the shell itself. No zod: a visitor's start checks nothing with a schema (a
 * signed-in start loads it with the session's first call; /pricing's tariff island loads its contract
 * when it has an answer to check: prerender/hydration.ts).
 */
const SLICES = [
  () => import(/* webpackChunkName: "app" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app" */ '@emotion/react'),
  () => import(/* webpackChunkName: "app" */ '@rides/ui/system'),
  () => import(/* webpackChunkName: "app" */ '@rides/ui/provider'),
  () => import(/* webpackChunkName: "app" */ 'i18next'),
  () => import(/* webpackChunkName: "app" */ 'react-i18next'),
  () => import(/* webpackChunkName: "app" */ '@rides/platform/router'),
  () => import(/* webpackChunkName: "app" */ '@tanstack/react-query'),
  () => import(/* webpackChunkName: "app" */ './app'),
  () => import(/* webpackChunkName: "app" */ './bootstrap'),
];

/** Lets the browser run what is waiting (a paint, a tap, a key) before the next slice. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function startInSlices(): Promise<void> {
  for (const slice of SLICES) {
    await slice();
    await nextTask();
  }
}
