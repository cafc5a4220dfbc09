import { startPage } from '../start-page';
import { fromStart } from '../start-handoff';

const MAIN = '/main.0123abcd.js';

/** A prerendered page's #root: waiting for an intent, or stale (another language: starts at once). */
function prerendered({ stale = false } = {}): void {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root" data-prerendered="/" data-boot-on-intent=""><form inert=""><input id="from"></form></div>';
  document.documentElement.toggleAttribute('data-stale', stale);
}

const mainScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
const idle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  fromStart()?.takePendingClick(); // stops recording clicks
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-stale');
  jest.restoreAllMocks();
});

it('loads main.js only at the visitor’s first intent, fetched (not run) once the page is idle', async () => {
  prerendered();
  const started = startPage(MAIN);
  await idle();
  expect(mainScripts()).toEqual([]);
  expect(prefetched()).toEqual([MAIN]);

  document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
  await started;
  expect(mainScripts()).toEqual([MAIN]);
});

it('loads main.js at once on a page that cannot wait (a stale prerender), without a prefetch', async () => {
  prerendered({ stale: true });
  await startPage(MAIN);
  expect(mainScripts()).toEqual([MAIN]);
  await idle();
  expect(prefetched()).toEqual([]);
});

it('hands the shell the click made while it was loading', async () => {
  prerendered();
  const started = startPage(MAIN);
  const field = document.getElementById('from')!;
  document.elementFromPoint = () => field;
  field.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, clientX: 5, clientY: 5 }));
  await started;

  // main.js runs: the shell takes the click just before React hydrates, and replays it once the form opens.
  const replay = fromStart()!.takePendingClick();
  document.querySelector('form')!.removeAttribute('inert');
  replay();
  expect(document.activeElement).toBe(field);
  expect(fromStart()!.tariffIsland()).toBeNull();
});

it('tries main.js once more when it fails to load, then says so', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  prerendered({ stale: true });
  await startPage(MAIN);
  document.head.querySelector('script')!.dispatchEvent(new Event('error'));
  expect(mainScripts()).toEqual([MAIN]);
  expect(error).not.toHaveBeenCalled();

  document.head.querySelector('script')!.dispatchEvent(new Event('error'));
  expect(mainScripts()).toEqual([]);
  expect(error).toHaveBeenCalledWith(`The shell could not be loaded: ${MAIN}`);
});

it('fails clearly when the page does not name main.js', async () => {
  prerendered({ stale: true });
  await expect(startPage(null)).rejects.toThrow('The start script has no main.js to load');
});
