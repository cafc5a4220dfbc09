/**
 * What a callable receives of a value a client sends, and the text no callable accepts. Mirrors
 * `http/callable.ts` (which is not imported here: it loads firebase-functions and the config, and the
 * generators are unit-tested without them).
 */

/** U+0000, or a UTF-16 surrogate without its partner: the pattern of `http/callable.ts` (no `u` flag: it must see code units). */
export const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string anywhere in `value` (object keys included, any depth) holds text every callable refuses. */
export function hasInvalidText(value: unknown): boolean {
  // Iterative: mutated inputs nest thousands of levels deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (INVALID_TEXT.test(v)) return true;
    } else if (Array.isArray(v)) {
      pending.push(...v);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (INVALID_TEXT.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * firebase-functions' `decode` of a callable's data (common/providers/https.js), which copies objects
 * by assignment: a `__proto__` key sets the copy's prototype (an object or null) or vanishes (any other
 * value). Iterative (the SDK's own recursion overflows on deep nesting). Its `@type` objects, turned into
 * numbers or refused with a 500, are copied as they are.
 */
function decodeLikeTheSdk(value: unknown): unknown {
  const root: { copy?: unknown } = {};
  const pending: Array<{ value: unknown; put: (copy: unknown) => void }> = [{ value, put: (copy) => (root.copy = copy) }];
  while (pending.length > 0) {
    const { value: v, put } = pending.pop()!;
    if (Array.isArray(v)) {
      const copy: unknown[] = [];
      put(copy);
      v.forEach((item, i) => pending.push({ value: item, put: (c) => (copy[i] = c) }));
    } else if (v !== null && typeof v === 'object') {
      const copy: Record<string, unknown> = {};
      put(copy);
      for (const [key, item] of Object.entries(v)) pending.push({ value: item, put: (c) => (copy[key] = c) });
    } else {
      put(v);
    }
  }
  return root.copy;
}

/**
 * The input a callable parses when a client sends `value`: the request body is JSON (`undefined`
 * fields vanish, NaN and Infinity become null, -0 becomes 0), decoded by the SDK, and `callable()`
 * reads a missing or null `data` as `{}`.
 */
export function serverSees(value: unknown): unknown {
  const body = JSON.stringify({ data: value });
  return decodeLikeTheSdk((JSON.parse(body) as { data?: unknown }).data) ?? {};
}

/** A short, printable form of a value (huge strings and deep nesting included), for failure messages. */
export function preview(value: unknown, max = 240): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch (e) {
    text = `<${(e as Error).message}>`;
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}
