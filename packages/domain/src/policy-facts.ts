/**
 * The numbers the terms and the privacy policy quote besides CONTENT_FACTS (content-facts.ts), by the
 * {{placeholder}} names of packages/content/locales/<lng>/{terms,privacy,about,services}.json. Pages
 * are filled from CONTENT_FACTS, which includes these.
 *
 * No zod here (an information page must not load the schemas), so the three booking limits that
 * live in `@rides/contracts/bookings`, a zod module, are repeated in BOOKING_TIMES; a unit test
 * holds them equal to the contract's.
 */
import { FREE_WAIT_MINUTES } from './ride-lifecycle';
import { LATE_START_ALERT_MINUTES, PUNCTUALITY_GRACE_MINUTES, PUNCTUALITY_REFUND_PERCENT } from './punctuality';
import { VAT_RATE_PERCENT } from './self-service';
import { SESSION_DAYS } from './session';
import { ACCOUNTING_RETENTION_YEARS, ACCOUNT_RETENTION_YEARS, MESSAGE_RETENTION_YEARS, SECURITY_LOG_RETENTION_DAYS, WORK_RECORD_RETENTION_YEARS } from './retention';

/** MIN_LEAD_MINUTES, MAX_ADVANCE_DAYS and UNPAID_CARD_BOOKING_TTL_MINUTES of @rides/contracts/bookings. */
export const BOOKING_TIMES = { minLeadMinutes: 120, maxAdvanceDays: 365, unpaidCardMinutes: 30 } as const;

export const POLICY_FACTS = {
  /** CONTENT_FACTS has the station's; the terms list the port's on its own line. */
  waitPortMinutes: FREE_WAIT_MINUTES.port,
  vatPercent: VAT_RATE_PERCENT,
  /** The texts say "{{minLeadHours}} hours" (a unit test checks it is whole). */
  minLeadHours: BOOKING_TIMES.minLeadMinutes / 60,
  maxAdvanceDays: BOOKING_TIMES.maxAdvanceDays,
  unpaidMinutes: BOOKING_TIMES.unpaidCardMinutes,
  /** "Keep me signed in": the longest a session lasts in the browser. Without it, counted in hours: "24 hours" stays
   * grammatical in every language if the rule changes, where "1 days" would not. */
  sessionDays: SESSION_DAYS.remembered,
  sessionShortHours: SESSION_DAYS.default * 24,
  accountingYears: ACCOUNTING_RETENTION_YEARS,
  accountYears: ACCOUNT_RETENTION_YEARS,
  messageYears: MESSAGE_RETENTION_YEARS,
  workRecordYears: WORK_RECORD_RETENTION_YEARS,
  securityLogDays: SECURITY_LOG_RETENTION_DAYS,
  /** The punctuality guarantee (punctuality.ts), on /services and in the terms. */
  punctualityGraceMinutes: PUNCTUALITY_GRACE_MINUTES,
  punctualityRefundPercent: PUNCTUALITY_REFUND_PERCENT,
  lateStartMinutes: LATE_START_ALERT_MINUTES,
} as const;
