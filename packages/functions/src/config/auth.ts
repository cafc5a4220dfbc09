import { z } from 'zod';
import { onCloudFunctions, parseEnv, text, type ConfigContext, type DeployValues } from './schema';

/** Sign-in: how passwords are checked (auth/password-check.ts). */
export interface AuthConfig {
  /** The project's public web API key, used to check passwords with Identity Toolkit. */
  webApiKey: string;
  /** Set by the emulator suite; Identity Toolkit is then the Auth emulator. */
  authEmulatorHost: string | null;
}

/** Given to every environment other than `local` in its deploy .env (a string param). */
export const AUTH_DEPLOY_VALUES = { WEB_API_KEY: 'sign-in' } as const satisfies DeployValues;

const SCHEMA = z.object({ WEB_API_KEY: text(), FIREBASE_AUTH_EMULATOR_HOST: text() });

/**
 * With either of these, ID tokens go unverified (the Admin SDK takes unsigned ones; firebase-functions'
 * debug feature skipTokenVerification reads them as they come): anyone could call as anyone. Refused on
 * the platform.
 */
export function refuseUnverifiedTokens({ env }: ConfigContext): void {
  const unverified = (env.FIREBASE_AUTH_EMULATOR_HOST ?? '').trim() !== '' ? 'FIREBASE_AUTH_EMULATOR_HOST' : env.FIREBASE_DEBUG_MODE === 'true' ? 'FIREBASE_DEBUG_MODE' : null;
  if (unverified && onCloudFunctions(env)) {
    throw new Error(`config: ${unverified} is refused on Cloud Functions (service ${env.K_SERVICE}): ID tokens would not be verified.`);
  }
}

export function readAuth(ctx: ConfigContext): AuthConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  return { webApiKey: v.WEB_API_KEY ?? 'demo-api-key', authEmulatorHost: v.FIREBASE_AUTH_EMULATOR_HOST ?? null };
}
