import fc from 'fast-check';
import type { z } from 'zod';
import { hasInvalidText } from './wire';

/**
 * A zod 4 schema -> a fast-check arbitrary of values the schema accepts, read from the schema's own
 * definition (`schema._zod.def`), so an operation added to @rides/contracts is fuzzed without edits.
 *
 * What the contracts use is covered: objects (strict), strings (min/max/length, regex, email, uuid,
 * url, ISO datetime and date, trim/toLowerCase/toUpperCase), numbers (int, bounds, multipleOf),
 * boolean, enum, literal, unions (discriminated too), nullable, optional, default, arrays, records,
 * pipes and transforms, refine/superRefine, lazy. Checks the walk cannot turn into a generator (a
 * refine, a string trimmed below its minimum, a transform that validates) are met by drawing
 * candidates and keeping one the schema accepts (`BoundedFilter`); a transform no random draw
 * satisfies (a phone number parsed by libphonenumber) needs a hint (fuzz/hints.ts). Anything else
 * fails loudly, naming the type and the path, instead of generating nonsense or looping.
 */

export type Schema = z.ZodType;
type Arb = fc.Arbitrary<unknown>;

/** The parts of zod 4's internal definitions read here (`schema._zod.def`, each check's `_zod.def`). */
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  [key: string]: unknown;
}
interface CheckDef {
  check?: string;
  [key: string]: unknown;
}

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const optinOf = (schema: Schema): unknown => (schema as unknown as { _zod: { optin?: unknown } })._zod.optin;
/** The schema's checks; a format schema (`z.email()`, `z.int32()`) is itself the first one. */
const checksOf = (def: Def): CheckDef[] => [...(def.check ? [def as CheckDef] : []), ...(def.checks ?? []).map((c) => c._zod.def)];
const hasCustomCheck = (def: Def): boolean => checksOf(def).some((c) => c.check === 'custom');

/** Accepted by the schema, and free of text every callable refuses before parsing (NUL, lone surrogates). */
export const accepts = (schema: Schema, value: unknown): boolean => !hasInvalidText(value) && schema.safeParse(value).success;

/**
 * `arb.filter(ok)`, but giving up after `tries` candidates with an error that says where, rather than
 * looping forever (fast-check's own filter retries without end, and a synchronous loop cannot be
 * interrupted by a test timeout).
 */
export class BoundedFilter<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly arb: fc.Arbitrary<T>,
    private readonly ok: (value: T) => boolean,
    private readonly where: string,
    private readonly tries = 200,
  ) {
    super();
  }

  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    for (let i = 0; i < this.tries; i++) {
      const candidate = this.arb.generate(mrng, biasFactor);
      if (this.ok(candidate.value)) return candidate;
    }
    throw new Error(`fuzz: no acceptable value for ${this.where} in ${this.tries} tries (add a hint in fuzz/hints.ts)`);
  }

  canShrinkWithoutContext(value: unknown): value is T {
    return this.arb.canShrinkWithoutContext(value) && this.ok(value);
  }

  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.arb.shrink(value, context).filter((v) => this.ok(v.value));
  }
}

export interface ArbitraryOptions {
  /** Generators for schemas the walk cannot invert, by identity (see fuzz/hints.ts). */
  hints?: ReadonlyMap<unknown, Arb>;
  /** Candidates a filtered node may draw before it gives up. */
  tries?: number;
}

interface Ctx {
  path: string;
  /** Lazy schemas entered so far: past MAX_LAZY_DEPTH, arrays and records stay empty and optional fields absent. */
  lazyDepth: number;
}
const MAX_LAZY_DEPTH = 3;
/** Arrays and plain strings stay short: size is the mutations' business. */
const EXTRA_ITEMS = 4;
const EXTRA_CHARS = 32;

export function arbitraryOf(schema: Schema, options: ArbitraryOptions = {}): Arb {
  const hints = options.hints ?? new Map<unknown, Arb>();
  const tries = options.tries ?? 200;

  const build = (node: Schema, ctx: Ctx): Arb => {
    const hint = hints.get(node);
    if (hint) return hint;
    const def = defOf(node);
    const shallow = ctx.lazyDepth >= MAX_LAZY_DEPTH;
    const at = (key: string | number): Ctx => ({ ...ctx, path: `${ctx.path}.${key}` });
    const inner = () => build(def.innerType as Schema, ctx);
    let arb: Arb;
    // Leaves and compositions whose parts do not guarantee the whole are checked against the schema.
    let filter = hasCustomCheck(def);
    switch (def.type) {
      case 'string':
        arb = stringArb(def, ctx);
        filter = true;
        break;
      case 'number':
        arb = numberArb(def);
        filter = true;
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'null':
        arb = fc.constant(null);
        break;
      case 'undefined':
      case 'void':
        arb = fc.constant(undefined);
        break;
      case 'literal':
        arb = fc.constantFrom(...(def.values as unknown[]));
        break;
      case 'enum':
        arb = fc.constantFrom(...new Set(Object.values(def.entries as Record<string, unknown>)));
        break;
      case 'object': {
        const shape = def.shape as Record<string, Schema>;
        const model: Record<string, Arb> = {};
        const requiredKeys: string[] = [];
        for (const [key, field] of Object.entries(shape)) {
          const optional = optinOf(field) === 'optional' || optinOf(field) === 'defaulted';
          if (optional && shallow) continue;
          model[key] = build(field, at(key));
          if (!optional) requiredKeys.push(key);
        }
        arb = fc.record(model, { requiredKeys, noNullPrototype: true });
        break;
      }
      case 'array': {
        const { min, max } = lengthOf(def);
        const item = build(def.element as Schema, at('[]'));
        const maxLength = shallow ? min : Math.min(max, min + EXTRA_ITEMS);
        // Unique items half of the time: refinements often ask for them (languages listed once).
        arb = fc.oneof(
          fc.uniqueArray(item, { minLength: min, maxLength, selector: (v) => JSON.stringify(v) }),
          fc.array(item, { minLength: min, maxLength }),
        );
        break;
      }
      case 'record': {
        const keyDef = defOf(def.keyType as Schema);
        const value = build(def.valueType as Schema, at('[value]'));
        if (keyDef.type === 'enum' || keyDef.type === 'literal') {
          // zod 4: a record keyed by an enum needs every key.
          const keys = keyDef.type === 'enum' ? Object.values(keyDef.entries as Record<string, unknown>) : (keyDef.values as unknown[]);
          arb = fc.record(Object.fromEntries(keys.map((k) => [String(k), value])), { noNullPrototype: true });
        } else {
          const key = build(def.keyType as Schema, at('[key]')) as fc.Arbitrary<string>;
          arb = fc.dictionary(key, value, { maxKeys: shallow ? 0 : EXTRA_ITEMS, noNullPrototype: true });
        }
        filter = true;
        break;
      }
      case 'union':
        arb = fc.oneof(...(def.options as Schema[]).map((option) => build(option, ctx)));
        break;
      case 'intersection':
        arb = build(def.left as Schema, ctx);
        filter = true;
        break;
      case 'tuple':
        arb = fc.tuple(...(def.items as Schema[]).map((item, i) => build(item, at(i))));
        filter = true;
        break;
      case 'optional':
        arb = shallow ? fc.constant(undefined) : fc.option(inner(), { nil: undefined });
        break;
      case 'nullable':
        arb = shallow ? fc.constant(null) : fc.option(inner(), { nil: null });
        break;
      case 'default':
      case 'prefault':
        // Absent: the default applies.
        arb = fc.option(inner(), { nil: undefined });
        break;
      case 'catch':
      case 'readonly':
        arb = inner();
        break;
      case 'nonoptional':
        arb = inner();
        filter = true;
        break;
      case 'pipe': {
        // `a.pipe(b)`: what b accepts, kept when a turns it into something b accepts (trim, lower case…).
        // `a.transform(f)` is a pipe into a transform, which takes anything: generate from a.
        const out = def.out as Schema;
        arb = build(defOf(out).type === 'transform' ? (def.in as Schema) : out, ctx);
        filter = true;
        break;
      }
      case 'transform':
      case 'any':
      case 'unknown':
        arb = fc.jsonValue({ maxDepth: 2 });
        break;
      case 'lazy': {
        const getter = def.getter as () => Schema;
        arb = fc.constant(null).chain(() => build(getter(), { ...ctx, lazyDepth: ctx.lazyDepth + 1 }));
        break;
      }
      default:
        throw new Error(`fuzz: no generator for zod type "${def.type}" at ${ctx.path} (add a hint in fuzz/hints.ts)`);
    }
    return filter ? new BoundedFilter(arb, (v) => accepts(node, v), ctx.path, tries) : arb;
  };

  return build(schema, { path: 'input', lazyDepth: 0 });
}

function lengthOf(def: Def): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
    if (c.check === 'length_equals') min = max = c.length as number;
  }
  return { min, max };
}

function stringArb(def: Def, ctx: Ctx): Arb {
  const { min, max } = lengthOf(def);
  const formats = checksOf(def).filter((c) => c.check === 'string_format');
  const format = formats.find((c) => c.format !== 'regex');
  if (format) return formatArb(format, ctx);
  const regex = formats.find((c) => c.pattern instanceof RegExp);
  if (regex) return fc.stringMatching(regex.pattern as RegExp);
  const maxLength = Math.min(max, min + EXTRA_CHARS);
  return fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength }),
    // Any Unicode (accents, CJK, emoji): graphemes may be longer than one code unit, the filter keeps the fitting ones.
    fc.string({ unit: 'grapheme', minLength: Math.min(min, maxLength), maxLength }),
  );
}

const EARLIEST = new Date('1970-01-01T00:00:00.000Z');
const LATEST = new Date('2099-12-31T23:59:59.999Z');

function formatArb(c: CheckDef, ctx: Ctx): Arb {
  switch (c.format) {
    case 'email':
      return fc.oneof(
        fc
          .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/), fc.stringMatching(/^[a-z0-9]{1,12}(?:-[a-z0-9]{1,6})?$/), fc.constantFrom('com', 'fr', 'co.uk', 'example'))
          .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
        ...(c.pattern instanceof RegExp ? [fc.stringMatching(c.pattern)] : []),
      );
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url': {
      const protocol = c.protocol instanceof RegExp ? c.protocol : null;
      const schemes = ['https', 'http', 'ftp', 'ws', 'wss'].filter((s) => !protocol || protocol.test(s));
      return fc.webUrl({ validSchemes: schemes.length > 0 ? schemes : ['https'], withQueryParameters: true, withFragments: true });
    }
    case 'datetime':
      return fc.date({ min: EARLIEST, max: LATEST, noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: EARLIEST, max: LATEST, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    default:
      if (c.pattern instanceof RegExp) return fc.stringMatching(c.pattern);
      throw new Error(`fuzz: no generator for string format "${String(c.format)}" at ${ctx.path} (add a hint in fuzz/hints.ts)`);
  }
}

const INT_FORMATS: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
};

function numberArb(def: Def): Arb {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let minExcluded = false;
  let maxExcluded = false;
  let int: [number, number] | null = null;
  let step: number | null = null;
  for (const c of checksOf(def)) {
    const value = c.value as number;
    if (c.check === 'greater_than' && (value > min || (value === min && !c.inclusive))) [min, minExcluded] = [value, !c.inclusive];
    if (c.check === 'less_than' && (value < max || (value === max && !c.inclusive))) [max, maxExcluded] = [value, !c.inclusive];
    if (c.check === 'number_format' && typeof c.format === 'string' && INT_FORMATS[c.format]) int = INT_FORMATS[c.format]!;
    if (c.check === 'multiple_of') step = value;
  }
  if (int) {
    const lo = Math.max(int[0], minExcluded ? Math.floor(min) + 1 : Math.ceil(min));
    const hi = Math.min(int[1], maxExcluded ? Math.ceil(max) - 1 : Math.floor(max));
    if (step && Number.isInteger(step)) return fc.integer({ min: Math.ceil(lo / step), max: Math.floor(hi / step) }).map((k) => k * step!);
    return fc.integer({ min: lo, max: hi });
  }
  return fc.double({
    min: Number.isFinite(min) ? min : -1e12,
    max: Number.isFinite(max) ? max : 1e12,
    minExcluded,
    maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}
