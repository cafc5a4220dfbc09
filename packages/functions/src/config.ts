/**
 * All configuration of the functions, read once and typed. Every value comes from the environment
 * (Cloud Functions params / the emulator's .env files); the defaults are the local stack's.
 */
export interface Config {
  /** Postgres connection string: PGlite over the wire protocol locally, Cloud SQL / AlloyDB in production. */
  databaseUrl: string;
  /** Pool size per function instance. */
  databasePoolSize: number;
  region: string;
  /** Name of the deployment environment (see packages/mf-config/src/environments.ts). */
  environment: string;
  /** The project's public web API key, used to check passwords with Identity Toolkit. */
  webApiKey: string;
  /** Set by the emulator suite; Identity Toolkit is then the Auth emulator. */
  authEmulatorHost: string | null;
}

function read(env: NodeJS.ProcessEnv): Config {
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5433/postgres',
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 5),
    region: env.FUNCTIONS_REGION ?? 'europe-west9',
    environment: env.RIDES_ENV ?? 'local',
    webApiKey: env.WEB_API_KEY ?? 'demo-api-key',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
  };
}

let cached: Config | null = null;
export const config = (): Config => (cached ??= read(process.env));
