import { whenToStart } from '../when-to-start';

/** A prerendered page's #root, marked to start after its paint (scripts/prerender). */
function prerendered({ afterPaint = true, stale = false } = {}): void {
  document.body.innerHTML = `<div id="root" data-prerendered="/" ${afterPaint ? 'data-starts-after-paint=""' : ''}></div>`;
  document.documentElement.toggleAttribute('data-stale', stale);
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** jsdom's document is complete from the start: pretend the page is still loading. */
let readyState: DocumentReadyState = 'loading';
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  readyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
});

afterEach(() => {
  sessionStorage.clear();
  window.location.hash = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-stale');
  jest.restoreAllMocks();
});

/** The load event, then two frames painted (jsdom has no paint timing). */
async function loadAndPaint(): Promise<void> {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  for (let i = 0; i < 2; i++) {
    await Promise.resolve();
    frames.splice(0).forEach((cb) => cb(0));
  }
}

describe('when the shell starts', () => {
  it('once the page has loaded and painted, without waiting for the visitor', async () => {
    prerendered();
    const start = whenToStart();
    expect(await settled(start)).toBe(false);
    frames.splice(0).forEach((cb) => cb(0));
    expect(await settled(start)).toBe(false);
    await loadAndPaint();
    expect(await settled(start)).toBe(true);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'])('earlier at the first %s (the visitor wants the app now)', async (type) => {
    prerendered();
    const start = whenToStart();
    document.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(start)).toBe(true);
  });

  it('at once in a tab whose visitor showed an intent before the shell ran (a reload)', async () => {
    prerendered();
    const first = whenToStart();
    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    await first;
    expect(await settled(whenToStart())).toBe(true);
  });

  it('at once when the page finds it needs the shell, which is not an intent', async () => {
    prerendered();
    let needed: () => void = () => undefined;
    const start = whenToStart(window, new Promise<void>((resolve) => (needed = resolve)));
    expect(await settled(start)).toBe(false);
    needed();
    expect(await settled(start)).toBe(true);
    expect(await settled(whenToStart())).toBe(false);
  });

  it('at once on a page opened at a #target, which only the running page can show', async () => {
    prerendered();
    window.location.hash = '#booking';
    expect(await settled(whenToStart())).toBe(true);
  });

  it('at once on a page that shows backend data, a stale prerender or the SPA frame', async () => {
    prerendered({ afterPaint: false });
    expect(await settled(whenToStart())).toBe(true);
    prerendered({ stale: true });
    expect(await settled(whenToStart())).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(whenToStart())).toBe(true);
  });
});
