import type { z } from 'zod';
import { BackendError, type Backend } from './backend';

/** One callable: its name and the zod schemas of its input and output (from @rides/contracts). */
export interface Operation<I extends z.ZodType, O extends z.ZodType> {
  name: string;
  input: I;
  output: O;
}

let backend: Backend | null = null;
let backendReady: (b: Backend) => void = () => {};
const backendPromise = new Promise<Backend>((resolve) => {
  backendReady = resolve;
});

/** The shell installs the backend once; calls made before that wait for it. */
export function installBackend(b: Backend): void {
  backend = b;
  backendReady(b);
}

export const getBackend = (): Promise<Backend> => (backend ? Promise.resolve(backend) : backendPromise);

/**
 * Calls an operation: validates the input before sending (a bad input never leaves the browser) and
 * the output on arrival (a server that answers something else is an error, not silently accepted).
 */
export async function callApi<I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  input: z.input<I>,
): Promise<z.output<O>> {
  const parsedIn = op.input.safeParse(input);
  if (!parsedIn.success) throw new BackendError('invalid-argument', parsedIn.error.message);
  const b = await getBackend();
  const raw = await b.call(op.name, parsedIn.data);
  const parsedOut = op.output.safeParse(raw);
  if (!parsedOut.success) throw new BackendError('internal', `Unexpected response from ${op.name}`);
  return parsedOut.data;
}
