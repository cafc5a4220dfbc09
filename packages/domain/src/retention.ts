/**
 * How long personal data is kept (the privacy policy, issue [G] 4). The policy page and the help
 * assistant state these numbers from here, so the text cannot drift from the rule.
 *
 * Only the security logs are purged by code today (jobs/purge-security-logs.ts). The other periods
 * are the product's decisions where the spec is silent, written down here; until a purge job applies
 * them, support deletes on request and an admin reviews the older records by hand.
 *
 * - Bookings, payments, refunds and receipts: ACCOUNTING_RETENTION_YEARS. French law keeps accounting
 *   documents and their supporting documents for ten years (Code de commerce, art. L123-22); a
 *   booking is the supporting document of its receipt, so it stays as long.
 * - Customer accounts: ACCOUNT_RETENTION_YEARS after the last sign-in or booking, the CNIL's reference
 *   for customer files (référentiel "gestion commerciale", 3 years after the end of the relationship).
 * - Copies of the e-mails and text messages sent (the outbox): MESSAGE_RETENTION_YEARS, the same three
 *   years, long enough to answer a question or a complaint about a ride.
 * - Driver and partner applications and profiles: for as long as the person works with us, then
 *   WORK_RECORD_RETENTION_YEARS, the general limitation period of civil claims (Code civil, art. 2224).
 * - Security events and sign-in attempts: SECURITY_LOG_RETENTION_DAYS (CNIL guidance for security
 *   logs: 6 to 12 months). The purge job reads the same number from `@rides/contracts/session-analytics`;
 *   it is repeated here without zod (a page that states it should not load the schemas) and a unit
 *   test holds the two equal.
 */
export const ACCOUNTING_RETENTION_YEARS = 10;
export const ACCOUNT_RETENTION_YEARS = 3;
export const MESSAGE_RETENTION_YEARS = 3;
export const WORK_RECORD_RETENTION_YEARS = 5;
export const SECURITY_LOG_RETENTION_DAYS = 180;
