/**
 * While React hydrates a prerendered page, the page stays the static page it was (issue [L] 6, the
 * first tap's INP): what the visitor types goes into the fields (the browser's own default action),
 * what they press is recorded by the start script (early-actions.ts), and React is handed both at its
 * first commit (adopt-fields.ts), as for everything done before it ran.
 *
 * Why: React listens on the root from hydrateRoot on, and a discrete event (a key, a tap) on a part
 * it has not hydrated yet makes it finish hydrating that part at once, in the event's task, to replay
 * the event. With the page's form outside any Suspense boundary, that part is the whole page: on a
 * phone, a key pressed while the warm app hydrated waited 0.8 s to paint. Held here, the events never
 * reach React's root listeners (they are stopped at the window, on the way down); default actions are
 * untouched, and hydration goes on in slices. The window's capture listeners registered before this
 * one still run (the start script's: recording presses, the access keys and the guard, which listen
 * in the capture phase for this reason); listeners further down or bubbling to the window do not.
 * Only on a page whose start script records presses (a page hydrated without one, /drivers, lets
 * React replay them itself).
 */
// React's discrete events (react-dom's getEventPriority) that a visitor's hand can cause in a page;
// `textInput` is the one its onBeforeInput is built from, sent with each typed character.
const DISCRETE_EVENTS = [
  'keydown', 'keyup', 'keypress', 'beforeinput', 'textInput', 'input', 'change', 'select', 'invalid', 'toggle',
  'compositionstart', 'compositionupdate', 'compositionend',
  'click', 'auxclick', 'dblclick', 'contextmenu', 'mousedown', 'mouseup',
  'pointerdown', 'pointerup', 'pointercancel', 'touchstart', 'touchend', 'touchcancel',
  'focusin', 'focusout', 'submit', 'reset', 'copy', 'cut', 'paste', 'dragstart', 'dragend', 'drop',
] as const;

/** Stops React's listeners on `root` from seeing the visitor's events until the returned release is called. */
export function holdEventsFromReact(root: HTMLElement, win: Window = window): () => void {
  const hold = (e: Event) => {
    if (e.target instanceof Node && root.contains(e.target)) e.stopPropagation();
  };
  for (const type of DISCRETE_EVENTS) win.addEventListener(type, hold, true);
  return () => {
    for (const type of DISCRETE_EVENTS) win.removeEventListener(type, hold, true);
  };
}
