import { z } from 'zod';
import { environmentOf } from '../env';
import { httpUrl, parseEnv, text, type ConfigContext, type DeployValues } from './schema';

/** Where people open the product, and which pages may call the callables. */
export interface WebConfig {
  /** Where people open the product: links in e-mails and payment return pages point there. */
  shellOrigin: string;
  /**
   * Page origins whose browsers may call the callables (their `cors` option; any other Origin gets no
   * CORS headers, so a browser refuses to send or read the call). Remotes run inside the shell's page,
   * so their calls carry the shell's Origin: outside `local` this is the shell's origin (SHELL_ORIGIN)
   * plus any in ALLOWED_ORIGINS (comma-separated, e.g. a custom domain). Locally also
   * http://127.0.0.1:5000 and the standalone harnesses of the remotes (5101-5105, which call the
   * emulator from their own page). HTTP functions answer no CORS at all (see allowedOriginsFor).
   */
  allowedOrigins: readonly string[];
}

/** Given to every environment other than `local` in its deploy .env (a string param). */
export const WEB_DEPLOY_VALUES = { SHELL_ORIGIN: 'sign-in' } as const satisfies DeployValues;

const LOCAL_SHELL_ORIGIN = 'http://localhost:5000';

/** The local harness origins: the shell on both loopback names, and each remote's standalone harness. */
export const LOCAL_EXTRA_ORIGINS: readonly string[] = [
  LOCAL_SHELL_ORIGIN,
  'http://127.0.0.1:5000',
  ...[5101, 5102, 5103, 5104, 5105].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
];

const SCHEMA = z.object({ SHELL_ORIGIN: httpUrl(), ALLOWED_ORIGINS: text() });

/** `Config.allowedOrigins` of an environment: exact origins, no wildcard, no trailing slash. */
export function allowedOriginsFor(env: NodeJS.ProcessEnv): readonly string[] {
  const v = parseEnv(SCHEMA, env);
  const extra = (v.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const local = environmentOf(env) === 'local' ? LOCAL_EXTRA_ORIGINS : [];
  return [...new Set([v.SHELL_ORIGIN ?? LOCAL_SHELL_ORIGIN, ...extra, ...local].map((o) => o.replace(/\/+$/, '')))];
}

export function readWeb(ctx: ConfigContext): WebConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  return { shellOrigin: v.SHELL_ORIGIN ?? LOCAL_SHELL_ORIGIN, allowedOrigins: allowedOriginsFor(ctx.env) }; // CORS (issue 14, item 7)
}
