/** @jest-environment node */
import { z } from 'zod';
import { allowedOriginsFor, LOCAL_EXTRA_ORIGINS } from '../../config-local';
import { DEPLOYED, FILLED_ENVIRONMENTS } from '../../__tests__/deployed-env';
import type * as CallableModule from '../callable';

describe('the origins allowed to call the callables (config.allowedOrigins)', () => {
  it('locally: the shell on localhost and 127.0.0.1, and the remotes’ standalone harnesses (5101-5105)', () => {
    const origins = allowedOriginsFor({ RIDES_ENV: 'local' });
    expect(origins).toEqual(expect.arrayContaining(['http://localhost:5000', 'http://127.0.0.1:5000']));
    for (const port of [5101, 5102, 5103, 5104, 5105]) expect(origins).toContain(`http://localhost:${port}`);
    expect(origins).toEqual([...new Set(LOCAL_EXTRA_ORIGINS)]);
  });

  it('in production: exactly the shell’s origin (the remotes run inside its page), plus ALLOWED_ORIGINS', () => {
    expect(allowedOriginsFor({ RIDES_ENV: 'production', SHELL_ORIGIN: 'https://rides-paris.web.app' })).toEqual(['https://rides-paris.web.app']);
    expect(
      allowedOriginsFor({ RIDES_ENV: 'production', SHELL_ORIGIN: 'https://rides-paris.web.app/', ALLOWED_ORIGINS: ' https://www.example.fr , ' }),
    ).toEqual(['https://rides-paris.web.app', 'https://www.example.fr']);
    const prod = allowedOriginsFor({ RIDES_ENV: 'production', SHELL_ORIGIN: 'https://rides-paris.web.app' }).join(' ');
    expect(prod).not.toMatch(/localhost|127\.0\.0\.1|\*/);
  });
});

describe('a callable’s CORS answer', () => {
  /** A CORS preflight from `origin` to a callable built with `callable()` under `env`. */
  function preflight(env: NodeJS.ProcessEnv, origin: string): Record<string, unknown> {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    const headers: Record<string, unknown> = {};
    try {
      let fn: ((req: unknown, res: unknown) => unknown) | undefined;
      jest.isolateModules(() => {
        // Production's company facts filled in, as before a deploy (issue [N] 4: else config() refuses).
        jest.doMock('@rides/mf-config/environments', () => ({ ...jest.requireActual('@rides/mf-config/environments'), ENVIRONMENTS: FILLED_ENVIRONMENTS }));
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { callable } = require('../callable') as typeof CallableModule;
        const op = { name: 'probe', input: z.object({}).strict(), output: z.object({}) };
        fn = callable(op, 'public', async () => ({})) as unknown as typeof fn;
      });
      const req = { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }, header: () => undefined };
      const res = {
        statusCode: 200,
        setHeader: (k: string, v: unknown) => void (headers[k.toLowerCase()] = v),
        getHeader: (k: string) => headers[k.toLowerCase()],
        removeHeader: (k: string) => void delete headers[k.toLowerCase()],
        end: () => undefined,
        status() {
          return res;
        },
        send: () => undefined,
        json: () => undefined,
        on: () => undefined,
      };
      void fn!(req, res);
    } finally {
      for (const k of Object.keys(env)) if (saved[k] === undefined) delete process.env[k];
      Object.assign(process.env, saved);
    }
    return headers;
  }

  const PROD = { ...DEPLOYED, RIDES_ENV: 'production', SHELL_ORIGIN: 'https://rides-paris.web.app' };

  it('allows the shell’s origin', async () => {
    const h = preflight(PROD, 'https://rides-paris.web.app');
    await new Promise((r) => setImmediate(r));
    expect(h['access-control-allow-origin']).toBe('https://rides-paris.web.app');
  });

  it('does not reflect any other origin (one allowed origin is answered as a fixed value, which a browser on another page refuses)', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5000', 'https://rides-paris.web.app.evil.example', 'null']) {
      const h = preflight(PROD, origin);
      await new Promise((r) => setImmediate(r));
      expect([origin, h['access-control-allow-origin']]).toEqual([origin, 'https://rides-paris.web.app']);
    }
  });

  it('locally, allows the shell and a standalone harness, and refuses a foreign page', async () => {
    const LOCAL = { RIDES_ENV: 'local', SHELL_ORIGIN: 'http://localhost:5000' };
    const answers = ['http://localhost:5000', 'http://127.0.0.1:5000', 'http://localhost:5103', 'http://localhost:8080'].map((o) => preflight(LOCAL, o));
    await new Promise((r) => setImmediate(r));
    expect(answers.map((h) => h['access-control-allow-origin'])).toEqual(['http://localhost:5000', 'http://127.0.0.1:5000', 'http://localhost:5103', undefined]);
  });
});
