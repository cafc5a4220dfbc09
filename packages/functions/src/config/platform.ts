import { BENCH } from '@rides/mf-config/environments';
import { z } from 'zod';
import { httpUrl, onCloudFunctions, parseEnv, text, type ConfigContext } from './schema';

/** Where the functions run: the environment, the region and project, and their own public address. */
export interface PlatformConfig {
  region: string;
  /**
   * Name of the deployment environment (see packages/mf-config/src/environments.ts): RIDES_ENV, else
   * `local` inside the Functions emulator, else `production` (environmentOf). Never `local` by default.
   */
  environment: string;
  /** The Firebase project (GCLOUD_PROJECT): FCM sends in its name. */
  projectId: string;
  /**
   * Where this project's HTTP functions answer (no trailing slash): the payment sandbox's page and the
   * webhook it calls live there. Locally the emulator: http://127.0.0.1:5001/<project>/<region>.
   */
  functionsBaseUrl: string;
}

const SCHEMA = z.object({
  FUNCTIONS_REGION: text(),
  GCLOUD_PROJECT: text(),
  GCP_PROJECT: text(),
  FUNCTIONS_BASE_URL: httpUrl(),
});

/**
 * `local` (payment sandbox, no per-address booking limits, local CORS origins) and the API bench's
 * environment never run on the platform: Cloud Functions / Cloud Run set K_SERVICE, and only the
 * emulator also sets FUNCTIONS_EMULATOR.
 */
export function refuseLocalOnPlatform({ env, environment, local }: ConfigContext): void {
  if ((local || environment === BENCH.name) && onCloudFunctions(env)) {
    throw new Error(`config: RIDES_ENV=${environment} is refused on Cloud Functions (service ${env.K_SERVICE}); deploy with RIDES_ENV=production or the environment's own name.`);
  }
}

export function readPlatform(ctx: ConfigContext): PlatformConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  const region = v.FUNCTIONS_REGION ?? 'europe-west9';
  // Where people's links to HTTP functions point (receipts, calendar, the sandbox): the emulator
  // locally; elsewhere the deployed functions' own address, https://<region>-<project>.cloudfunctions.net.
  const functionsBaseUrl =
    v.FUNCTIONS_BASE_URL ??
    (ctx.local
      ? `http://127.0.0.1:5001/${v.GCLOUD_PROJECT ?? 'demo-rides'}/${region}`
      : `https://${region}-${v.GCLOUD_PROJECT ?? v.GCP_PROJECT ?? 'unknown-project'}.cloudfunctions.net`);
  return {
    region,
    environment: ctx.environment,
    projectId: v.GCLOUD_PROJECT ?? v.GCP_PROJECT ?? 'demo-rides',
    functionsBaseUrl: functionsBaseUrl.replace(/\/+$/, ''),
  };
}
