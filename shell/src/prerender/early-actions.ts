import { reactOwns } from './react-mark';

/**
 * What a visitor presses on a prerendered page before React runs it (issue [L] 1-2). Fields need
 * nothing: they are plain HTML fields and keep what is typed (adopt-fields.ts hands it to React).
 * Buttons and forms do nothing without React, so the start script records them and the shell replays
 * them once the page is hydrated, in order:
 *  - a button pressed (a stepper's +, Show password, a question of the FAQ) is pressed again; one that
 *    opens something (aria-haspopup or aria-expanded: the menu, Help) only when it was the last thing
 *    pressed and nothing else has the focus since, so a drawer never opens over what the visitor went
 *    on to do;
 *  - a form sent (Enter in a field, Sign in, Continue) is not sent by the browser (that would be a GET
 *    with the fields in the address) but sent again through React, with the same submit button, once
 *    however often it was sent.
 * Links work without React and are left alone. Recording goes on while React hydrates the page (the
 * events are held from React meanwhile: hold-events.ts) and stops at its first commit.
 */
const BUTTON = 'button, [role="button"]';
const OPENS_SOMETHING = '[aria-haspopup], [aria-expanded]';

type EarlyAction = { kind: 'press'; button: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

let actions: EarlyAction[] = [];
let stop = (): void => undefined;

export function recordEarlyActions(win: Window = window): void {
  stop();
  actions = [];
  const onClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>(BUTTON) : null;
    if (!button || button.closest('a') || (button instanceof HTMLButtonElement && button.type === 'submit')) return;
    actions.push({ kind: 'press', button });
  };
  const onSubmit = (e: SubmitEvent) => {
    if (!(e.target instanceof HTMLFormElement)) return;
    e.preventDefault();
    // Sent twice (Enter, then the button) is sent once, as the last time.
    const form = e.target;
    actions = actions.filter((a) => a.kind !== 'submit' || a.form !== form);
    actions.push({ kind: 'submit', form, submitter: e.submitter instanceof HTMLElement ? e.submitter : null });
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  stop = () => {
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
  };
}

/**
 * Called at React's first commit of a hydrated page (just before a page rendered afresh): stops
 * recording and returns the replay of what was pressed, to run once the page is React's (after adopt-fields.ts has handed React what the fields hold). Each
 * press goes in a task of its own, so React commits what one did before the next (a stepper's +
 * pressed three times adds three). From then on, a submit of a form React has not hydrated is still
 * never sent by the browser.
 */
export function takeEarlyActions(win: Window = window): () => void {
  stop();
  guardUnhydratedForms(win);
  const taken = actions;
  actions = [];
  return () => void replay(win, taken);
}

const nextTask = (win: Window) => new Promise<void>((resolve) => win.setTimeout(resolve, 0));

async function replay(win: Window, taken: EarlyAction[]): Promise<void> {
  const doc = win.document;
  for (const [i, action] of taken.entries()) {
    if (i > 0) await nextTask(win);
    if (action.kind === 'submit') {
      const { form, submitter } = action;
      if (form.isConnected) form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
      continue;
    }
    const { button } = action;
    if (!button.isConnected || button.closest('[inert]')) continue;
    if (button.matches(OPENS_SOMETHING)) {
      const last = i === taken.length - 1;
      const focus = doc.activeElement;
      if (!last || (focus && focus !== doc.body && focus !== button)) continue;
    }
    button.click();
  }
}

let guarding = false;

/** A form React does not run yet is never sent by the browser (a GET with its fields in the address). */
function guardUnhydratedForms(win: Window): void {
  if (guarding) return;
  guarding = true;
  win.addEventListener(
    'submit',
    (e) => {
      if (e.target instanceof HTMLFormElement && !reactOwns(e.target)) e.preventDefault();
    },
    true,
  );
}
