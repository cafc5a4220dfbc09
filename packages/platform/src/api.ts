import type { z } from 'zod';
import { BackendError, type Backend } from './backend';

/** One callable: its name and the zod schemas of its input and output (from @rides/contracts). */
export interface Operation<I extends z.ZodType, O extends z.ZodType> {
  name: string;
  input: I;
  output: O;
}

type Factory = () => Promise<Backend>;

let factory: Factory | null = null;
let factoryInstalled: (f: Factory) => void = () => {};
const factoryPromise = new Promise<Factory>((resolve) => {
  factoryInstalled = resolve;
});

/**
 * The shell installs how to connect the backend, once. The backend itself is created on first use
 * (a call, a sign-in), so a visitor who never signs in never downloads the Firebase SDK.
 */
export function installBackend(connect: Factory): void {
  let connected: Promise<Backend> | null = null;
  factory = () => (connected ??= connect());
  factoryInstalled(factory);
}

export const getBackend = async (): Promise<Backend> => (factory ?? (await factoryPromise))();

/**
 * The input as JSON would carry it. The Firebase SDK encodes a property whose value is `undefined`
 * as `null`, which a schema with an optional field refuses (`listApplications` with no `kind` was
 * answered 400); JSON drops such properties, as `callPublic` does.
 */
const asJson = (input: unknown): unknown => (input === undefined ? {} : JSON.parse(JSON.stringify(input)));

/**
 * Calls an operation: validates the input before sending (a bad input never leaves the browser) and
 * the output on arrival (a server that answers something else is an error, not silently accepted).
 * The input is sent as given, not as parsed: the schema's transforms (normalising a phone number,
 * an empty website to null) run once, on the server, which parses it again with the same schema.
 */
export async function callApi<I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  input: z.input<I>,
): Promise<z.output<O>> {
  const parsedIn = op.input.safeParse(input);
  if (!parsedIn.success) throw new BackendError('invalid-argument', parsedIn.error.message);
  const b = await getBackend();
  const raw = await b.call(op.name, asJson(input));
  const parsedOut = op.output.safeParse(raw);
  if (!parsedOut.success) throw new BackendError('internal', `Unexpected response from ${op.name}`);
  return parsedOut.data;
}
