import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BalanceTransaction } from './provider';
import { insertSandboxBalanceTransaction, type SandboxBalanceTransaction } from './sandbox.repo';
import { newSandboxId } from './sandbox-webhook';

/**
 * The LOCAL sandbox's balance, kept as Stripe keeps it: a balance transaction per charge (when a test
 * card pays) and per refund (when it is asked for), in the same transaction as the charge or refund.
 * No money moves.
 */

/**
 * The fee the sandbox states on a charge: Stripe's standard price for European cards, 1.5 % + €0.25,
 * rounded to the cent (half up). Refunds carry no fee (Stripe keeps the charge's fee). The same rule is
 * in migration 0014, which backfills earlier sandbox charges.
 */
export const SANDBOX_FEE = { permille: 15, fixedCents: 25 } as const;
export const sandboxFeeCents = (amountCents: number): number => Math.floor((amountCents * SANDBOX_FEE.permille + 500) / 1000) + SANDBOX_FEE.fixedCents;

type Conn = Kysely<Database>;

export const recordSandboxCharge = (conn: Conn, c: { paymentIntent: string; amountCents: number; currency: string }): Promise<void> =>
  insertSandboxBalanceTransaction(conn, {
    id: newSandboxId('txn_local_'),
    type: 'charge',
    amountCents: c.amountCents,
    feeCents: sandboxFeeCents(c.amountCents),
    currency: c.currency,
    source: c.paymentIntent,
  });

export const recordSandboxRefund = (conn: Conn, r: { refundId: string; amountCents: number; currency: string }): Promise<void> =>
  insertSandboxBalanceTransaction(conn, { id: newSandboxId('txn_local_'), type: 'refund', amountCents: -r.amountCents, feeCents: 0, currency: r.currency, source: r.refundId });

export const toBalanceTransaction = (t: SandboxBalanceTransaction): BalanceTransaction => ({
  id: t.id,
  type: t.type,
  amountCents: t.amount_cents,
  feeCents: t.fee_cents,
  netCents: t.net_cents,
  currency: t.currency.toUpperCase(),
  sourceId: t.source,
  created: new Date(t.created),
});
