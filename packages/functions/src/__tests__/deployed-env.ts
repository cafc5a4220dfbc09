import { REAL_COMPANY } from '@rides/contracts/__tests__/company-facts';
import { ENVIRONMENTS, PRODUCTION } from '@rides/mf-config/environments';
import { readConfig } from '../config';

/** Everything a production deploy is given: the secrets, then the deploy's values (config-requirements.ts). */
export const DEPLOYED = {
  MANAGE_LINK_SECRET: 'm'.repeat(32),
  OUTBOX_DISPATCH_KEY: 'o'.repeat(32),
  PLACE_ID_SECRET: 'p'.repeat(32),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  AEROAPI_KEY: 'aeroapi-key',
  FLIGHT_ALERTS_KEY: 'a'.repeat(32),
  DATABASE_URL: 'postgres://app@10.0.0.5:5432/rides',
  WEB_API_KEY: 'AIza-web-key',
  SHELL_ORIGIN: 'https://rides-paris.web.app',
  SMTP_URL: 'smtps://mailer:pw@smtp.example.fr:465',
  MAIL_FROM: 'Paris Private Transfers <bookings@example.fr>',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_SMS_FROM: '+33700000000',
  TWILIO_WHATSAPP_FROM: 'whatsapp:+33700000000',
};


/** The environments with production's (and a staging's) company facts filled in, as before a deploy. */
export const FILLED_ENVIRONMENTS = {
  ...ENVIRONMENTS,
  production: { ...PRODUCTION, company: REAL_COMPANY },
  staging: { ...PRODUCTION, name: 'staging', company: REAL_COMPANY },
};

/** readConfig as a deployed instance of those environments reads it. */
export const readDeployed = (env: NodeJS.ProcessEnv) => readConfig(env, FILLED_ENVIRONMENTS);

export { REAL_COMPANY };
