import { config, type Config } from '../config';
import { db, type Db } from '../db/db';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-adapter';
import { stripeProvider } from './stripe-adapter';

const stripeConfigured = (cfg: Config): boolean => Boolean(cfg.stripeSecretKey && cfg.stripeWebhookSecret);

/** The sandbox serves only when chosen (PAYMENTS_PROVIDER=sandbox, the local default) and only in the local environment. */
export const sandboxActive = (cfg: Config): boolean => cfg.paymentsProvider === 'sandbox' && cfg.environment === 'local';

export class PaymentsNotConfiguredError extends Error {
  constructor(reason: string) {
    super(`payments: ${reason}`);
    this.name = 'PaymentsNotConfiguredError';
  }
}

/** The provider PAYMENTS_PROVIDER names: Stripe (both of its secrets needed), or the LOCAL sandbox (local only). */
export function selectProvider(cfg: Config, database: () => Db = db): PaymentProvider {
  if (cfg.paymentsProvider === 'stripe') {
    if (!stripeConfigured(cfg)) throw new PaymentsNotConfiguredError('Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    return stripeProvider({ secretKey: cfg.stripeSecretKey!, webhookSecret: cfg.stripeWebhookSecret! });
  }
  if (cfg.paymentsProvider !== 'sandbox') throw new PaymentsNotConfiguredError(`unknown PAYMENTS_PROVIDER "${cfg.paymentsProvider}" (stripe or sandbox).`);
  if (!sandboxActive(cfg)) {
    throw new PaymentsNotConfiguredError('the local payment sandbox takes no real payments and is refused outside the local environment; use PAYMENTS_PROVIDER=stripe.');
  }
  return sandboxProvider({ db: database, webhookSecret: cfg.sandboxWebhookSecret, functionsBaseUrl: cfg.functionsBaseUrl });
}

let cached: PaymentProvider | null = null;
/** This instance's payment provider, chosen once from config(). */
export const paymentProvider = (): PaymentProvider => (cached ??= selectProvider(config()));
