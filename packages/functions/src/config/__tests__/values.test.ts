/** @jest-environment node */
// The subsystems' schemas (config/*.ts): a malformed value stops the start-up, naming the variable;
// a blank one is unset; the secrets are declared once, by their subsystems.
import { readConfig } from '../../config';
import { REQUIRED_SECRETS_OUTSIDE_LOCAL, SECRETS } from '../../config-requirements';
import { DEPLOYED, readDeployed } from '../../__tests__/deployed-env';
import { AssistantNotConfiguredError, readAssistantConfig } from '../assistant';

const local = (env: NodeJS.ProcessEnv) => readConfig({ RIDES_ENV: 'local', ...env });

describe('numbers', () => {
  it('a malformed pool size refuses to start, naming the variable and what it must be', () => {
    expect(() => local({ DATABASE_POOL_SIZE: 'ten' })).toThrow('config: DATABASE_POOL_SIZE must be a whole number of connections from 1 to 100, not "ten".');
    expect(() => readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, DATABASE_POOL_SIZE: '5x' })).toThrow(/DATABASE_POOL_SIZE must be a whole number/);
    // The Firebase CLI's discovery too: a deploy with a malformed value stops before it uploads.
    expect(() => readConfig({ FUNCTIONS_CONTROL_API: 'true', DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it.each(['0', '-3', '2.5', '101', '1e1', '0x10'])('refuses DATABASE_POOL_SIZE=%s', (size) => {
    expect(() => local({ DATABASE_POOL_SIZE: size })).toThrow(`not "${size}"`);
  });

  it('takes a whole number in bounds, and the default when unset or blank', () => {
    expect(local({ DATABASE_POOL_SIZE: ' 8 ' }).databasePoolSize).toBe(8);
    expect(local({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(5);
    expect(local({}).databasePoolSize).toBe(5);
    expect(local({ GEOCODER_TIMEOUT_MS: '1500' }).geocoderTimeoutMs).toBe(1500);
    expect(local({}).geocoderTimeoutMs).toBe(800);
  });

  it('refuses a timeout that is not a positive number of milliseconds', () => {
    expect(() => local({ GEOCODER_TIMEOUT_MS: 'fast' })).toThrow('config: GEOCODER_TIMEOUT_MS must be a whole number of milliseconds from 1 to 30000, not "fast".');
    expect(() => local({ GEOCODER_TIMEOUT_MS: '-1' })).toThrow(/GEOCODER_TIMEOUT_MS/);
    expect(() => readAssistantConfig({ ASSISTANT_TIMEOUT_MS: '0' })).toThrow(AssistantNotConfiguredError);
    expect(() => local({ ASSISTANT_TIMEOUT_MS: '0' })).toThrow('assistant: ASSISTANT_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000, not "0".');
  });
});

describe('switches and addresses', () => {
  it('BOOKING_ADDRESS_LIMITS is on or off (any case), else refused', () => {
    expect(local({ BOOKING_ADDRESS_LIMITS: 'on' }).bookingAddressLimits).toBe(true);
    expect(readDeployed({ RIDES_ENV: 'production', ...DEPLOYED, BOOKING_ADDRESS_LIMITS: ' OFF ' }).bookingAddressLimits).toBe(false);
    expect(local({}).bookingAddressLimits).toBe(false);
    expect(() => local({ BOOKING_ADDRESS_LIMITS: 'maybe' })).toThrow('config: BOOKING_ADDRESS_LIMITS must be "on" or "off".');
  });

  it('an address setting must be an absolute http(s) address', () => {
    expect(() => local({ GEOCODER_URL: 'data.geopf.fr/geocodage/search' })).toThrow('config: GEOCODER_URL must be an absolute http(s) address.');
    expect(() => local({ SHELL_ORIGIN: 'localhost:5000' })).toThrow(/SHELL_ORIGIN must be an absolute http\(s\) address/);
    expect(() => local({ FUNCTIONS_BASE_URL: 'ftp://example.fr' })).toThrow(/FUNCTIONS_BASE_URL/);
    expect(() => readAssistantConfig({ ASSISTANT_BASE_URL: 'api.mistral.ai' })).toThrow('assistant: ASSISTANT_BASE_URL must be an absolute http(s) address.');
    expect(local({ MESSAGING_STATUS_URL: 'https://europe-west9-rides-paris.cloudfunctions.net/messagingStatus' }).messagingStatusUrl).toMatch(/^https:/);
  });

  it('a blank value is unset: the local default applies', () => {
    expect(local({ SMTP_URL: ' ', GEOCODER: '', STRIPE_SECRET_KEY: ' ' })).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', geocoder: 'local', stripeSecretKey: null });
  });
});

describe('the secrets', () => {
  it('are declared once, by their subsystems, each with a local stand-in that says it is not real', () => {
    expect(new Set(REQUIRED_SECRETS_OUTSIDE_LOCAL).size).toBe(REQUIRED_SECRETS_OUTSIDE_LOCAL.length);
    for (const [name, { local: standIn }] of Object.entries(SECRETS)) {
      expect([name, standIn]).toEqual([name, expect.stringMatching(/local|127\.0\.0\.1/)]);
    }
  });
});
