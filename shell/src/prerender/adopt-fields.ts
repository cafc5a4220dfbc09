import { reactOwns as hydrated } from './react-mark';
import { changedSinceRendered, checkable, currentValue, pageFields, type PageField as Field } from '@rides/ui/page-fields';

/**
 * Issue [L] 1: a prerendered page's fields are plain HTML fields from the first paint: a visitor taps,
 * types, ticks and picks before React runs the page. When React hydrates it, it keeps the fields' DOM
 * values but its state still holds what the page was rendered with, so the next render would put that
 * back. Right after hydration, this hands React every field the visitor changed, as the input, click
 * or change event React listens to, so each form's own onChange takes it: the booking draft is written
 * from it (and restored from it on a reload), a place field searches for the text already typed, the
 * language switcher switches. The focused field keeps the focus and its caret; React is told of the
 * focus first (its onFocus), so a place field opens its suggestions for what is in it.
 *
 * Decision (the issue names uncontrolled inputs with react-hook-form as another way): the forms stay
 * as they are, controlled by their state (the booking draft is one store shared with the checkout and
 * sessionStorage), and the page adopts the DOM's values through React's own events. One place, for
 * every form of every prerendered page, with no form knowing it was prerendered.
 *
 * "Changed" is the DOM's own record of what the HTML said (@rides/ui/page-fields; React sets those
 * records from its props when it hydrates and renders).
 */

/**
 * Sends React the event it reads for `f`, with `value` in the DOM and React's value tracker told
 * another one (through the element's own property, which React watches), so React sees a change and
 * calls the field's onChange. This is how testing-library's fireEvent reaches React.
 */
function tellReact(f: Field, value: string): void {
  if (f instanceof HTMLSelectElement) {
    f.value = value;
    f.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (checkable(f)) {
    // React reads a click for these: the click turns the field back to the visitor's state, which React sees as new.
    f.checked = value !== 'true';
    f.click();
  } else {
    f.value = value === '' ? ' ' : '';
    const proto = f instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(f, value);
    f.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The caret (null for fields without one: e-mail, number, date). */
function caretOf(field: Element | null): { field: HTMLInputElement | HTMLTextAreaElement; value: string; start: number; end: number } | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return { field, value: field.value, start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return null;
  }
}

const GIVE_UP_MS = 10_000;

/**
 * Called in the layout effect of the hydrating commit, before anything can render again (a re-render
 * would put the rendered values back into fields React has not been told of): hands React each field
 * the visitor changed, then, once React has committed what they changed, runs `then`. React batches
 * these events' state changes into one render right after the commit, so a form must build its next
 * state from the previous one (`set((v) => ({ ...v, field: value }))`, the value read in the handler,
 * not in the updater; react-hook-form's `setValue` per field does the same), as every form of the site does; it
 * puts its rendered value back for a moment in the same task (nothing is painted in between), and the
 * caret is put back after. A part still behind a Suspense boundary hydrates later, and is adopted then
 * (looked for once a frame, for at most 10 s).
 */
export function adoptWhenHydrated(root: HTMLElement, then: () => void): void {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const until = Date.now() + GIVE_UP_MS;
  const seen = new WeakSet<Element>();
  const attempt = (first: boolean) => {
    const fields = pageFields(root);
    const ready = fields.filter((f) => !seen.has(f) && hydrated(f));
    ready.forEach((f) => seen.add(f));
    const focused = ready.find((f) => f === doc.activeElement) ?? null;
    const caret = caretOf(focused);
    // React's onFocus listens to focusin: the field focused before React ran is announced first.
    focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // A radio group's change is its checked radio's; the others follow from React's state.
    for (const f of ready) if (changedSinceRendered(f) && !(checkable(f) && f.type === 'radio' && !f.checked)) tellReact(f, currentValue(f));
    const waiting = fields.some((f) => !hydrated(f));
    win.setTimeout(() => {
      // Only if nothing was typed since: a key typed in between has put the caret where it belongs.
      if (caret && doc.activeElement === caret.field && caret.field.value === caret.value) caret.field.setSelectionRange(caret.start, caret.end);
      // What was pressed goes once the page's own pass is adopted, not after a late part.
      if (first) then();
      if (waiting && Date.now() < until) win.requestAnimationFrame(() => attempt(false));
    }, 0);
  };
  attempt(true);
}
