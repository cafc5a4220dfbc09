/** @jest-environment node */
// The deploy-time contract (issue [I] 3): what the Firebase CLI reads from the functions' manifest.
// A secret param makes `firebase deploy` fail while the secret is not in Secret Manager; a string param
// without a default makes it fail without a value. Every function must list every secret, since
// config() refuses to start without them outside local.
import { declaredParams } from 'firebase-functions/params';
import * as functions from '../index';
import { REQUIRED_SECRETS_OUTSIDE_LOCAL } from '../config-requirements';

type Endpoint = { secretEnvironmentVariables?: { key: string }[] };
const endpoints = Object.entries(functions as Record<string, { __endpoint?: Endpoint }>);

it('declares each required secret as a secret param, and RIDES_ENV and the deploy values (issue [N] 3) as strings without a default', () => {
  // toSpec() is what the SDK writes into the manifest (public on the classes, hidden from the union type).
  type Spec = { name: string; type: string; default?: unknown };
  const specs = declaredParams.map((p) => (p as unknown as { toSpec(): Spec }).toSpec());
  for (const name of REQUIRED_SECRETS_OUTSIDE_LOCAL) expect(specs).toContainEqual(expect.objectContaining({ name, type: 'secret' }));
  for (const name of ['RIDES_ENV', 'WEB_API_KEY', 'SHELL_ORIGIN', 'MAIL_FROM']) {
    const param = specs.find((p) => p.name === name);
    expect(param).toMatchObject({ type: 'string' });
    expect(param?.default).toBeUndefined();
  }
});

it('every exported function is given every secret', () => {
  expect(endpoints.length).toBeGreaterThan(40);
  for (const [name, fn] of endpoints) {
    const keys = (fn.__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key).sort();
    expect({ name, keys }).toEqual({ name, keys: [...REQUIRED_SECRETS_OUTSIDE_LOCAL].sort() });
  }
});
