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
 *    with the fields in the address) but sent again through React, with the same submit button.
 * Links work without React and are left alone. Clicks React sees itself (once hydrateRoot is called:
 * React replays clicks on parts not hydrated yet) are not recorded.
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
    actions.push({ kind: 'submit', form: e.target, submitter: e.submitter instanceof HTMLElement ? e.submitter : null });
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  stop = () => {
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
  };
}

/**
 * Called just before React hydrates: stops recording and returns the replay of what was pressed, to
 * run once the page is React's (after adopt-fields.ts has handed React what the fields hold).
 */
export function takeEarlyActions(win: Window = window): () => void {
  stop();
  const taken = actions;
  actions = [];
  return () => {
    const doc = win.document;
    taken.forEach((action, i) => {
      if (action.kind === 'submit') {
        if (action.form.isConnected) action.form.requestSubmit(action.submitter?.isConnected && action.submitter.closest('form') === action.form ? action.submitter : null);
        return;
      }
      const { button } = action;
      if (!button.isConnected || button.closest('[inert]')) return;
      if (button.matches(OPENS_SOMETHING)) {
        const last = i === taken.length - 1;
        const focus = doc.activeElement;
        if (!last || (focus && focus !== doc.body && focus !== button)) return;
      }
      button.click();
    });
  };
}
