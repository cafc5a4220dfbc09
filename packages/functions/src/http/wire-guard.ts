import type { Request } from 'firebase-functions/v2/https';
import { config } from '../config';

/**
 * The callable protocol's decoder (firebase-functions `decode`, run before our handler) turns an
 * object with an `@type` key into a typed value and throws on one it does not know, and recurses
 * without a limit, so `[[[[…]]]]` a few thousand levels deep overflows its stack: both answered 500
 * (found by the fuzz suite). No input of ours nests deeper than a handful of levels or uses `@type`,
 * so such a body is refused as invalid-argument before the decoder sees it.
 */
export const MAX_INPUT_DEPTH = 32;
const TYPED_VALUE_KEY = '@type';

/** Paths (zod style) of what the decoder would fail on: too deep, or a typed value. Iterative. */
export function undecodablePaths(data: unknown): Array<{ path: string; message: string }> {
  const found: Array<{ path: string; message: string }> = [];
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: data, path: '', depth: 0 }];
  while (pending.length > 0 && found.length < 20) {
    const { value, path, depth } = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      found.push({ path, message: 'too-deep' });
      continue;
    }
    const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    for (const [key, item] of entries) {
      const at = path ? `${path}.${key}` : key;
      if (!Array.isArray(value) && key === TYPED_VALUE_KEY) found.push({ path: at, message: 'typed-value' });
      else pending.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return found;
}

/** What the guard uses of Express's response (the callable's own handler gets the whole object). */
interface Response {
  set(field: string, value: string): unknown;
  status(code: number): { json(body: unknown): unknown };
}


/**
 * Wraps an `onCall` function so a POST whose `data` the decoder cannot take gets the callable
 * protocol's INVALID_ARGUMENT answer (400), with CORS for the product's own origins as onCall gives
 * it. Everything else goes to the callable unchanged. The deploy metadata (`__endpoint`, `run`, …)
 * is carried over, so the Firebase CLI and the emulator see the same function.
 */
export function guardWire<F extends (req: Request, res: never) => unknown>(fn: F): F {
  const guarded = ((req: Request, res: Response) => {
    const issues = req.method === 'POST' ? undecodablePaths((req.body as { data?: unknown } | undefined)?.data) : [];
    if (issues.length === 0) return fn(req, res as never);
    const origin = req.get('origin');
    if (origin && config().allowedOrigins.includes(origin)) res.set('Access-Control-Allow-Origin', origin);
    res.set('Vary', 'Origin');
    res.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: 'errors.invalid-argument', details: { issues } } });
  }) as unknown as F;
  const metadata = Object.entries(Object.getOwnPropertyDescriptors(fn)).filter(([key]) => !['length', 'name', 'prototype'].includes(key));
  Object.defineProperties(guarded, Object.fromEntries(metadata));
  return guarded;
}
