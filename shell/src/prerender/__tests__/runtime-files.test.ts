import { fetchRuntimeFiles, runtimeFile, takeEarlyManifest } from '../runtime-files';
import { startPage } from '../start-page';
import { fromStart } from '../start-handoff';

const ENV = { projectId: 'demo-rides' };
const REMOTES = { public: 'http://localhost:5005/mf-manifest.json' };
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './App', assets: { js: { sync: ['7503.a1fc7bac.js', '__federation_expose_App.286610a5.js'] } } }],
  routeChunks: { home: ['4100.ae5642cb.js', '7503.a1fc7bac.js', 'route-home.40b8d7e0.js'], faq: ['route-faq.0b8d7e04.js'] },
  localeChunks: { en: ['locale-en-json.b3c567f2.js'], fr: ['locale-fr-json.c134ad48.js'] },
};

function answering(failFirst = false) {
  const calls: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    calls.push(url);
    const body = url === '/env.json' ? ENV : url === REMOTES.public ? MANIFEST : REMOTES;
    // jsdom has no Response: what fetchJson reads of one.
    if (failFirst && calls.filter((c) => c === url).length === 1) return { ok: false, status: 503, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return calls;
}

afterEach(() => {
  fromStart()?.takeEarlyActions();
  delete (globalThis as { fetch?: unknown }).fetch;
});

it('the start script fetches the runtime files as it loads main.js, and the shell reads them without fetching again', async () => {
  const calls = answering();
  document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
  document.documentElement.setAttribute('data-stale', '');
  expect(calls).toEqual([]);
  await startPage('/main.0123abcd.js');
  expect(calls.sort()).toEqual(['/env.json', '/remotes.json']);
  const early = fromStart()!.runtimeFiles();
  await expect(runtimeFile('env', early)).resolves.toEqual(ENV);
  await expect(runtimeFile('remotes', early)).resolves.toEqual(REMOTES);
  expect(calls).toHaveLength(2);
  document.documentElement.removeAttribute('data-stale');
});

it('the shell fetches a file itself when the early fetch failed, or there was none', async () => {
  const calls = answering(true);
  const early = fetchRuntimeFiles();
  await expect(runtimeFile('env', early)).resolves.toEqual(ENV);
  expect(calls.filter((c) => c === '/env.json')).toHaveLength(2);
  await expect(runtimeFile('remotes', null)).resolves.toEqual(REMOTES);
});

it("a page's remote: its manifest is fetched once /remotes.json is in, its entry, App, route page and texts are preloaded, and the federation runtime gets the manifest once", async () => {
  const calls = answering();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
  document.documentElement.setAttribute('data-stale', '');
  document.documentElement.setAttribute('data-remote', 'public');
  document.documentElement.setAttribute('data-route', 'home');
  document.documentElement.lang = 'en';
  await startPage('/main.0123abcd.js');
  await expect(takeEarlyManifest('http://localhost:5006/mf-manifest.json')).resolves.toBeNull();
  await expect(takeEarlyManifest(REMOTES.public)).resolves.toBe(JSON.stringify(MANIFEST));
  expect(calls.sort()).toEqual(['/env.json', '/remotes.json', REMOTES.public]);
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href);
  expect(preloads).toEqual([
    'http://localhost:5005/remoteEntry.js',
    'http://localhost:5005/7503.a1fc7bac.js',
    'http://localhost:5005/__federation_expose_App.286610a5.js',
    'http://localhost:5005/4100.ae5642cb.js',
    'http://localhost:5005/route-home.40b8d7e0.js',
    'http://localhost:5005/locale-en-json.b3c567f2.js',
  ]);
  // A second fetch (a retry) goes to the network.
  await expect(takeEarlyManifest(REMOTES.public)).resolves.toBeNull();
  document.documentElement.removeAttribute('data-stale');
  document.documentElement.removeAttribute('data-remote');
  document.documentElement.removeAttribute('data-route');
});
