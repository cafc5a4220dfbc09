import { installBackend } from '@rides/platform/api';
import { BackendError, type Backend } from '@rides/platform/backend';

export type Handler = (input: never) => Promise<unknown>;
export interface Call {
  name: string;
  input: unknown;
}

/**
 * The network edge only, for a web test (the one fake of `Backend`): installs a backend that records
 * every call and answers with the handler of its operation name, else `fallback`, else refuses as the
 * server would an unknown callable. `extra` adds the backend's other methods a test needs (push tokens).
 */
export function fakeBackend(extra: Partial<Backend> = {}, fallback?: (name: string, input: unknown) => Promise<unknown>) {
  const calls: Call[] = [];
  const handlers: Record<string, Handler> = {};
  installBackend(
    async () =>
      ({
        ...extra,
        call: async (name: string, input: unknown) => {
          calls.push({ name, input });
          const handler = handlers[name];
          if (handler) return handler(input as never);
          if (fallback) return fallback(name, input);
          throw new BackendError('internal', `no handler for ${name}`);
        },
      }) as unknown as Backend,
  );
  return {
    calls,
    handlers,
    /** The inputs of every call to `name`, in order. */
    callsOf: (name: string) => calls.filter((c) => c.name === name).map((c) => c.input),
    /** Forgets the calls and the handlers (between tests). */
    reset: () => {
      calls.length = 0;
      for (const k of Object.keys(handlers)) delete handlers[k];
    },
  };
}
