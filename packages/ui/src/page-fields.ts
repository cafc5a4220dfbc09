/**
 * A page's fields as the visitor left them (issue [L]): which of them hold something other than what
 * the HTML (or React since) rendered. "Changed" is the DOM's own record: a field's value against its
 * defaultValue, a checkbox or radio's checked against defaultChecked, a select's value against its
 * defaultSelected option. Read by the shell's adoption (shell/src/prerender/adopt-fields.ts) and by a
 * page that starts loading what a form in use needs (remote-public's booking rules).
 */
export type PageField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
const UNTYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** The fields under `root` a visitor can type, tick or pick in. */
export function pageFields(root: ParentNode): PageField[] {
  return [...root.querySelectorAll<PageField>(FIELDS)].filter((f) => !(f instanceof HTMLInputElement && UNTYPED.has(f.type)));
}

export const checkable = (f: PageField): f is HTMLInputElement => f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');

/** What the field holds now, as a string. */
export function currentValue(f: PageField): string {
  return checkable(f) ? String(f.checked) : f.value;
}

/** What the field was rendered with (by the prerender, or by React since). */
export function renderedValue(f: PageField): string {
  if (f instanceof HTMLSelectElement) return ([...f.options].find((o) => o.defaultSelected) ?? f.options[0])?.value ?? '';
  return checkable(f) ? String(f.defaultChecked) : f.defaultValue;
}

export const changedSinceRendered = (f: PageField): boolean => currentValue(f) !== renderedValue(f);
