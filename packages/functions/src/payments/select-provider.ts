import { logger } from 'firebase-functions';
import { config, type Config } from '../config';
import { db, type Db } from '../db/db';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-adapter';
import { stripeProvider } from './stripe-adapter';

export const stripeConfigured = (cfg: Config): boolean => Boolean(cfg.stripeSecretKey && cfg.stripeWebhookSecret);

/** The sandbox serves only where Stripe is not configured, and only in the local environment. */
export const sandboxActive = (cfg: Config): boolean => !stripeConfigured(cfg) && cfg.environment === 'local';

export class PaymentsNotConfiguredError extends Error {
  constructor() {
    super(
      'payments: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set outside the local environment; ' +
        'the local payment sandbox takes no real payments and is refused there.',
    );
    this.name = 'PaymentsNotConfiguredError';
  }
}

/** Stripe when both Stripe secrets are set, else the LOCAL sandbox (refused outside the local environment). */
export function selectProvider(cfg: Config, database: () => Db = db): PaymentProvider {
  if (stripeConfigured(cfg)) {
    return stripeProvider({ secretKey: cfg.stripeSecretKey!, webhookSecret: cfg.stripeWebhookSecret! });
  }
  if (cfg.environment !== 'local') throw new PaymentsNotConfiguredError();
  if (cfg.stripeSecretKey || cfg.stripeWebhookSecret) {
    logger.warn('payments: only one of STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET is set; Stripe needs both');
  }
  return sandboxProvider({ db: database, webhookSecret: cfg.sandboxWebhookSecret, functionsBaseUrl: cfg.functionsBaseUrl });
}

let cached: PaymentProvider | null = null;
/** This instance's payment provider, chosen once from config(). */
export const paymentProvider = (): PaymentProvider => (cached ??= selectProvider(config()));
