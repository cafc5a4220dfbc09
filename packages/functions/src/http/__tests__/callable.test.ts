/** @jest-environment node */
// The callable wrapper as the emulator runs it (onCall's `run`), with a made-up operation: text that
// no callable accepts (a NUL, a lone UTF-16 surrogate) is refused before any handler runs, anywhere in
// the input, exactly like other invalid input. No Postgres: a signed-out caller on a public operation.
import { z } from 'zod';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { callable, invalidCharacterPaths } from '../callable';

jest.mock('../../config', () => ({ config: () => ({ region: 'europe-west9', allowedOrigins: ['http://localhost:3000'] }) }));
jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const echo = {
  name: 'echo',
  input: z
    .object({
      name: z.string(),
      tags: z.array(z.string()).optional(),
      nested: z.object({ note: z.string(), lines: z.array(z.object({ text: z.string() })).optional() }).strict().optional(),
      extra: z.record(z.string(), z.string()).optional(),
    })
    .strict(),
  output: z.object({ received: z.unknown() }),
};
const handler = jest.fn(async (input: unknown) => ({ received: input }));
const echoCallable = callable(echo, 'public', handler);

const request = (data: unknown) => ({ data, rawRequest: { headers: {} }, acceptsStreaming: false }) as unknown as CallableRequest;
const run = (data: unknown) => echoCallable.run(request(data));
const refusal = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => e);

beforeEach(() => handler.mockClear());

const NUL = '\u0000';
const HIGH = '\uD83D'; // the first half of 😀, alone
const LOW = '\uDE00'; // the second half, alone

describe('callable input with characters no callable accepts', () => {
  it.each([
    ['a NUL in a top-level field', { name: `Ada${NUL}` }, 'name'],
    ['a NUL alone', { name: NUL }, 'name'],
    ['a lone high surrogate at the end', { name: `Ada ${HIGH}` }, 'name'],
    ['a lone low surrogate at the start', { name: `${LOW}Ada` }, 'name'],
    ['a pair in the wrong order', { name: `${LOW}${HIGH}` }, 'name'],
    ['a NUL in an array item', { name: 'Ada', tags: ['ok', `b${NUL}d`] }, 'tags.1'],
    ['a lone surrogate in a nested field', { name: 'Ada', nested: { note: `x${HIGH}y` } }, 'nested.note'],
    ['a NUL in an object inside an array inside an object', { name: 'Ada', nested: { note: 'ok', lines: [{ text: 'ok' }, { text: NUL }] } }, 'nested.lines.1.text'],
    ['a NUL in a key', { name: 'Ada', extra: { [`k${NUL}`]: 'v' } }, `extra.k${NUL}`],
  ])('refuses %s with invalid-argument naming the field, before the handler', async (_what, data, path) => {
    expect(await refusal(run(data))).toMatchObject({
      code: 'invalid-argument',
      message: 'errors.invalid-argument',
      details: { issues: [{ path, message: 'invalid-characters' }] },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('names every field that holds such text, also in fields the schema would refuse', async () => {
    const e = await refusal(run({ name: NUL, tags: [HIGH], unknown: LOW }));
    expect(e).toMatchObject({ code: 'invalid-argument' });
    expect((e as { details: { issues: unknown[] } }).details.issues).toEqual([
      { path: 'name', message: 'invalid-characters' },
      { path: 'tags.0', message: 'invalid-characters' },
      { path: 'unknown', message: 'invalid-characters' },
    ]);
  });

  it('accepts ordinary Unicode: accents, Chinese, emoji (surrogate pairs), other control characters', async () => {
    const data = {
      name: 'Zoë Noël-Müller, Hôtel de l’Élysée',
      tags: ['北京路 1 号', '😀👨‍👩‍👧‍👦🇫🇷', 'Ὀδυσσεύς', 'tab\tnew\nline', '\uFFFD'],
      nested: { note: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ∑ 🚕', lines: [{ text: 'مرحبا' }] },
      extra: { 'clé 🔑': 'valeur' },
    };
    await expect(run(data)).resolves.toEqual({ received: data });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('still answers other invalid input with zod issues', async () => {
    expect(await refusal(run({ name: 'Ada', role: 'admin' }))).toMatchObject({ code: 'invalid-argument', details: { issues: [expect.objectContaining({ message: expect.any(String) })] } });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('invalidCharacterPaths', () => {
  it('finds nothing in well-formed data of any shape', () => {
    expect(invalidCharacterPaths(undefined)).toEqual([]);
    expect(invalidCharacterPaths({ a: [1, true, null, { b: '😀 é 中' }] })).toEqual([]);
  });

  it('finds a top-level string, and survives very deep nesting', () => {
    expect(invalidCharacterPaths(NUL)).toEqual(['']);
    let deep: unknown = `x${HIGH}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(invalidCharacterPaths(deep)).toHaveLength(1);
  });
});
