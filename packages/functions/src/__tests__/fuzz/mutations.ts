import fc from 'fast-check';
import { BoundedFilter, type Schema } from './arbitraries';
import { hasInvalidText, preview, serverSees } from './wire';

/**
 * Inputs a callable must refuse, made from a valid one: each is checked to be refused by what the
 * server checks before any handler runs (invalid text anywhere, then the operation's own schema, on
 * the value as the server receives it), so a mutated input can never reach a handler, whoever sends it.
 */
export const MUTATION_KINDS = [
  'drop-key', // a required field missing
  'unknown-key', // a field the schema does not know (strict objects), including names with a meaning elsewhere
  'wrong-type', // a value of another JSON type, anywhere, the whole input included
  'nul', // U+0000 inside a string or an object key (Postgres refuses it: 500 before issue [I])
  'lone-surrogate', // half a UTF-16 surrogate pair (encodeURIComponent throws: 500 before issue [I])
  'huge-string', // 100,000 to 300,000 characters
  'deep-nesting', // arrays or objects nested 64 to 3,500 levels deep
  'bad-number', // negative, fractional, beyond 2^53, 1e308, NaN/Infinity (null once sent), numbers as strings
  'null', // null for a field, or for the whole input
  'array-for-object', // an array where an object belongs, the whole input included
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutated {
  kind: MutationKind;
  /** Where the change is, as `input.a.b.0`. */
  path: string;
  value: unknown;
}

/** How often each kind is drawn: invalid text most, the cause of the 500s issue [I] reported. */
const WEIGHTS: Record<MutationKind, number> = {
  'drop-key': 2,
  'unknown-key': 2,
  'wrong-type': 2,
  nul: 3,
  'lone-surrogate': 2,
  'huge-string': 1,
  'deep-nesting': 1,
  'bad-number': 2,
  null: 1,
  'array-for-object': 1,
};

/** Names that mean something to JavaScript, to the callable protocol (`@type`) or to access control. */
const SUSPICIOUS_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '@type', 'value', 'role', 'roles', 'admin', 'uid', 'userId', 'id', '$where'];
const NUMBERS_GONE_WRONG: unknown[] = [-1, -0.5, 0.5, 1.5, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324, Number.NaN, Number.POSITIVE_INFINITY, 'NaN', 'Infinity', '-1', '1e3', '0x1F', ''];
const SURROGATE_HALVES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const HUGE_UNITS = ['a', ' ', 'é', '😀', '<script>', '%00', "'", '\\'];
const OTHER_TYPES: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.constant({ x: 1 }),
);

type Key = string | number;
type Path = Key[];
interface Node {
  path: Path;
  value: unknown;
}
type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const pathText = (path: Path): string => ['input', ...path].join('.');

/** Sets an own, enumerable property, even `__proto__` (an assignment would change the prototype instead). */
function define(o: Obj, key: string, value: unknown): Obj {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}
const copyOf = (o: Obj): Obj => Object.entries(o).reduce((c, [k, v]) => define(c, k, v), {} as Obj);

const REMOVE = Symbol('remove');
/** `root` with the value at `path` replaced by `change(old)` (or removed): copies along the path only. */
function setAt(root: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(root);
  const [head, ...rest] = path as [Key, ...Key[]];
  if (Array.isArray(root)) {
    const copy = root.slice();
    const next = setAt(copy[head as number], rest, change);
    if (next === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy = copyOf(root as Obj);
  const next = setAt(copy[head], rest, change);
  if (next === REMOVE) delete copy[head];
  else define(copy, String(head), next);
  return copy;
}

/** Every value in a (valid, hence shallow) input with its path, the input itself first. */
function nodesOf(root: unknown): Node[] {
  const nodes: Node[] = [];
  const pending: Node[] = [{ path: [], value: root }];
  while (pending.length > 0) {
    const node = pending.shift()!;
    nodes.push(node);
    if (Array.isArray(node.value)) node.value.forEach((v, i) => pending.push({ path: [...node.path, i], value: v }));
    else if (isObject(node.value)) for (const [k, v] of Object.entries(node.value)) if (v !== undefined) pending.push({ path: [...node.path, k], value: v });
  }
  return nodes;
}

function mutation(kind: MutationKind, path: Path, value: unknown): Mutated {
  const m: Mutated = { kind, path: pathText(path), value };
  // fast-check prints counterexamples with this: a kind, a place and a short preview, not 300,000 characters.
  Object.defineProperty(m, fc.toStringMethod, { value: () => `${kind} at ${m.path}: ${preview(value)}`, enumerable: false });
  return m;
}

/** `text` with `insert` at a position drawn from `at`. */
const insertInto = (text: string, insert: string, at: number): string => {
  const i = at % (text.length + 1);
  return text.slice(0, i) + insert + text.slice(i);
};

function nested(depth: number, arrays: boolean): unknown {
  let v: unknown = arrays ? 0 : 'x';
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
}

/** The kinds of change that apply to `v`, each an arbitrary of mutated inputs (not yet checked for refusal). */
function mutationsOf(v: unknown): Array<{ kind: MutationKind; arbitrary: fc.Arbitrary<Mutated> }> {
  const nodes = nodesOf(v);
  const objects = nodes.filter((n) => isObject(n.value));
  const fields = objects.flatMap((n) => Object.keys(n.value as Obj).map((k) => [...n.path, k]));
  const strings = nodes.filter((n) => typeof n.value === 'string');
  const numbers = nodes.filter((n) => typeof n.value === 'number');
  const anyNode = fc.constantFrom(...nodes);
  const some = <T>(list: T[]) => (list.length > 0 ? fc.constantFrom(...list) : null);

  /** A string in `v` with `bad` inserted, or an object key with it, or a new field carrying it. */
  const badText = (kind: MutationKind, bad: fc.Arbitrary<string>): fc.Arbitrary<Mutated> => {
    const targets: fc.Arbitrary<Mutated>[] = [];
    if (strings.length > 0) {
      targets.push(
        fc.tuple(fc.constantFrom(...strings), bad, fc.nat()).map(([n, b, at]) => mutation(kind, n.path, setAt(v, n.path, (s) => insertInto(s as string, b, at)))),
      );
    }
    if (fields.length > 0) {
      targets.push(
        fc.tuple(fc.constantFrom(...fields), bad, fc.nat()).map(([p, b, at]) => {
          const key = String(p.at(-1));
          const parent = p.slice(0, -1);
          return mutation(kind, p, setAt(v, parent, (o) => {
            const copy = copyOf(o as Obj);
            const value = copy[key];
            delete copy[key];
            return define(copy, insertInto(key, b, at), value);
          }));
        }),
      );
    }
    if (objects.length > 0) {
      targets.push(fc.tuple(fc.constantFrom(...objects), bad).map(([n, b]) => mutation(kind, [...n.path, 'note'], setAt(v, n.path, (o) => define(copyOf(o as Obj), 'note', `a${b}b`)))));
    }
    targets.push(bad.map((b) => mutation(kind, [], `a${b}b`)));
    return fc.oneof(...targets);
  };

  const kinds: Array<{ kind: MutationKind; arbitrary: fc.Arbitrary<Mutated> | null }> = [
    {
      kind: 'drop-key',
      arbitrary: some(fields)?.map((p) => mutation('drop-key', p, setAt(v, p, () => REMOVE))) ?? null,
    },
    {
      kind: 'unknown-key',
      arbitrary:
        some(objects)
          ?.chain((n) =>
            fc
              .tuple(fc.oneof(fc.constantFrom(...SUSPICIOUS_KEYS), fc.string({ minLength: 1, maxLength: 12 })), fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom<unknown>('admin', true, 1, {})))
              .map(([key, value]) => mutation('unknown-key', [...n.path, key], setAt(v, n.path, (o) => define(copyOf(o as Obj), key, value)))),
          ) ?? null,
    },
    {
      kind: 'wrong-type',
      arbitrary: fc
        .tuple(anyNode, OTHER_TYPES)
        .filter(([n, other]) => typeOf(other) !== typeOf(n.value))
        .map(([n, other]) => mutation('wrong-type', n.path, setAt(v, n.path, () => other))),
    },
    { kind: 'nul', arbitrary: badText('nul', fc.constant('\u0000')) },
    { kind: 'lone-surrogate', arbitrary: badText('lone-surrogate', fc.constantFrom(...SURROGATE_HALVES)) },
    {
      kind: 'huge-string',
      arbitrary:
        some(strings.length > 0 ? strings : objects)
          ?.chain((n) => fc.tuple(fc.constant(n), fc.constantFrom(...HUGE_UNITS), fc.integer({ min: 100_000, max: 300_000 })))
          .map(([n, unit, length]) => {
          const huge = unit.repeat(Math.max(1, Math.floor(length / unit.length))); // whole units: never half an emoji
          return typeof n.value === 'string'
            ? mutation('huge-string', n.path, setAt(v, n.path, () => huge))
            : mutation('huge-string', [...n.path, 'note'], setAt(v, n.path, (o) => define(copyOf(o as Obj), 'note', huge)));
          }) ?? null,
    },
    {
      kind: 'deep-nesting',
      arbitrary: fc
        .tuple(anyNode, fc.integer({ min: 64, max: 3_500 }), fc.boolean())
        .map(([n, depth, arrays]) => mutation('deep-nesting', n.path, setAt(v, n.path, () => nested(depth, arrays)))),
    },
    {
      kind: 'bad-number',
      arbitrary: fc
        .tuple(some(numbers) ?? anyNode, fc.constantFrom(...NUMBERS_GONE_WRONG))
        .map(([n, bad]) => mutation('bad-number', n.path, setAt(v, n.path, () => bad))),
    },
    { kind: 'null', arbitrary: anyNode.map((n) => mutation('null', n.path, setAt(v, n.path, () => null))) },
    {
      kind: 'array-for-object',
      arbitrary:
        some(objects)
          ?.chain((n) =>
            fc
              .constantFrom<(o: Obj) => unknown>(() => [], (o) => Object.values(o), (o) => [o])
              .map((asArray) => mutation('array-for-object', n.path, setAt(v, n.path, (o) => asArray(o as Obj)))),
          ) ?? null,
    },
  ];
  return kinds.filter((k): k is { kind: MutationKind; arbitrary: fc.Arbitrary<Mutated> } => k.arbitrary !== null);
}

/** Whether the server refuses `value` before any handler: invalid text anywhere, or input its schema does not accept. */
export function refusedBeforeHandler(schema: Schema, value: unknown): boolean {
  const seen = serverSees(value);
  return hasInvalidText(seen) || !schema.safeParse(seen).success;
}

/**
 * Mutated inputs of an operation: a valid input from `valid`, one change of a kind drawn by WEIGHTS,
 * kept only when the server refuses it before any handler (`refusedBeforeHandler`).
 */
export function mutatedOf(schema: Schema, valid: fc.Arbitrary<unknown>, tries = 200): fc.Arbitrary<Mutated> {
  const mutated = valid.chain((v) => fc.oneof(...mutationsOf(v).map(({ kind, arbitrary }) => ({ weight: WEIGHTS[kind], arbitrary }))));
  return new BoundedFilter(mutated, (m) => refusedBeforeHandler(schema, m.value), 'a mutated input', tries);
}
