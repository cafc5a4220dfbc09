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

it('presses again, in order, each button pressed before React ran', () => {
  page('<button type="button" id="more">+</button><button type="button" id="less">-</button>');
  for (const id of ['more', 'more', 'less']) document.getElementById(id)!.click();
  const replay = takeEarlyActions();
  pressed.length = 0;
  replay();
  expect(pressed).toEqual(['more', 'more', 'less']);
});

it('opens a menu or a dialog only when it was the last thing pressed and nothing else has the focus', () => {
  page('<button type="button" id="menu" aria-expanded="false">Menu</button><button type="button" id="more">+</button><input id="from">');
  document.getElementById('menu')!.click();
  document.getElementById('more')!.click();
  let replay = takeEarlyActions();
  pressed.length = 0;
  replay();
  expect(pressed).toEqual(['more']);

  recordEarlyActions();
  document.getElementById('menu')!.click();
  document.getElementById('from')!.focus();
  replay = takeEarlyActions();
  pressed.length = 0;
  replay();
  expect(pressed).toEqual([]);

  recordEarlyActions();
  document.getElementById('menu')!.focus();
  document.getElementById('menu')!.click();
  replay = takeEarlyActions();
  pressed.length = 0;
  replay();
  expect(pressed).toEqual(['menu']);
});

it('holds a form sent before React ran (no GET with the fields in the address) and sends it through React with its button', () => {
  page('<form id="sign-in"><input id="email" name="email"><button type="submit" id="go">Sign in</button></form>');
  const native = jest.fn();
  document.addEventListener('submit', native);
  document.getElementById('go')!.click();
  expect(native).toHaveBeenCalledWith(expect.objectContaining({ defaultPrevented: true }));
  document.removeEventListener('submit', native);

  const replay = takeEarlyActions();
  document.addEventListener('submit', send);
  replay();
  expect(sent).toEqual([{ form: 'sign-in', submitter: 'go' }]);
  // The submit button itself is not pressed again: the form is sent once.
  expect(pressed).toEqual(['go']);
});

it('leaves links and what React sees itself alone', () => {
  page('<a href="#x" id="link"><span role="button" id="inside">x</span></a><button type="button" id="menu">Menu</button>');
  document.getElementById('inside')!.click();
  const replay = takeEarlyActions();
  document.getElementById('menu')!.click();
  pressed.length = 0;
  replay();
  expect(pressed).toEqual([]);
});

it('skips a button gone from the page', () => {
  page('<button type="button" id="more">+</button>');
  document.getElementById('more')!.click();
  const replay = takeEarlyActions();
  document.body.innerHTML = '';
  pressed.length = 0;
  replay();
  expect(pressed).toEqual([]);
});
