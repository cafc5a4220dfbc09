import { replayPendingClick, whenToBoot } from '../intent';

/** A prerendered page's #root, marked to start on intent (scripts/prerender). */
function prerendered({ onIntent = true, stale = false } = {}): void {
  document.body.innerHTML = `<div id="root" data-prerendered="/" ${onIntent ? 'data-boot-on-intent=""' : ''}></div>`;
  document.documentElement.toggleAttribute('data-stale', stale);
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  sessionStorage.clear();
  replayPendingClick();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-stale');
});

describe('when the shell starts', () => {
  it('waits on a page complete as HTML until the visitor shows an intent', async () => {
    prerendered();
    const boot = whenToBoot();
    expect(await settled(boot)).toBe(false);
    window.dispatchEvent(new Event('resize'));
    expect(await settled(boot)).toBe(false);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(await settled(boot)).toBe(true);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'focusin'])('counts %s as an intent', async (type) => {
    prerendered();
    const boot = whenToBoot();
    document.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(boot)).toBe(true);
  });

  it("starts at once in a tab whose visitor has already shown an intent (a reload)", async () => {
    prerendered();
    const first = whenToBoot();
    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    await first;
    expect(await settled(whenToBoot())).toBe(true);
  });

  it('starts at once on a page that shows backend data, a stale prerender or the SPA frame', async () => {
    prerendered({ onIntent: false });
    expect(await settled(whenToBoot())).toBe(true);
    prerendered({ stale: true });
    expect(await settled(whenToBoot())).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(whenToBoot())).toBe(true);
  });
});

describe('a click made while the shell was starting', () => {
  function clickAt(target: Element): void {
    document.elementFromPoint = () => target;
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 20 }));
  }

  it('focuses the form field it was on, once the page runs', () => {
    prerendered();
    document.body.insertAdjacentHTML('beforeend', '<form><label for="from">From</label><input id="from"></form>');
    void whenToBoot();
    clickAt(document.querySelector('label')!);
    replayPendingClick();
    expect(document.activeElement).toBe(document.getElementById('from'));
  });

  it('focuses the field even when the click focused the section around the inert form', () => {
    prerendered();
    document.body.insertAdjacentHTML('beforeend', '<section id="booking" tabindex="-1"><form><input id="from"></form></section>');
    void whenToBoot();
    document.getElementById('booking')!.focus();
    clickAt(document.getElementById('from')!);
    replayPendingClick();
    expect(document.activeElement).toBe(document.getElementById('from'));
  });

  it('presses the button it was on, but never submits a form', () => {
    prerendered();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="menu">Menu</button><button type="submit" id="send">Send</button>');
    const pressed: string[] = [];
    document.addEventListener('click', (e) => pressed.push((e.target as Element).id));
    void whenToBoot();
    clickAt(document.getElementById('menu')!);
    replayPendingClick();
    expect(pressed).toEqual(['menu', 'menu']);

    void whenToBoot();
    clickAt(document.getElementById('send')!);
    replayPendingClick();
    expect(pressed).toEqual(['menu', 'menu', 'send']);
  });

  it('is dropped when the visitor has moved on: scrolled, or focused something', () => {
    prerendered();
    document.body.insertAdjacentHTML('beforeend', '<input id="from"><input id="to">');
    void whenToBoot();
    clickAt(document.getElementById('from')!);
    document.getElementById('to')!.focus();
    replayPendingClick();
    expect(document.activeElement).toBe(document.getElementById('to'));

    document.getElementById('to')!.blur();
    void whenToBoot();
    clickAt(document.getElementById('from')!);
    window.scrollY = 300;
    replayPendingClick();
    window.scrollY = 0;
    expect(document.activeElement).toBe(document.body);
  });
});
