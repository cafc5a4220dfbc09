import { fetchRuntimeFiles, runtimeFile } from '../runtime-files';
import { startPage } from '../start-page';
import { fromStart } from '../start-handoff';

const ENV = { projectId: 'demo-rides' };
const REMOTES = { public: 'http://localhost:5005/mf-manifest.json' };

function answering(failFirst = false) {
  const calls: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    calls.push(url);
    const body = url === '/env.json' ? ENV : REMOTES;
    // jsdom has no Response: what fetchJson reads of one.
    if (failFirst && calls.filter((c) => c === url).length === 1) return { ok: false, status: 503, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => body };
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
