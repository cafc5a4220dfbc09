import { defineSecret, defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';
import { DEPLOY_VALUES, REQUIRED_SECRETS_OUTSIDE_LOCAL } from './config-requirements';

/**
 * The deploy-time contract (Firebase parameterized configuration, issue [I] 3). Declaring the values
 * here puts them in the functions' manifest; the names come from the subsystems' declarations
 * (config/*.ts, gathered in config-requirements.ts), so a secret is listed once. `firebase deploy` then:
 * - refuses to deploy while a secret below is not in Cloud Secret Manager (non-interactive: "no value
 *   for the secret"; a terminal asks for it): set each with `firebase functions:secrets:set NAME`;
 * - refuses to deploy without a value for RIDES_ENV, WEB_API_KEY, SHELL_ORIGIN or MAIL_FROM (from `packages/functions/deploy-env/.env.<project>`,
 *   which the build copies into dist/, or asked for in a terminal), so no deployment runs on an
 *   environment it did not name.
 * Every function gets every secret (global options below): config() reads and checks all of them when
 * an instance starts (readConfig), so a function lacking one would refuse to start.
 *
 * At run time the values are ordinary environment variables, read by config() as everywhere else. The
 * local stack gives the emulator their local values in `.secret.local` (scripts/stack/stack.ts), so it
 * never asks Secret Manager for them.
 */
export const SECRET_PARAMS = REQUIRED_SECRETS_OUTSIDE_LOCAL.map((name) => defineSecret(name));

/** The deploy's non-secret values (issue [N] 3): `firebase deploy` asks for one missing from the .env. */
export const VALUE_PARAMS = Object.keys(DEPLOY_VALUES).map((name) => defineString(name));

export const RIDES_ENV_PARAM = defineString('RIDES_ENV', {
  description: 'Deployment environment: production, staging, … (`local` only for the emulator: it allows the payment sandbox and local defaults).',
  // `local` is for the emulator only and `bench` for the API bench on this machine: refused at the deploy
  // prompt here, and by config() on the platform.
  input: { text: { validationRegex: '^(?!(local|bench)$)[a-z][a-z0-9-]*$', validationErrorMessage: 'lower-case letters, digits and dashes; not "local" or "bench"' } },
});

setGlobalOptions({ secrets: SECRET_PARAMS });
