import fs from 'node:fs';
import path from 'node:path';
import type { Schema } from './arbitraries';

/**
 * Every operation of @rides/contracts, found without a list: each module of packages/contracts/src
 * is imported, and every export shaped like an operation (`{ name: string, input, output }` with zod
 * schemas, as `callable()` takes it) is one. A contract added later is found the day it is written.
 */
export const CONTRACTS_DIR = path.resolve(__dirname, '../../../../contracts/src');

export interface Operation {
  name: string;
  input: Schema;
  output: Schema;
  /** The contracts module that exports it. */
  module: string;
}

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as { safeParse?: unknown }).safeParse === 'function';

export const isOperation = (v: unknown): v is Omit<Operation, 'module'> =>
  typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string' && isSchema((v as { input?: unknown }).input) && isSchema((v as { output?: unknown }).output);

export async function discoverOperations(dir = CONTRACTS_DIR): Promise<Operation[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.(test|spec)\.ts$/.test(f))
    .sort();
  const found = new Map<string, Operation>();
  for (const file of files) {
    const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (!isOperation(value)) continue;
      const known = found.get(value.name);
      // A module may re-export another's operation; two different operations under one name are a bug.
      if (known && (known.input !== value.input || known.output !== value.output)) {
        throw new Error(`two different operations are named "${value.name}": in ${known.module} and ${file}`);
      }
      if (!known) found.set(value.name, { name: value.name, input: value.input, output: value.output, module: file });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The deployed function of an operation in the functions entry (packages/functions/src/index.ts):
 * exported under the operation's name (the entry's convention: `fooCallable as foo`) or as
 * `<name>Callable`, and built by `onCall` (a function carrying a callable trigger).
 */
export function callableIn(entry: Record<string, unknown>, name: string): string | null {
  for (const exported of [name, `${name}Callable`]) {
    const fn = entry[exported];
    if (typeof fn === 'function' && (fn as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger) return exported;
  }
  return null;
}
