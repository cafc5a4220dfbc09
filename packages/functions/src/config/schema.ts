import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * What the subsystems' configuration files (config/*.ts) share: the environment they are read in, the
 * zod pieces their schemas are built from, and how a refused value is reported. A leaf (zod only).
 *
 * Every value is an environment variable (Cloud Functions params / the emulator's .env files). A blank
 * one (empty or only spaces) counts as unset; a set one is kept as given unless its reader says
 * otherwise (a secret's characters are its own).
 */

/** Who needs a value, as config()'s refusals and `pnpm check:config` name it. */
export type Subsystem = 'database' | 'sign-in' | 'mail' | 'booking links' | 'places' | 'payments' | 'flights' | 'sms' | 'whatsapp' | 'assistant';

/** A value an environment other than `local` must be given (config-requirements.ts). */
export interface Requirement {
  readonly name: string;
  readonly subsystem: Subsystem;
  /** Kept in Cloud Secret Manager (params.ts), not in the deploy's .env file. */
  readonly secret: boolean;
  /**
   * A credential of an adapter that is not always chosen (ClickSend, the AI assistant): it must not go
   * into the committed .env either; declare it among its subsystem's secrets when choosing that adapter.
   */
  readonly credential?: true;
}

/**
 * A secret of a subsystem: a Firebase secret param (params.ts), so a deploy without it fails, and
 * required outside `local` (config() refuses to start without it). `local` is what the local stack
 * gives the emulator for it (`.secret.local`): never a real secret, refused outside `local`.
 */
export interface SecretDecl {
  readonly subsystem: Subsystem;
  readonly local: string;
}
export type Secrets = Readonly<Record<string, SecretDecl>>;

/** Non-secret values every environment other than `local` sets in its deploy .env: string params (params.ts). */
export type DeployValues = Readonly<Record<string, Subsystem>>;

/** The environment a subsystem's configuration is read in. */
export interface ConfigContext {
  readonly env: NodeJS.ProcessEnv;
  /** environmentOf(env) (env.ts). */
  readonly environment: string;
  /** RIDES_ENV=local or the Functions emulator: the local defaults apply. */
  readonly local: boolean;
  readonly production: boolean;
}

const blankIsUnset = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A text value, kept as given; undefined when blank. */
export const text = () => z.preprocess(blankIsUnset, z.string().optional());

/** A text value without its surrounding spaces; undefined when blank. */
export const trimmed = () => text().transform((v) => v?.trim());

/** An adapter's name, trimmed and lower-cased; undefined when blank (its reader picks the default). */
export const adapterName = () => text().transform((v) => v?.trim().toLowerCase());

/** A whole number from `min` to `max` (`unit` says what it counts), `fallback` when blank. */
export const wholeNumber = ({ fallback, min, max, unit = '' }: { fallback: number; min: number; max: number; unit?: string }) =>
  text().transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (n >= min && n <= max) return n;
    ctx.addIssue({ code: 'custom', message: `must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}, not "${v}"` });
    return z.NEVER;
  });

const isHttpUrl = (v: string): boolean => {
  try {
    return /^https?:\/\/[^/\s]+/i.test(v) && ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** An absolute http(s) address; undefined when blank. */
export const httpUrl = () => trimmed().refine((v) => v === undefined || isHttpUrl(v), { message: 'must be an absolute http(s) address' });

/** `on` or `off` (any case); undefined when blank. */
export const onOff = () =>
  adapterName().refine((v) => v === undefined || v === 'on' || v === 'off', { message: 'must be "on" or "off"' });

/**
 * The values `schema` reads from `env`. A refused one stops the start-up, naming the variable and why:
 * `config: DATABASE_POOL_SIZE must be a whole number of connections from 1 to 100, not "ten".`
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv, refusal: (message: string) => Error = (m) => new Error(`config: ${m}`)): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw refusal(`${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}.`);
}

/** Whether this instance runs on Cloud Functions / Cloud Run (K_SERVICE), not in the emulator. */
export const onCloudFunctions = (env: NodeJS.ProcessEnv): boolean => (env.K_SERVICE ?? '').trim() !== '' && env.FUNCTIONS_EMULATOR !== 'true';

/** A value nobody knows: what a secret is during the CLI's discovery, never a default from the repository. */
const unguessable = (): string => randomBytes(32).toString('hex');

/**
 * A secret with a local stand-in: the value when set; else the stand-in in `local`; else (only the
 * Firebase CLI's discovery gets here: config() refuses the rest) a value nobody knows.
 */
export const secretOr = (value: string | undefined, localValue: string, ctx: ConfigContext): string => value ?? (ctx.local ? localValue : unguessable());
