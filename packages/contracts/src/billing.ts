import { z } from 'zod';
import { daysBetween, monthSchema, parisDateSchema } from './dates';

/**
 * /admin/billing (issue [F]): the ledger of money (card payments, refunds, cash collected by drivers on
 * pay-the-driver rides), drivers' monthly statements, and reconciliation of our payments and refunds with
 * the payment provider's balance transactions. Admin only. Money in integer euro cents; dates are Paris
 * calendar days (inclusive), months Paris months.
 */

const parisDate = parisDateSchema;

/** The longest ledger range (a year, leap day included). */
export const LEDGER_MAX_DAYS = 366;
/** The longest reconciliation range: every provider transaction in it is fetched (a month). */
export const RECONCILIATION_MAX_DAYS = 31;

/** A Paris date range, `from` to `to` inclusive, at most `maxDays` days (zod 4 keeps an object refined: usable in a union). */
const ranged = <S extends z.ZodObject<{ from: typeof parisDate; to: typeof parisDate }>>(schema: S, maxDays: number) =>
  schema
    .refine((r) => daysBetween(r.from, r.to) >= 0, { path: ['to'], message: 'range-reversed' })
    .refine((r) => daysBetween(r.from, r.to) < maxDays, { path: ['to'], message: 'range-too-long' });

export const LEDGER_KINDS = ['card', 'refund', 'cash'] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;
export const ledgerKindFilterSchema = z.enum(['all', ...LEDGER_KINDS]);
export type LedgerKindFilter = z.infer<typeof ledgerKindFilterSchema>;

export const ledgerEntrySchema = z.object({
  /** `card:<payment id>`, `refund:<refund id>`, `cash:<booking id>`. */
  id: z.string(),
  kind: ledgerKindSchema,
  /** When the money moved: payment paid, refund asked of the provider, ride completed (cash). ISO. */
  at: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  /** Always positive; the kind says the direction (a refund goes out). */
  amountCents: z.number().int(),
  /** `stripe`, `local-sandbox`; null for cash. */
  provider: z.string().nullable(),
  /** The provider's payment (pi_…) or refund (re_…) id; null for cash (or a payment the provider has not named yet). */
  providerId: z.string().nullable(),
  /** card: `paid`; refund: `pending` or `succeeded`; cash: `collected`. */
  status: z.string(),
  /** refund: `cancellation`, `price-difference`, `admin`; card: `booking` or `change`; cash: null. */
  detail: z.string().nullable(),
  /** cash: who holds it. */
  driverName: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const sumSchema = z.object({ count: z.number().int(), cents: z.number().int() });
export type BillingSum = z.infer<typeof sumSchema>;

export const ledgerTotalsSchema = z.object({
  card: sumSchema,
  refund: sumSchema,
  cash: sumSchema,
  /** Card payments minus refunds: what the provider should settle to us. */
  netCardCents: z.number().int(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

/**
 * Newest first, keyset pages (`after`: the opaque cursor of the previous page). The totals cover the
 * whole range and kind filter, not the page; they come with the first page only (`after` null).
 */
export const getBillingLedger = {
  name: 'getBillingLedger',
  input: ranged(
    z
      .object({
        from: parisDate,
        to: parisDate,
        kind: ledgerKindFilterSchema.default('all'),
        after: z.string().max(200).nullable().default(null),
        limit: z.number().int().min(1).max(100).default(50),
      })
      .strict(),
    LEDGER_MAX_DAYS,
  ),
  output: z.object({ entries: z.array(ledgerEntrySchema), next: z.string().nullable(), totals: ledgerTotalsSchema.nullable() }),
} as const;

// ---------------------------------------------------------------- drivers' statements


export const statementRowSchema = z.object({
  driverId: z.string(),
  driverName: z.string(),
  driverEmail: z.string().nullable(),
  ridesCompleted: z.number().int(),
  cardRides: z.number().int(),
  /** Price of the completed card-paid rides. */
  cardValueCents: z.number().int(),
  cashRides: z.number().int(),
  /** Price of the completed pay-the-driver rides. */
  driverValueCents: z.number().int(),
  /** What the driver recorded as collected (bookings.cash_collected_cents). */
  cashCollectedCents: z.number().int(),
  rideValueCents: z.number().int(),
  /** The driver's share of rideValueCents (`@rides/domain/billing`). */
  shareCents: z.number().int(),
  /** share - cash collected: > 0 we owe the driver, < 0 the driver owes us. */
  owedCents: z.number().int(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementTotalsSchema = statementRowSchema.omit({ driverId: true, driverName: true, driverEmail: true }).extend({
  drivers: z.number().int(),
  /** Sum of the positive balances (what we pay out) and of the negative ones (what drivers hand in, as a positive number). */
  toDriversCents: z.number().int(),
  fromDriversCents: z.number().int(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/** Every driver with a ride completed in the Paris month, by name. */
export const getDriverStatements = {
  name: 'getDriverStatements',
  input: z.object({ month: monthSchema }).strict(),
  output: z.object({ month: monthSchema, sharePercent: z.number().int(), rows: z.array(statementRowSchema), totals: statementTotalsSchema }),
} as const;

// ---------------------------------------------------------------- reconciliation

export const RECONCILIATION_PROBLEMS = ['missing-at-provider', 'unknown-to-us', 'amount-differs'] as const;
export const reconciliationProblemSchema = z.enum(RECONCILIATION_PROBLEMS);
export type ReconciliationProblem = z.infer<typeof reconciliationProblemSchema>;

export const reconciliationItemSchema = z.object({
  problem: reconciliationProblemSchema,
  kind: z.enum(['charge', 'refund']),
  /** The provider's payment (pi_…) or refund (re_…) id; null for one of ours the provider was never told of. */
  providerId: z.string().nullable(),
  reference: z.string().nullable(),
  /** Our amount, positive; null when unknown to us. */
  ourCents: z.number().int().nullable(),
  /** The provider's amount, positive; null when missing at the provider. */
  providerCents: z.number().int().nullable(),
  at: z.string(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

const sideSchema = z.object({ charges: sumSchema, refunds: sumSchema });

export const reconciliationSchema = z.object({
  provider: z.string(),
  ours: sideSchema,
  /** The provider's side, with its fees and what it settles (charges - refunds - fees). */
  theirs: sideSchema.extend({ feeCents: z.number().int(), netCents: z.number().int() }),
  matched: sumSchema,
  items: z.array(reconciliationItemSchema),
  /** The provider had more transactions than one reconciliation reads: narrow the range. */
  truncated: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const getReconciliation = {
  name: 'getReconciliation',
  input: ranged(z.object({ from: parisDate, to: parisDate }).strict(), RECONCILIATION_MAX_DAYS),
  output: reconciliationSchema,
} as const;

// ---------------------------------------------------------------- CSV

/** At most this many ledger rows in one CSV export (narrow the range for more). */
export const BILLING_CSV_MAX_ROWS = 10_000;

export const exportBilling = {
  name: 'exportBilling',
  input: z.discriminatedUnion('report', [
    ranged(z.object({ report: z.literal('ledger'), from: parisDate, to: parisDate, kind: ledgerKindFilterSchema.default('all') }).strict(), LEDGER_MAX_DAYS),
    z.object({ report: z.literal('statements'), month: monthSchema }).strict(),
    ranged(z.object({ report: z.literal('reconciliation'), from: parisDate, to: parisDate }).strict(), RECONCILIATION_MAX_DAYS),
  ]),
  output: z.object({ csv: z.string(), rows: z.number().int(), truncated: z.boolean() }),
} as const;

/** Why a billing call is refused (details.reason). */
export type BillingRefusal = 'provider-unavailable';

/** What the page sends for an export (defaults may be left out). */
export type BillingExportInput = z.input<(typeof exportBilling)['input']>;
