/** @jest-environment node */
// Configuration fails closed: "local" must be established (RIDES_ENV=local or the Functions emulator),
// and outside it every secret that has a local default must be set.
import {
  environmentOf,
  LOCAL_MANAGE_LINK_SECRET,
  LOCAL_OUTBOX_DISPATCH_KEY,
  LOCAL_SANDBOX_WEBHOOK_SECRET,
  LOCAL_SECRETS,
  MissingSecretsError,
  readConfig,
  REQUIRED_SECRETS_OUTSIDE_LOCAL,
} from '../config';

const SECRETS = {
  MANAGE_LINK_SECRET: 'm'.repeat(32),
  OUTBOX_DISPATCH_KEY: 'o'.repeat(32),
  PLACE_ID_SECRET: 'p'.repeat(32),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  AEROAPI_KEY: 'aeroapi-key',
  FLIGHT_ALERTS_KEY: 'a'.repeat(32),
};

describe('environment', () => {
  it('an unset RIDES_ENV outside the emulator is production, not local', () => {
    expect(environmentOf({})).toBe('production');
    expect(environmentOf({ RIDES_ENV: '' })).toBe('production');
    expect(environmentOf({ FUNCTIONS_EMULATOR: 'false' })).toBe('production');
  });

  it('the Functions emulator is local; an explicit RIDES_ENV wins', () => {
    expect(environmentOf({ FUNCTIONS_EMULATOR: 'true' })).toBe('local');
    expect(environmentOf({ RIDES_ENV: 'local' })).toBe('local');
    expect(environmentOf({ RIDES_ENV: 'production', FUNCTIONS_EMULATOR: 'true' })).toBe('production');
  });
});

describe('secrets outside the local environment', () => {
  it('production without MANAGE_LINK_SECRET throws, naming it', () => {
    const rest: NodeJS.ProcessEnv = { ...SECRETS };
    delete rest.MANAGE_LINK_SECRET;
    expect(() => readConfig({ RIDES_ENV: 'production', ...rest })).toThrow(MissingSecretsError);
    expect(() => readConfig({ RIDES_ENV: 'production', ...rest })).toThrow(/MANAGE_LINK_SECRET/);
    try {
      readConfig({ RIDES_ENV: 'production', ...rest });
    } catch (e) {
      expect((e as MissingSecretsError).missing).toEqual(['MANAGE_LINK_SECRET']);
    }
  });

  it('an unset RIDES_ENV without the emulator applies the same rule and names every missing secret', () => {
    expect(() => readConfig({})).toThrow(MissingSecretsError);
    try {
      readConfig({ MANAGE_LINK_SECRET: '' });
    } catch (e) {
      expect((e as MissingSecretsError).missing).toEqual([...REQUIRED_SECRETS_OUTSIDE_LOCAL]);
      expect((e as Error).message).toContain('environment "production"');
    }
  });

  it('refuses RIDES_ENV=local on Cloud Functions (K_SERVICE set) outside the emulator', () => {
    expect(() => readConfig({ RIDES_ENV: 'local', K_SERVICE: 'createbooking' })).toThrow(/RIDES_ENV=local is refused on Cloud Functions/);
    expect(readConfig({ RIDES_ENV: 'local', K_SERVICE: 'createbooking', FUNCTIONS_EMULATOR: 'true' }).environment).toBe('local');
    expect(readConfig({ RIDES_ENV: 'local' }).environment).toBe('local'); // tests and the CLI, off the platform
  });

  it('any non-local environment needs them too', () => {
    expect(() => readConfig({ RIDES_ENV: 'staging' })).toThrow(MissingSecretsError);
  });

  it('with every secret set, production reads them and uses no local default', () => {
    const cfg = readConfig({ RIDES_ENV: 'production', ...SECRETS });
    expect(cfg).toMatchObject({
      environment: 'production',
      manageLinkSecret: SECRETS.MANAGE_LINK_SECRET,
      outboxDispatchKey: SECRETS.OUTBOX_DISPATCH_KEY,
      placeIdSecret: SECRETS.PLACE_ID_SECRET,
      stripeSecretKey: SECRETS.STRIPE_SECRET_KEY,
      stripeWebhookSecret: SECRETS.STRIPE_WEBHOOK_SECRET,
      paymentsProvider: 'stripe',
      flightsProvider: 'aeroapi',
      aeroapiKey: SECRETS.AEROAPI_KEY,
      flightAlertsKey: SECRETS.FLIGHT_ALERTS_KEY,
    });
    expect(cfg.sandboxWebhookSecret).not.toBe(LOCAL_SANDBOX_WEBHOOK_SECRET);
  });

  it('links to the HTTP functions (receipts, calendar) point at the deployed functions, never at the emulator', () => {
    expect(readConfig({ RIDES_ENV: 'production', GCLOUD_PROJECT: 'rides-paris', ...SECRETS }).functionsBaseUrl).toBe('https://europe-west9-rides-paris.cloudfunctions.net');
    expect(readConfig({ RIDES_ENV: 'production', FUNCTIONS_BASE_URL: 'https://api.example.fr/', ...SECRETS }).functionsBaseUrl).toBe('https://api.example.fr');
    expect(readConfig({ RIDES_ENV: 'local', GCLOUD_PROJECT: 'demo-rides' }).functionsBaseUrl).toBe('http://127.0.0.1:5001/demo-rides/europe-west9');
  });

  it("the Firebase CLI's discovery (FUNCTIONS_CONTROL_API) loads without secrets, never with the local defaults", () => {
    const cfg = readConfig({ FUNCTIONS_CONTROL_API: 'true' });
    expect(cfg.environment).toBe('production');
    expect(cfg.manageLinkSecret).not.toBe(LOCAL_MANAGE_LINK_SECRET);
    expect(cfg.outboxDispatchKey).not.toBe(LOCAL_OUTBOX_DISPATCH_KEY);
    expect(cfg.placeIdSecret).toBeNull();
  });
});

describe('the local environment', () => {
  it.each([{ RIDES_ENV: 'local' }, { FUNCTIONS_EMULATOR: 'true' }])('%j keeps the local defaults', (env) => {
    const cfg = readConfig(env);
    expect(cfg).toMatchObject({
      environment: 'local',
      manageLinkSecret: LOCAL_MANAGE_LINK_SECRET,
      outboxDispatchKey: LOCAL_OUTBOX_DISPATCH_KEY,
      sandboxWebhookSecret: LOCAL_SANDBOX_WEBHOOK_SECRET,
      stripeSecretKey: null,
      paymentsProvider: 'sandbox',
    });
  });

  it('the secrets the emulator is given (.secret.local) are the local defaults, one per declared secret', () => {
    expect(Object.keys(LOCAL_SECRETS).sort()).toEqual([...REQUIRED_SECRETS_OUTSIDE_LOCAL].sort());
    const cfg = readConfig({ RIDES_ENV: 'local', ...LOCAL_SECRETS });
    expect(cfg).toMatchObject({ manageLinkSecret: LOCAL_MANAGE_LINK_SECRET, outboxDispatchKey: LOCAL_OUTBOX_DISPATCH_KEY, paymentsProvider: 'sandbox' });
  });
});

describe('the flight status provider (FLIGHTS_PROVIDER)', () => {
  it('is the LOCAL flight board in local, AeroAPI elsewhere', () => {
    expect(readConfig({ RIDES_ENV: 'local' })).toMatchObject({ flightsProvider: 'local', aeroapiKey: null, flightAlertsKey: null });
    expect(readConfig({ RIDES_ENV: 'production', ...SECRETS }).flightsProvider).toBe('aeroapi');
    expect(readConfig({ RIDES_ENV: 'staging', ...SECRETS, FLIGHTS_PROVIDER: ' AeroAPI ' }).flightsProvider).toBe('aeroapi');
  });

  it('refuses the local flight board outside the local environment, saying why', () => {
    expect(() => readConfig({ RIDES_ENV: 'production', ...SECRETS, FLIGHTS_PROVIDER: 'local' })).toThrow(/FLIGHTS_PROVIDER=local .* refused outside the local environment \("production"\)/);
    expect(() => readConfig({ RIDES_ENV: 'staging', ...SECRETS, FLIGHTS_PROVIDER: 'local' })).toThrow(/use FLIGHTS_PROVIDER=aeroapi/);
  });

  it('refuses an unknown provider', () => {
    expect(() => readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'flightradar' })).toThrow('unknown FLIGHTS_PROVIDER "flightradar" (aeroapi or local)');
  });

  it('AeroAPI needs its key and the alerts key: secrets outside local, checked locally when chosen', () => {
    const rest: NodeJS.ProcessEnv = { ...SECRETS };
    delete rest.AEROAPI_KEY;
    delete rest.FLIGHT_ALERTS_KEY;
    try {
      readConfig({ RIDES_ENV: 'production', ...rest });
      throw new Error('expected a refusal');
    } catch (e) {
      expect((e as MissingSecretsError).missing).toEqual(['AEROAPI_KEY', 'FLIGHT_ALERTS_KEY']);
    }
    expect(() => readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'aeroapi' })).toThrow('FLIGHTS_PROVIDER=aeroapi needs AEROAPI_KEY and FLIGHT_ALERTS_KEY');
    expect(() => readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'aeroapi', AEROAPI_KEY: 'k' })).toThrow('needs FLIGHT_ALERTS_KEY');
    expect(readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'aeroapi', AEROAPI_KEY: 'k', FLIGHT_ALERTS_KEY: 'f' })).toMatchObject({ flightsProvider: 'aeroapi', aeroapiKey: 'k', flightAlertsKey: 'f' });
  });
});
