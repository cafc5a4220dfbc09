/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { z } from 'zod';
import { arbitraryOf, type Schema } from './arbitraries';
import { HINTS } from './hints';
import { MUTATION_KINDS, mutatedOf, refusedBeforeHandler, type MutationKind } from './mutations';
import { discoverOperations, isOperation, type Operation } from './operations';
import { absentIds, POLICIES } from './policy';
import { changedCounts } from './row-counts';
import { hasInvalidText, serverSees } from './wire';

// The generators of the callables fuzz suite (fuzz-callables.int.ts), without the stack.

const SEED = 20_260_114;
const sample = <T>(arb: fc.Arbitrary<T>, numRuns = 50): T[] => fc.sample(arb, { seed: SEED, numRuns });
/** What the server parses of a generated value is accepted, and holds no text every callable refuses. */
const acceptedAsSent = (schema: Schema, value: unknown) => !hasInvalidText(value) && schema.safeParse(serverSees(value)).success;

describe('arbitraryOf', () => {
  const tree: z.ZodType = z.lazy(() => z.object({ label: z.string().min(1).max(5), children: z.array(tree).max(3) }).strict());
  it.each<[string, Schema]>([
    ['a strict object with optional and defaulted fields', z.object({ a: z.string(), b: z.number().optional(), c: z.boolean().default(false) }).strict()],
    ['strings with min, max, trim, toLowerCase, toUpperCase', z.object({ a: z.string().trim().min(2).max(5), b: z.string().trim().toLowerCase().min(3), c: z.string().toUpperCase().max(4) })],
    ['regexes', z.object({ id: z.string().regex(/^\d{1,18}$/), ref: z.string().regex(/^PT-[0-9A-Z]{6}$/), time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) })],
    ['email, uuid, url and ISO datetime formats', z.object({ e: z.string().trim().toLowerCase().pipe(z.email().max(320)), u: z.uuid(), l: z.url({ protocol: /^https$/ }).max(500), d: z.iso.datetime({ offset: true }) })],
    ['numbers: int, bounds, exclusive bounds, multipleOf', z.object({ i: z.number().int().min(0).max(10), p: z.number().positive().max(100), m: z.number().int().multipleOf(100).max(10_000), f: z.number().min(-90).max(90) })],
    ['enum, literal, boolean, null', z.object({ e: z.enum(['sedan', 'van']), l: z.literal(true), b: z.boolean(), n: z.null() })],
    ['unions, discriminated unions, nullable', z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), x: z.string().nullable() }), z.object({ kind: z.literal('b'), y: z.union([z.literal(''), z.number()]) })])],
    ['arrays with bounds and refinements', z.object({ langs: z.array(z.enum(['en', 'fr', 'es'])).min(1).max(3).refine((l) => l.includes('en')).refine((l) => new Set(l).size === l.length) })],
    ['records with string and enum keys', z.object({ r: z.record(z.string().max(8), z.union([z.string().max(5), z.number()])).refine((d) => Object.keys(d).length <= 3), e: z.record(z.enum(['A', 'B']), z.number().int()) })],
    ['transforms, pipes and defaults', z.object({ w: z.union([z.literal(''), z.url()]).optional().transform((v) => v || null), f: z.string().trim().toUpperCase().transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(/^[A-Z]{2}\d{1,4}$/)), d: z.array(z.string()).default([]) })],
    ['an object refinement over two fields', z.object({ from: z.string().min(1), to: z.string().min(1) }).strict().refine((t) => t.from !== t.to)],
    ['a recursive (lazy) schema', tree],
  ])('generates values that %s accepts', (_what, schema) => {
    for (const value of sample(arbitraryOf(schema))) expect(acceptedAsSent(schema, value)).toBe(true);
  });

  it('varies what it generates (optional fields present and absent, both union branches)', () => {
    const values = sample(arbitraryOf(z.object({ a: z.string().optional(), b: z.union([z.literal('x'), z.number()]) }).strict()), 100) as Array<{ a?: string; b: unknown }>;
    expect(values.some((v) => 'a' in v)).toBe(true);
    expect(values.some((v) => !('a' in v))).toBe(true);
    expect(new Set(values.map((v) => typeof v.b))).toEqual(new Set(['string', 'number']));
  });

  it('fails loudly, naming the place, on a type it cannot generate or a refinement it cannot meet', () => {
    expect(() => arbitraryOf(z.object({ when: z.date() }))).toThrow(/zod type "date" at input\.when/);
    expect(() => sample(arbitraryOf(z.object({ n: z.number().refine(() => false) })), 1)).toThrow(/no acceptable value for input\.n/);
  });
});

describe('mutatedOf', () => {
  it('refuses nothing the server accepts: every mutated input of an input that takes nothing is still refused', () => {
    // `{}` is endSession's input: null, or undefined, is read as `{}` by the server, so neither may count as mutated.
    const schema = z.object({}).strict();
    const values = sample(mutatedOf(schema, arbitraryOf(schema)), 200);
    for (const m of values) expect(refusedBeforeHandler(schema, m.value)).toBe(true);
    expect(values.map((m) => m.value)).not.toContainEqual({});
    expect(values.map((m) => m.value)).not.toContain(null);
  });

  it('draws every kind of mutation, each refused', () => {
    const schema = z.object({ name: z.string().trim().min(2).max(120), seats: z.number().int().min(0).max(6), party: z.object({ vehicle: z.enum(['sedan', 'van']) }).strict() }).strict();
    const values = sample(mutatedOf(schema, arbitraryOf(schema)), 400);
    expect(new Set(values.map((m) => m.kind))).toEqual(new Set(MUTATION_KINDS));
    for (const m of values) expect(refusedBeforeHandler(schema, m.value)).toBe(true);
    const nul = values.find((m) => m.kind === 'nul')!;
    expect(JSON.stringify(nul.value)).toContain('\\u0000');
    expect(hasInvalidText(values.find((m) => m.kind === 'lone-surrogate')!.value)).toBe(true);
  });

  it('prints a counterexample short', () => {
    const schema = z.object({ name: z.string() }).strict();
    const huge = sample(mutatedOf(schema, arbitraryOf(schema)), 300).find((m) => m.kind === 'huge-string')!;
    expect(fc.stringify(huge).length).toBeLessThan(400);
  });
});

describe('wire', () => {
  it('finds NUL and lone surrogates anywhere, keys included, and passes emoji', () => {
    expect(hasInvalidText({ a: ['x', { b: 'a\u0000' }] })).toBe(true);
    expect(hasInvalidText({ ['k\uD800']: 1 })).toBe(true);
    expect(hasInvalidText(['\uDC00x'])).toBe(true);
    expect(hasInvalidText({ a: 'Zoë 😀 北京' })).toBe(false);
  });

  it('reads the input as the server does: JSON, and null or nothing as {}', () => {
    expect(serverSees(null)).toEqual({});
    expect(serverSees(undefined)).toEqual({});
    expect(serverSees({ a: undefined, n: Number.NaN })).toEqual({ n: null });
  });

  it("reads a __proto__ key as the SDK's decode does: gone, or the prototype", () => {
    const sent = JSON.parse('{"a":1,"__proto__":{"b":2},"c":{"__proto__":3}}') as unknown;
    const seen = serverSees(sent) as Record<string, unknown>;
    expect(Object.keys(seen).sort()).toEqual(['a', 'c']);
    expect(seen.b).toBe(2);
    expect(Object.keys(seen.c as object)).toEqual([]);
    // zod counts the inherited `b` as an unknown field: a strict object still refuses it.
    const strict = z.object({ a: z.number(), c: z.object({}).strict() }).strict();
    expect(strict.safeParse(seen).error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['b'] })]);
    expect(strict.safeParse(serverSees(JSON.parse('{"a":1,"c":{},"__proto__":7}'))).success).toBe(true);
  });

  it('compares row counts, leaving out ignored tables', () => {
    expect(changedCounts({ a: 1, b: 2, c: 3 }, { a: 1, b: 4, c: 4 }, new Set(['c']))).toEqual({ b: 2 });
  });

  it('moves numeric ids past every row, deterministically, and leaves other fields alone', () => {
    expect(absentIds({ rideId: '12', id: '3', driverId: 'abc', n: '12', nested: { changeId: '7' } })).toEqual({
      rideId: '900000000000000012',
      id: '900000000000000003',
      driverId: 'abc',
      n: '12',
      nested: { changeId: '900000000000000007' },
    });
  });
});

describe('every operation of @rides/contracts', () => {
  let operations: Operation[];
  beforeAll(async () => {
    operations = await discoverOperations();
  });

  it('is discovered from the modules, once each', () => {
    const names = operations.map((o) => o.name);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['signIn', 'signUp', 'createBooking', 'getMyRoles', 'assignRide', 'driverRideAction', 'sendTestMessage']));
    expect(isOperation({ name: 'x', input: z.object({}), output: z.object({}) })).toBe(true);
    expect(isOperation({ name: 'x', input: {} })).toBe(false);
  });

  it('has a fuzz policy entry only under names of operations', () => {
    const names = new Set(operations.map((o) => o.name));
    expect(Object.keys(POLICIES).filter((n) => !names.has(n))).toEqual([]);
  });

  it('gets 50 generated inputs its own schema accepts, as the server receives them', () => {
    const failures: string[] = [];
    for (const op of operations) {
      try {
        const rejected = sample(arbitraryOf(op.input, { hints: HINTS })).filter((v) => !acceptedAsSent(op.input, v));
        if (rejected.length > 0) failures.push(`${op.name}: ${rejected.length} of 50 refused, e.g. ${JSON.stringify(rejected[0])}`);
      } catch (e) {
        failures.push(`${op.name}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gets 50 mutated inputs, each refused before any handler, every kind drawn across the operations', () => {
    const failures: string[] = [];
    const kinds = new Set<MutationKind>();
    for (const op of operations) {
      try {
        for (const m of sample(mutatedOf(op.input, arbitraryOf(op.input, { hints: HINTS })))) {
          kinds.add(m.kind);
          if (!refusedBeforeHandler(op.input, m.value)) failures.push(`${op.name}: accepted ${m.kind} at ${m.path}`);
        }
      } catch (e) {
        failures.push(`${op.name}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(kinds).toEqual(new Set(MUTATION_KINDS));
  }, 60_000);
});
