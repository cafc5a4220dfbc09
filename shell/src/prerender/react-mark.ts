/**
 * Whether React has hydrated (or rendered) `node`: its props mark, an internal of react-dom (the e2e
 * tests of the first touch would see it change). Used before and after React takes over a prerendered
 * page (adopt-fields.ts, early-actions.ts).
 */
export const reactOwns = (node: Element): boolean => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
