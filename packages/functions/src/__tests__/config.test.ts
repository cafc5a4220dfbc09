/** @jest-environment node */
// Configuration fails closed: "local" must be established (RIDES_ENV=local or the Functions emulator),
// and outside it every secret that has a local default must be set.
import { environmentOf } from '../env';
import { MissingConfigError, readConfig } from '../config';
import { LOCAL_MANAGE_LINK_SECRET, LOCAL_OUTBOX_DISPATCH_KEY, LOCAL_SANDBOX_WEBHOOK_SECRET, LOCAL_SECRETS } from '../config-local';
import { REQUIRED_SECRETS_OUTSIDE_LOCAL } from '../config-requirements';
import { missingIn, requirementsOf } from '../config-requirements';
import { DEPLOYED, readDeployed, REAL_COMPANY } from './deployed-env';


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
    const rest: NodeJS.ProcessEnv = { ...DEPLOYED };
    delete rest.MANAGE_LINK_SECRET;
    expect(() => readDeployed({ RIDES_ENV: 'production', ...rest })).toThrow(MissingConfigError);
    expect(() => readDeployed({ RIDES_ENV: 'production', ...rest })).toThrow(/MANAGE_LINK_SECRET/);
    try {
      readDeployed({ RIDES_ENV: 'production', ...rest });
    } catch (e) {
      expect((e as MissingConfigError).missing).toEqual(['MANAGE_LINK_SECRET']);
    }
  });

  it('an unset RIDES_ENV without the emulator applies the same rule and names every missing value', () => {
    expect(() => readConfig({})).toThrow(MissingConfigError);
    try {
      readConfig({ MANAGE_LINK_SECRET: '' });
    } catch (e) {
      expect((e as MissingConfigError).missing).toEqual([...requirementsOf({}, 'production').map((r) => r.name), 'company.supportEmail', 'company.phoneE164', 'company.whatsappE164', 'company.postalAddress', 'company.siret', 'company.vatNumber']);
      expect((e as MissingConfigError).missing).toEqual(expect.arrayContaining([...REQUIRED_SECRETS_OUTSIDE_LOCAL, 'DATABASE_URL', 'SMTP_URL', 'TWILIO_AUTH_TOKEN']));
      expect((e as Error).message).toContain('environment "production"');
    }
  });

  it('refuses RIDES_ENV=local on Cloud Functions (K_SERVICE set) outside the emulator', () => {
    expect(() => readConfig({ RIDES_ENV: 'local', K_SERVICE: 'createbooking' })).toThrow(/RIDES_ENV=local is refused on Cloud Functions/);
    expect(readConfig({ RIDES_ENV: 'local', K_SERVICE: 'createbooking', FUNCTIONS_EMULATOR: 'true' }).environment).toBe('local');
    expect(readConfig({ RIDES_ENV: 'local' }).environment).toBe('local'); // tests and the CLI, off the platform
  });

  it('refuses the API bench environment on Cloud Functions', () => {
    expect(() => readDeployed({ RIDES_ENV: 'bench', ...DEPLOYED, K_SERVICE: 'createbooking' })).toThrow(/RIDES_ENV=bench is refused on Cloud Functions/);
  });

  it('refuses the Auth emulator on Cloud Functions: tokens would go unverified', () => {
    expect(() => readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, K_SERVICE: 'listrideboard', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is refused on Cloud Functions \(service listrideboard\)/,
    );
    expect(() => readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, K_SERVICE: 'listrideboard', FIREBASE_DEBUG_MODE: 'true' })).toThrow(/FIREBASE_DEBUG_MODE is refused on Cloud Functions/);
    expect(readConfig({ RIDES_ENV: 'local', K_SERVICE: 'x', FUNCTIONS_EMULATOR: 'true', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).environment).toBe('local');
  });

  it('any non-local environment needs them too', () => {
    expect(() => readDeployed({ RIDES_ENV: 'staging' })).toThrow(MissingConfigError);
  });

  it('with every secret set, production reads them and uses no local default', () => {
    const cfg = readDeployed({ RIDES_ENV: 'production', ...DEPLOYED });
    expect(cfg).toMatchObject({
      environment: 'production',
      manageLinkSecret: DEPLOYED.MANAGE_LINK_SECRET,
      outboxDispatchKey: DEPLOYED.OUTBOX_DISPATCH_KEY,
      placeIdSecret: DEPLOYED.PLACE_ID_SECRET,
      stripeSecretKey: DEPLOYED.STRIPE_SECRET_KEY,
      stripeWebhookSecret: DEPLOYED.STRIPE_WEBHOOK_SECRET,
      paymentsProvider: 'stripe',
      flightsProvider: 'aeroapi',
      aeroapiKey: DEPLOYED.AEROAPI_KEY,
      flightAlertsKey: DEPLOYED.FLIGHT_ALERTS_KEY,
    });
    expect(cfg.sandboxWebhookSecret).not.toBe(LOCAL_SANDBOX_WEBHOOK_SECRET);
  });

  it('links to the HTTP functions (receipts, calendar) point at the deployed functions, never at the emulator', () => {
    expect(readDeployed({ RIDES_ENV: 'production', GCLOUD_PROJECT: 'rides-paris', ...DEPLOYED }).functionsBaseUrl).toBe('https://europe-west9-rides-paris.cloudfunctions.net');
    expect(readDeployed({ RIDES_ENV: 'production', FUNCTIONS_BASE_URL: 'https://api.example.fr/', ...DEPLOYED }).functionsBaseUrl).toBe('https://api.example.fr');
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

describe('every external dependency fails closed outside local (issue [N] 3)', () => {
  it.each(Object.keys(DEPLOYED))('production without %s refuses to start, naming it and its subsystem', (name) => {
    const env: NodeJS.ProcessEnv = { RIDES_ENV: 'production', ...DEPLOYED, [name]: ' ' };
    const subsystem = requirementsOf(env, 'production').find((r) => r.name === name)!.subsystem;
    expect(() => readDeployed(env)).toThrow(new RegExp(`not set: ${name} \\(${subsystem}\\)\\.`));
  });

  it('asks only for what the chosen adapters need: ClickSend for SMS, the assistant\'s key when the AI adapter is chosen', () => {
    const clicksend = { RIDES_ENV: 'production', ...DEPLOYED, SMS_PROVIDER: 'clicksend' };
    expect(missingIn(clicksend, 'production').map((r) => r.name)).toEqual(['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY']);
    expect(readDeployed({ ...clicksend, CLICKSEND_USERNAME: 'u', CLICKSEND_API_KEY: 'k' }).smsProvider).toBe('clicksend');
    expect(() => readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, ASSISTANT_PROVIDER: 'openai' })).toThrow(/ASSISTANT_API_KEY \(assistant\)/);
    // A staging environment may keep the local text adapter: no Twilio number or account asked for
    // (the token is a secret param, which every deploy is given).
    const staging: NodeJS.ProcessEnv = { RIDES_ENV: 'staging', ...DEPLOYED };
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_SMS_FROM', 'TWILIO_WHATSAPP_FROM']) delete staging[name];
    expect(readDeployed(staging).smsProvider).toBe('local');
  });

  it('with everything set, production uses none of the local values', () => {
    expect(readDeployed({ RIDES_ENV: 'production', ...DEPLOYED })).toMatchObject({
      databaseUrl: DEPLOYED.DATABASE_URL,
      webApiKey: DEPLOYED.WEB_API_KEY,
      shellOrigin: DEPLOYED.SHELL_ORIGIN,
      smtpUrl: DEPLOYED.SMTP_URL,
      mailFrom: DEPLOYED.MAIL_FROM,
      smsProvider: 'twilio',
      whatsappProvider: 'twilio',
    });
  });
});

describe("the company's facts (issue [N] 4)", () => {
  it('are the demo values locally, and each missing one refuses a start elsewhere, naming it', () => {
    expect(readConfig({ RIDES_ENV: 'local' }).company.demo).toBe(true);
    // The repository's production facts are not known yet: production refuses to start.
    expect(() => readConfig({ RIDES_ENV: 'production', ...DEPLOYED })).toThrow(/company\.supportEmail \(company facts/);
    expect(() => readConfig({ RIDES_ENV: 'staging', ...DEPLOYED })).toThrow(/company\.name/);
  });

  it('feed the seller on receipts and the support inbox', () => {
    const cfg = readDeployed({ RIDES_ENV: 'production', ...DEPLOYED });
    expect(cfg.company).toEqual(REAL_COMPANY);
    expect(cfg.seller).toEqual({ name: REAL_COMPANY.name, addressLines: REAL_COMPANY.postalAddress, siret: REAL_COMPANY.siret, vatNumber: REAL_COMPANY.vatNumber, missing: [] });
    expect(cfg.supportInbox).toBe(REAL_COMPANY.supportEmail);
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
    expect(readDeployed({ RIDES_ENV: 'production', ...DEPLOYED }).flightsProvider).toBe('aeroapi');
    expect(readDeployed({ RIDES_ENV: 'staging', ...DEPLOYED, FLIGHTS_PROVIDER: ' AeroAPI ' }).flightsProvider).toBe('aeroapi');
  });

  it('refuses the local flight board outside the local environment, saying why', () => {
    expect(() => readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, FLIGHTS_PROVIDER: 'local' })).toThrow(/FLIGHTS_PROVIDER=local .* refused outside the local environment \("production"\)/);
    expect(() => readDeployed({ RIDES_ENV: 'staging', ...DEPLOYED, FLIGHTS_PROVIDER: 'local' })).toThrow(/use FLIGHTS_PROVIDER=aeroapi/);
  });

  it('refuses an unknown provider', () => {
    expect(() => readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'flightradar' })).toThrow('unknown FLIGHTS_PROVIDER "flightradar" (aeroapi or local)');
  });

  it('AeroAPI needs its key and the alerts key: secrets outside local, checked locally when chosen', () => {
    const rest: NodeJS.ProcessEnv = { ...DEPLOYED };
    delete rest.AEROAPI_KEY;
    delete rest.FLIGHT_ALERTS_KEY;
    try {
      readDeployed({ RIDES_ENV: 'production', ...rest });
      throw new Error('expected a refusal');
    } catch (e) {
      expect((e as MissingConfigError).missing).toEqual(['AEROAPI_KEY', 'FLIGHT_ALERTS_KEY']);
    }
    expect(() => readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'aeroapi' })).toThrow('FLIGHTS_PROVIDER=aeroapi needs AEROAPI_KEY and FLIGHT_ALERTS_KEY');
    expect(() => readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'aeroapi', AEROAPI_KEY: 'k' })).toThrow('needs FLIGHT_ALERTS_KEY');
    expect(readConfig({ RIDES_ENV: 'local', FLIGHTS_PROVIDER: 'aeroapi', AEROAPI_KEY: 'k', FLIGHT_ALERTS_KEY: 'f' })).toMatchObject({ flightsProvider: 'aeroapi', aeroapiKey: 'k', flightAlertsKey: 'f' });
  });
});

describe('the web push provider (PUSH_PROVIDER)', () => {
  it("is the mailbox twin in local, Firebase Cloud Messaging elsewhere, in the project's name", () => {
    expect(readConfig({ RIDES_ENV: 'local' })).toMatchObject({ pushProvider: 'local', projectId: 'demo-rides' });
    expect(readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, GCLOUD_PROJECT: 'rides-paris' })).toMatchObject({ pushProvider: 'fcm', projectId: 'rides-paris' });
    expect(readConfig({ RIDES_ENV: 'local', PUSH_PROVIDER: ' FCM ' }).pushProvider).toBe('fcm');
  });

  it('refuses the twin outside the local environment, and an unknown provider', () => {
    expect(() => readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, PUSH_PROVIDER: 'local' })).toThrow(/PUSH_PROVIDER=local .* refused outside the local environment \("production"\); use PUSH_PROVIDER=fcm/);
    expect(() => readConfig({ RIDES_ENV: 'local', PUSH_PROVIDER: 'onesignal' })).toThrow('unknown PUSH_PROVIDER "onesignal" (fcm or local)');
  });
});
