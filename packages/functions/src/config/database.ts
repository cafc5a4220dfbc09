import { z } from 'zod';
import { parseEnv, text, wholeNumber, type ConfigContext, type Secrets } from './schema';

/** The database (db/db.ts). */
export interface DatabaseConfig {
  /** Postgres connection string: PGlite over the wire protocol locally, Cloud SQL / AlloyDB in production. */
  databaseUrl: string;
  /** Pool size per function instance (DATABASE_POOL_SIZE, 1 to 100, 5 by default). */
  databasePoolSize: number;
}

/** The local stack's PGlite (scripts/stack). */
const LOCAL_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5433/postgres';

/** The URL carries credentials (user:password@), so it is a secret, not a line of the deploy's .env. */
export const DATABASE_SECRETS = {
  DATABASE_URL: { subsystem: 'database', local: LOCAL_DATABASE_URL },
} as const satisfies Secrets;

const SCHEMA = z.object({
  DATABASE_URL: text(),
  // Per instance, and each connection takes one of the server's limited slots.
  DATABASE_POOL_SIZE: wholeNumber({ fallback: 5, min: 1, max: 100, unit: 'connections' }),
});

export function readDatabase(ctx: ConfigContext): DatabaseConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  // Outside local DATABASE_URL is required (config-requirements.ts): the default serves `local` and discovery.
  return { databaseUrl: v.DATABASE_URL ?? LOCAL_DATABASE_URL, databasePoolSize: v.DATABASE_POOL_SIZE };
}
