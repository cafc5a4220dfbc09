import { startPage } from '../start-page';
import { fromStart } from '../start-handoff';

const MAIN = '/main.0123abcd.js';

/** A prerendered page's #root: starting after its paint, or stale (another language: starts at once). */
function prerendered({ stale = false } = {}): void {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root" data-prerendered="/" data-starts-after-paint=""><form><input id="from"></form></div>';
  document.documentElement.toggleAttribute('data-stale', stale);
}

const mainScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  fromStart()?.takeEarlyActions(); // stops recording
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-stale');
  jest.restoreAllMocks();
});

it('loads main.js once the page has painted, and hands the shell what it recorded', async () => {
  prerendered();
  const started = startPage(MAIN);
  // jsdom's page is loaded and has no paint timing: the start waits for two frames.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await started;
  expect(mainScripts()).toEqual([MAIN]);
  const handoff = fromStart()!;
  expect(handoff.tariffIsland()).toBeNull();
  expect(typeof handoff.takeEarlyActions()).toBe('function');
});

it("preloads the shell's first chunks as it loads main.js (named on <html> by the prerender), not before", async () => {
  prerendered({ stale: true });
  document.documentElement.setAttribute('data-boot-files', '/47.37972b57.js /app.5fd314bd.js');
  await startPage(MAIN);
  const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
  expect(preloads).toEqual(['/47.37972b57.js', '/app.5fd314bd.js']);
  expect(mainScripts()).toEqual([MAIN]);
  document.documentElement.removeAttribute('data-boot-files');
});

it('loads main.js at once on a page that cannot wait (a stale prerender)', async () => {
  prerendered({ stale: true });
  await startPage(MAIN);
  expect(mainScripts()).toEqual([MAIN]);
});

it('makes Alt+M work before the shell runs, and holds what the guard reports until the shell connects', async () => {
  prerendered({ stale: true });
  document.body.insertAdjacentHTML('afterbegin', '<main id="main" tabindex="-1"></main>');
  await startPage(MAIN);
  window.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyM', altKey: true }));
  expect(document.activeElement).toBe(document.getElementById('main'));

  const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  document.getElementById('main')!.dispatchEvent(menu);
  expect(menu.defaultPrevented).toBe(true);
  const report = jest.fn();
  fromStart()!.keys.connect({ report, onHighSeverity: jest.fn() });
  expect(report).toHaveBeenCalledWith('context_menu_blocked', { tag: 'MAIN' });
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
