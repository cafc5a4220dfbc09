/**
 * SPEC 2 accessibility aids: Alt+M focuses the main area, Alt+F the first field of the first form.
 * Keys are matched by physical key (code), so they work on every keyboard layout and language.
 */
/** A field a person can type in or choose from. */
export const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function focusMain(): void {
  document.getElementById('main')?.focus();
}

export function focusFirstField(): void {
  const field = document.querySelector<HTMLElement>(`#main form :is(${FIELD})`) ?? document.querySelector<HTMLElement>(`form :is(${FIELD})`);
  field?.focus();
}

export function installAccessKeys(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.code === 'KeyM') {
      e.preventDefault();
      focusMain();
    } else if (e.code === 'KeyF') {
      e.preventDefault();
      focusFirstField();
    }
  };
  // On the window's way down (capture): they work whatever the page's own handlers do with the key, and
  // while React hydrates, when the page's events are stopped there before reaching it (hold-events.ts).
  window.addEventListener('keydown', onKey, true);
  return () => window.removeEventListener('keydown', onKey, true);
}
