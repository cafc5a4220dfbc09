import type { ColumnType } from 'kysely';

export type SandboxSessionStatus = 'open' | 'paid' | 'expired';

// Type aliases, not interfaces: Kysely's withTables<T>() needs index-compatible types.
/** The LOCAL payment sandbox's checkout sessions (migration 0008, payments/sandbox.repo.ts). */
export type SandboxCheckoutSessionsTable = {
  id: string;
  booking_id: string;
  client_reference_id: string;
  amount_cents: number;
  currency: string;
  description: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  status: ColumnType<SandboxSessionStatus, SandboxSessionStatus | undefined, SandboxSessionStatus>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** 0012: the sandbox's payment id (pi_local_…), set when paid; refunds refer to it. */
  payment_intent: ColumnType<string | null, string | null | undefined, string | null>;
};

/** 0012: the LOCAL sandbox's refunds, as the provider keeps them. */
export type SandboxRefundsTable = {
  id: string;
  payment_intent: string;
  amount_cents: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  idempotency_key: string;
  metadata: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

/** 0014: the LOCAL sandbox's balance transactions, one per charge and per refund, as Stripe keeps them. */
export type SandboxBalanceTransactionsTable = {
  id: string;
  type: 'charge' | 'refund';
  /** Signed, as Stripe: a charge is positive, a refund negative. */
  amount_cents: number;
  fee_cents: number;
  net_cents: number;
  currency: string;
  /** The sandbox payment (pi_local_…) or refund (re_local_…). */
  source: string;
  created: ColumnType<Date, Date | string | undefined, never>;
};

/** Tables of migrations 0008, 0012 and 0014. */
export type SandboxTables = {
  sandbox_checkout_sessions: SandboxCheckoutSessionsTable;
  sandbox_refunds: SandboxRefundsTable;
  sandbox_balance_transactions: SandboxBalanceTransactionsTable;
};
