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
}

function read(env: NodeJS.ProcessEnv): Config {
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5433/postgres',
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 5),
    region: env.FUNCTIONS_REGION ?? 'europe-west9',
    environment: env.RIDES_ENV ?? 'local',
  };
}

let cached: Config | null = null;
export const config = (): Config => (cached ??= read(process.env));
