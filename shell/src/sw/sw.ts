/// <reference lib="webworker" />
// The driver's app's service worker (issue [M] 1-2), built with Workbox (injectManifest after the
// shell's build: packages/mf-config/webpack/service-worker.mjs) and registered by the driver's pages
// (shell/src/pwa). It makes the app open from the phone, with or without a network:
// - the shell: every file of the shell's build, precached per deploy (Workbox's precache manifest), and
//   the precached app.html as the frame of the driver's routes, so the frame and its chunks always
//   belong to the same deploy. A new shell installs beside the running one and waits for the driver's
//   Reload ("A new version of the app is ready");
// - the environment's files (/env.json, /remotes.json): network first, the last copy offline;
// - the driver remote: each deploy kept whole in its own cache (remote-driver-<hash of its
//   mf-manifest.json>, every file its manifest names) and served from there, online too. A new deploy is
//   fetched in the background when the app opens and kept beside the current one; the page is told, and
//   the next navigation (the driver's Reload, or opening the app again) switches to it and drops the old.
//   So a remote-driver deploy invalidates its own files only, and never swaps code under the driver.
// - web push (issue [M] 3): a push about a ride is shown as a notification; a tap opens it in the app.
// Nothing else goes through it: public pages, other remotes, the Firebase SDK and the callables go to
// the network as without it.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { remoteAssetUrls, remoteCacheName } from './federated-files';
import { noticeOf, openFromNotification, pushJson } from './notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The remotes kept whole per deploy. */
const KEPT_REMOTES = ['driver'] as const;
/** The driver's routes: the precached frame serves them; any other page goes to the network. */
const DRIVER_ROUTES = [/^\/driver(\/|\?|$)/];
const NETWORK_TIMEOUT_S = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A driver's route: the precached frame, after switching to a remote deploy kept since the last one.
const frame = createHandlerBoundToURL('/app.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      await switchRemotes();
      return frame(options);
    },
    { allowlist: DRIVER_ROUTES },
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

/** Which kept deploy of a remote is served (`current`), and the newer one waiting for a navigation (`next`). */
interface Kept {
  current?: string;
  next?: string;
}
const META = 'remote-deploys';
const metaKey = (remote: string) => `/__remote-deploys/${remote}`;

async function keptOf(remote: string): Promise<Kept> {
  const res = await (await caches.open(META)).match(metaKey(remote));
  return res ? ((await res.json()) as Kept) : {};
}

async function setKept(remote: string, kept: Kept): Promise<void> {
  await (await caches.open(META)).put(metaKey(remote), new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
}

/**
 * Looks for a new deploy of the remote: reads its manifest from the network; when it is new, keeps every
 * file it names in a cache of its own, then marks it `next` (or `current`, the first time) and tells the
 * pages. Offline, or when any file fails, nothing changes.
 */
async function syncRemote(remote: string): Promise<void> {
  const manifestUrl = await manifestUrlOf(remote);
  if (!manifestUrl) return;
  const res = await fetch(manifestUrl, { cache: 'no-store', mode: 'cors' }).catch(() => null);
  if (!res?.ok) return;
  const text = await res.text();
  const name = remoteCacheName(remote, await sha(text));
  const kept = await keptOf(remote);
  if (name === kept.current || name === kept.next) return;
  const cache = await caches.open(name);
  try {
    const urls = remoteAssetUrls(manifestUrl, JSON.parse(text)).filter((u) => u !== manifestUrl);
    await cache.addAll(urls.map((u) => new Request(u, { mode: 'cors', cache: 'no-store' })));
    await cache.put(manifestUrl, new Response(text, { headers: { 'content-type': 'application/json' } }));
  } catch {
    await caches.delete(name);
    return;
  }
  if (!kept.current) return setKept(remote, { current: name });
  if (kept.next) await caches.delete(kept.next);
  await setKept(remote, { current: kept.current, next: name });
  await notifyPages({ type: 'remote-updated', remote });
}

/** On a navigation: each remote's waiting deploy becomes the one served, and the older one goes. */
async function switchRemotes(): Promise<void> {
  for (const remote of KEPT_REMOTES) {
    const kept = await keptOf(remote);
    if (!kept.next) continue;
    await setKept(remote, { current: kept.next });
    if (kept.current) await caches.delete(kept.current);
  }
}

/** A file of a kept remote's current deploy, when the request is one. */
async function fromKeptDeploy(request: Request): Promise<Response | undefined> {
  for (const remote of KEPT_REMOTES) {
    const { current } = await keptOf(remote);
    const hit = current ? await (await caches.open(current)).match(request, { ignoreVary: true }) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

// Another origin's script, style, manifest or entry: from the kept deploy when it is one of its files,
// else the network as without a worker (nothing else is cached).
registerRoute(
  ({ url, request }) => url.origin !== self.location.origin && (request.destination === 'script' || request.destination === 'style' || /\/(mf-manifest\.json|remoteEntry(\.[0-9a-f]+)?\.js)$/.test(url.pathname)),
  async ({ request }) => (await fromKeptDeploy(request)) ?? fetch(request),
);

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(KEPT_REMOTES.map((r) => syncRemote(r))));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page opened the app: look for a new deploy of the kept remotes.
  if (data?.type === 'sync-remotes') event.waitUntil(Promise.all(KEPT_REMOTES.map((r) => syncRemote(r))));
});

// ---------------------------------------------------------------- web push

self.addEventListener('push', (event) => {
  const notice = noticeOf(pushJson(event.data));
  // An open app reads the driver's rides again at once (remote-driver's use-driver-rides.ts).
  if (notice) event.waitUntil(Promise.all([self.registration.showNotification(notice.title, notice.options), notifyPages({ type: 'rides-changed' })]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, (event.notification.data as { url?: unknown } | null)?.url));
});
