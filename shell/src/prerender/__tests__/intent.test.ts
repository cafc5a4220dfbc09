import { takePendingClick, whenToBoot } from '../intent';

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

// jsdom has no layout: each test says what is under the pointer.
beforeEach(() => {
  document.elementFromPoint = () => null;
});

afterEach(() => {
  takePendingClick(); // stops recording
  sessionStorage.clear();
  window.location.hash = '';
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

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'focusin', 'click'])('counts %s as an intent', async (type) => {
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

  it('starts without an intent when the page finds it needs the shell, and does not count that as an intent', async () => {
    prerendered();
    let needed: () => void = () => undefined;
    const boot = whenToBoot(window, new Promise<void>((resolve) => (needed = resolve)));
    expect(await settled(boot)).toBe(false);
    needed();
    expect(await settled(boot)).toBe(true);
    // The tab's next page still waits for the visitor.
    expect(await settled(whenToBoot())).toBe(false);
  });

  it('starts at once on a page opened at a #target, which only the running page can show', async () => {
    prerendered();
    window.location.hash = '#booking';
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
  /** A page waiting for an intent, with `html` in it; the visitor clicks `target` (at 10, 20). */
  function clickBeforeStart(html: string, target: string | (() => Element), init: MouseEventInit = { detail: 1 }): void {
    prerendered();
    document.body.insertAdjacentHTML('beforeend', html);
    void whenToBoot();
    const el = typeof target === 'string' ? document.getElementById(target)! : target();
    document.elementFromPoint = () => el;
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 20, ...init }));
  }
  const pressed: string[] = [];
  const press = (e: Event) => pressed.push((e.target as Element).id);
  beforeEach(() => {
    pressed.length = 0;
    document.addEventListener('click', press);
  });
  afterEach(() => document.removeEventListener('click', press));

  it('focuses the form field it was on, once the page runs (a click on its label too)', () => {
    clickBeforeStart('<form><label for="from">From</label><input id="from"></form>', () => document.querySelector('label')!);
    const replay = takePendingClick();
    expect(document.activeElement).toBe(document.body);
    replay();
    expect(document.activeElement).toBe(document.getElementById('from'));
  });

  it('finds the field under the pointer when the click landed on the inert form around it', () => {
    // The press focuses the section (a skip link's target) before the click event, as a browser does.
    clickBeforeStart('<section id="booking" tabindex="-1"><form><input id="from"></form></section>', () => {
      document.getElementById('booking')!.focus();
      return document.getElementById('booking')!;
    });
    document.elementFromPoint = () => document.getElementById('from');
    takePendingClick()();
    expect(document.activeElement).toBe(document.getElementById('from'));
  });

  it('presses the button it was on, also when pressed with the keyboard (no position)', () => {
    clickBeforeStart('<button type="button" id="menu">Menu</button>', 'menu', { detail: 0, clientX: 0, clientY: 0 });
    document.elementFromPoint = () => null;
    takePendingClick()();
    expect(pressed).toEqual(['menu', 'menu']);
  });

  it('never presses a submit button', () => {
    clickBeforeStart('<button type="submit" id="send">Send</button>', 'send');
    takePendingClick()();
    expect(pressed).toEqual(['send']);
  });

  it('is dropped when the visitor has focused something else since', () => {
    clickBeforeStart('<input id="from"><input id="to">', 'from');
    document.getElementById('to')!.focus();
    takePendingClick()();
    expect(document.activeElement).toBe(document.getElementById('to'));
  });

  it('is dropped when the visitor has scrolled since', () => {
    clickBeforeStart('<input id="from">', 'from');
    window.scrollY = 300;
    takePendingClick()();
    window.scrollY = 0;
    expect(document.activeElement).toBe(document.body);
  });

  it("is not recorded once React has taken over: a later click is React's alone", () => {
    clickBeforeStart('<button type="button" id="menu">Menu</button>', 'menu');
    const replay = takePendingClick();
    document.getElementById('menu')!.click();
    expect(pressed).toEqual(['menu', 'menu']);
    replay();
    expect(pressed).toEqual(['menu', 'menu', 'menu']);
    takePendingClick()();
    expect(pressed).toEqual(['menu', 'menu', 'menu']);
  });
});
