/// <reference lib="webworker" />
// The service worker of the signed-in apps (issue [M] 1-2), built with Workbox (InjectManifest in
// packages/mf-config/webpack). Registered by the driver's app (shell/src/pwa), it makes the app open
// without the network and from the cache:
// - the shell: every file of the shell's build, precached per deploy (Workbox's precache manifest;
//   a new shell build replaces changed files only), and app.html as the frame of every signed-in route;
// - the environment's files (/env.json, /remotes.json): network first, the last copy offline;
// - the driver remote, precached per deploy: its mf-manifest.json names its files; each deploy gets its
//   own cache (remote-driver-<hash of the manifest>), filled in the background, and the previous one is
//   dropped once the new one is complete. So a remote-driver deploy invalidates its own entries only,
//   and the page is told ("remote-updated") so the driver may reload when it suits them;
// - other remotes' files (customer, admin…): cached as they are used (hashed names never change).
// Nothing else goes through it: public pages, the Firebase SDK and the callables go to the network.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isRemoteCacheOf, remoteAssetUrls, remoteCacheName } from './federated-files';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The remotes whose every file is kept per deploy (the others are cached as used). */
const PRECACHED_REMOTES = ['driver'] as const;
/** Signed-in routes: the SPA frame serves them; public pages are prerendered files and never intercepted. */
const APP_ROUTES = [/^\/driver(\/|$)/, /^\/customer(\/|$)/, /^\/dashboard$/, /^\/profile$/];
const NETWORK_TIMEOUT_S = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A signed-in route: the network when it answers in time (a new deploy shows at once), else the frame
// last precached. Its own answer is not kept: the frame is the same for every route.
const pages = new NetworkFirst({ cacheName: 'app-pages', networkTimeoutSeconds: NETWORK_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/app.html')) ?? Response.error();
      }
    },
    { allowlist: APP_ROUTES },
  ),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname === '/env.json' || url.pathname === '/remotes.json'),
  new NetworkFirst({ cacheName: 'environment', networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);

// ---------------------------------------------------------------- remotes

async function sha(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function manifestUrlOf(remote: string): Promise<string | null> {
  const res = (await fetch('/remotes.json').catch(() => null)) ?? (await caches.match('/remotes.json'));
  if (!res?.ok) return null;
  const urls = (await res.json()) as Record<string, string>;
  return urls[remote] ?? null;
}

async function notifyPages(message: object): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/**
 * Keeps the remote's current deploy: reads its manifest from the network; when the deploy is new, fills
 * its own cache, drops the older ones and tells the pages. Offline or on a failure nothing changes.
 */
async function syncRemote(remote: string): Promise<void> {
  const manifestUrl = await manifestUrlOf(remote);
  if (!manifestUrl) return;
  const res = await fetch(manifestUrl, { cache: 'no-store', mode: 'cors' }).catch(() => null);
  if (!res?.ok) return;
  const text = await res.text();
  const name = remoteCacheName(remote, await sha(text));
  const existing = (await caches.keys()).filter((k) => isRemoteCacheOf(remote, k));
  if (existing.includes(name)) return;
  const cache = await caches.open(name);
  try {
    const urls = remoteAssetUrls(manifestUrl, JSON.parse(text)).filter((u) => u !== manifestUrl);
    await cache.addAll(urls.map((u) => new Request(u, { mode: 'cors' })));
    await cache.put(manifestUrl, new Response(text, { headers: { 'content-type': 'application/json' } }));
  } catch {
    await caches.delete(name);
    return;
  }
  await Promise.all(existing.map((k) => caches.delete(k)));
  if (existing.length > 0) await notifyPages({ type: 'remote-updated', remote });
}

/** A remote's file: from its kept deploy when it is there, else the network (and, for hashed names, the shared cache). */
const remoteFiles = new CacheFirst({
  cacheName: 'remote-files',
  plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86_400 })],
});
const remoteIndex = new NetworkFirst({ cacheName: 'remote-files', networkTimeoutSeconds: NETWORK_TIMEOUT_S });

registerRoute(
  ({ url, request }) => url.origin !== self.location.origin && (request.destination === 'script' || request.destination === 'style' || /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)),
  async (options) => {
    const kept = await caches.match(options.request, { ignoreVary: true, ignoreSearch: false });
    const fixedName = /\/(mf-manifest\.json|remoteEntry\.js)$/.test(options.url.pathname);
    if (fixedName) {
      try {
        return await remoteIndex.handle(options);
      } catch {
        return kept ?? Response.error();
      }
    }
    return kept ?? remoteFiles.handle(options);
  },
);

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(PRECACHED_REMOTES.map((r) => syncRemote(r))));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page opened the app: look for a new deploy of the kept remotes.
  if (data?.type === 'sync-remotes') event.waitUntil(Promise.all(PRECACHED_REMOTES.map((r) => syncRemote(r))));
});
