import { recordEarlyActions, takeEarlyActions } from '../early-actions';

const pressed: string[] = [];
const press = (e: Event) => pressed.push((e.target as Element).id);
let sent: Array<{ form: string; submitter: string | undefined }> = [];
const send = (e: SubmitEvent) => {
  e.preventDefault();
  sent.push({ form: (e.target as Element).id, submitter: e.submitter?.id });
};

function page(html: string): void {
  document.body.innerHTML = html;
  recordEarlyActions();
}

beforeEach(() => {
  pressed.length = 0;
  sent = [];
  document.addEventListener('click', press);
});
afterEach(() => {
  takeEarlyActions();
  document.removeEventListener('click', press);
  document.removeEventListener('submit', send);
  document.body.innerHTML = '';
});

/** Runs a replay and waits for its presses, one task each. */
async function replayed(replay: () => void): Promise<void> {
  replay();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

it('presses again, in order, each button pressed before React ran', async () => {
  page('<button type="button" id="more">+</button><button type="button" id="less">-</button>');
  for (const id of ['more', 'more', 'less']) document.getElementById(id)!.click();
  const replay = takeEarlyActions();
  pressed.length = 0;
  await replayed(replay);
  expect(pressed).toEqual(['more', 'more', 'less']);
});

it('opens a menu or a dialog only when it was the last thing pressed and nothing else has the focus', async () => {
  page('<button type="button" id="menu" aria-expanded="false">Menu</button><button type="button" id="more">+</button><input id="from">');
  document.getElementById('menu')!.click();
  document.getElementById('more')!.click();
  let replay = takeEarlyActions();
  pressed.length = 0;
  await replayed(replay);
  expect(pressed).toEqual(['more']);

  recordEarlyActions();
  document.getElementById('menu')!.click();
  document.getElementById('from')!.focus();
  replay = takeEarlyActions();
  pressed.length = 0;
  await replayed(replay);
  expect(pressed).toEqual([]);

  recordEarlyActions();
  document.getElementById('menu')!.focus();
  document.getElementById('menu')!.click();
  replay = takeEarlyActions();
  pressed.length = 0;
  await replayed(replay);
  expect(pressed).toEqual(['menu']);
});

it('holds a form sent before React ran (no GET with the fields in the address) and sends it through React with its button', async () => {
  page('<form id="sign-in"><input id="email" name="email"><button type="submit" id="go">Sign in</button></form>');
  const native = jest.fn();
  document.addEventListener('submit', native);
  document.getElementById('go')!.click();
  expect(native).toHaveBeenCalledWith(expect.objectContaining({ defaultPrevented: true }));
  document.removeEventListener('submit', native);

  const replay = takeEarlyActions();
  document.addEventListener('submit', send);
  await replayed(replay);
  expect(sent).toEqual([{ form: 'sign-in', submitter: 'go' }]);
  // The submit button itself is not pressed again: the form is sent once.
  expect(pressed).toEqual(['go']);
});

it('sends a form sent twice before React ran once', async () => {
  page('<form id="contact"><input name="message"><button type="submit" id="send">Send</button></form>');
  document.getElementById('send')!.click();
  document.getElementById('send')!.click();
  const replay = takeEarlyActions();
  document.addEventListener('submit', send);
  await replayed(replay);
  expect(sent).toEqual([{ form: 'contact', submitter: 'send' }]);
});

it('leaves links and what React sees itself alone', async () => {
  page('<a href="#x" id="link"><span role="button" id="inside">x</span></a><button type="button" id="menu">Menu</button>');
  document.getElementById('inside')!.click();
  const replay = takeEarlyActions();
  document.getElementById('menu')!.click();
  pressed.length = 0;
  await replayed(replay);
  expect(pressed).toEqual([]);
});

it('never lets the browser send a form React does not run yet, after the start script handed over', () => {
  page('<form id="late"><button type="submit" id="go">Go</button></form>');
  takeEarlyActions();
  const native = jest.fn();
  document.addEventListener('submit', native);
  document.getElementById('go')!.click();
  expect(native).toHaveBeenCalledWith(expect.objectContaining({ defaultPrevented: true }));
  document.removeEventListener('submit', native);
});

it('skips a button gone from the page', async () => {
  page('<button type="button" id="more">+</button>');
  document.getElementById('more')!.click();
  const replay = takeEarlyActions();
  document.body.innerHTML = '';
  pressed.length = 0;
  await replayed(replay);
  expect(pressed).toEqual([]);
});
