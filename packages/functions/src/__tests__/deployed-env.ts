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
