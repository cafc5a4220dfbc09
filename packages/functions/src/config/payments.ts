import { z } from 'zod';
import { adapterName, parseEnv, secretOr, text, type ConfigContext, type Secrets } from './schema';

/** Who takes payments (payments/select-provider.ts), and their keys. */
export interface PaymentsConfig {
  /**
   * Who takes payments (payments/select-provider.ts): `stripe`, the default outside `local`, or
   * `sandbox`, the LOCAL payment sandbox and the default in `local`, refused anywhere else (PAYMENTS_PROVIDER).
   */
  paymentsProvider: string;
  /** Stripe secret API key (sk_live_… / sk_test_…). A secret: required outside local. */
  stripeSecretKey: string | null;
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  stripeWebhookSecret: string | null;
  /** Signs the LOCAL payment sandbox's webhook events (payments/sandbox-adapter.ts). Never a real secret. */
  sandboxWebhookSecret: string;
}

/** Signs the local payment sandbox's events in the local environment only. Never a real secret. */
export const LOCAL_SANDBOX_WEBHOOK_SECRET = 'whsec_local_sandbox_not_a_real_secret';

/** Locally PAYMENTS_PROVIDER is the sandbox, so nothing calls Stripe: the stand-ins say they are not keys. */
export const PAYMENTS_SECRETS = {
  STRIPE_SECRET_KEY: { subsystem: 'payments', local: 'local-not-a-stripe-key' },
  STRIPE_WEBHOOK_SECRET: { subsystem: 'payments', local: 'local-not-a-stripe-webhook-secret' },
} as const satisfies Secrets;

const SCHEMA = z.object({ PAYMENTS_PROVIDER: adapterName(), STRIPE_SECRET_KEY: text(), STRIPE_WEBHOOK_SECRET: text(), SANDBOX_WEBHOOK_SECRET: text() });

export function readPayments(ctx: ConfigContext): PaymentsConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  return {
    paymentsProvider: v.PAYMENTS_PROVIDER ?? (ctx.local ? 'sandbox' : 'stripe'),
    stripeSecretKey: v.STRIPE_SECRET_KEY ?? null,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET ?? null,
    // The sandbox runs only in the local environment (payments/select-provider.ts).
    sandboxWebhookSecret: secretOr(v.SANDBOX_WEBHOOK_SECRET, LOCAL_SANDBOX_WEBHOOK_SECRET, ctx),
  };
}
