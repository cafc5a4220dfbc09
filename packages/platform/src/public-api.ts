import type { z } from 'zod';
import { BackendError } from './backend';
import type { Environment } from './environment';
import type { Operation } from './api';

/** The address of a callable: the emulator locally, Cloud Functions in production. */
export function callableUrl(env: Environment, name: string): string {
  const { projectId } = env.firebase;
  const emulator = env.emulators?.functions;
  return emulator
    ? `http://${emulator.host}:${emulator.port}/${projectId}/${env.functionsRegion}/${name}`
    : `https://${env.functionsRegion}-${projectId}.cloudfunctions.net/${name}`;
}

let environment: Environment | null = null;
let ready: (env: Environment) => void = () => {};
const environmentPromise = new Promise<Environment>((resolve) => {
  ready = resolve;
});

/** The address of a public HTTP function, for a link a person opens (the local guide's PDF): null until the shell has said where the backend is. */
export function publicFunctionUrl(name: string): string | null {
  return environment ? callableUrl(environment, name) : null;
}

/** The shell tells where the backend is, once, at start-up. */
export function installPublicEndpoint(env: Environment): void {
  environment = env;
  ready(env);
}

/** `INVALID_ARGUMENT` (the callable protocol's status) -> `invalid-argument` (our error codes). */
const codeOf = (status: string | undefined) => (status ?? 'INTERNAL').toLowerCase().replace(/_/g, '-');

/**
 * Calls a public callable with plain fetch, speaking the callable protocol ({data} in, {result} or
 * {error} out). Visitors' pages (places, prices, booking) use it so they never load the Firebase SDK.
 * Input and output are validated like callApi; a signed-in person's calls go through callApi.
 */
export async function callPublic<I extends z.ZodType, O extends z.ZodType>(op: Operation<I, O>, input: z.input<I>, signal?: AbortSignal): Promise<z.output<O>> {
  const parsedIn = op.input.safeParse(input);
  if (!parsedIn.success) throw new BackendError('invalid-argument', parsedIn.error.message, { issues: parsedIn.error.issues });
  const env = environment ?? (await environmentPromise);
  let res: Response;
  try {
    res = await fetch(callableUrl(env, op.name), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: input }),
      signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new BackendError('unavailable', 'The service cannot be reached');
  }
  const body = (await res.json().catch(() => ({}))) as { result?: unknown; error?: { status?: string; message?: string; details?: unknown } };
  if (body.error || !res.ok) throw new BackendError(codeOf(body.error?.status), body.error?.message ?? `HTTP ${res.status}`, body.error?.details);
  const parsedOut = op.output.safeParse(body.result);
  if (!parsedOut.success) throw new BackendError('internal', `Unexpected response from ${op.name}`);
  return parsedOut.data;
}
