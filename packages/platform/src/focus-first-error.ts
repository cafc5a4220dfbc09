/**
 * Moves focus to the first field with a problem (in page order), so keyboard and screen-reader users
 * land on it (issue [O] 3: the one copy): an invalid control, or a problem that is not one control's
 * (`data-field-problem`, e.g. the party that does not fit the vehicle). A group is not focusable
 * itself: its control takes the focus.
 */
export function focusFirstError(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-problem]');
  if (!invalid) return;
  const focusable = invalid.matches('input, button, select, textarea, [tabindex]')
    ? invalid
    : invalid.querySelector<HTMLElement>('input:checked, input:not([type=hidden]), button, [tabindex]');
  (focusable ?? invalid).focus();
}
