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
};

/** Tables of migration 0008. */
export type SandboxTables = {
  sandbox_checkout_sessions: SandboxCheckoutSessionsTable;
};
