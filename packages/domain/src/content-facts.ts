import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from './cancellation';
import { company, displayPhone, RESPONSE_MINUTES } from './company';
import { DEFAULT_COMMISSION_BP, COMMISSION_CLAIMS_WINDOW_HOURS } from './partner-commission';
import { AIRPORT_SEDAN_FARES_EUR } from './pricing/spec-fares';
import { FREE_WAIT_MINUTES } from './ride-lifecycle';
import { REFUND_ARRIVAL_BUSINESS_DAYS, SELF_SERVICE_CUTOFF_HOURS } from './self-service';
import { POLICY_FACTS } from './policy-facts';

/**
 * The business numbers and contacts the public texts quote (the FAQ, the local guide, the terms, the
 * help assistant), by the {{placeholder}} names of the content files (packages/content/locales), so a
 * text never retypes a rule: change the rule and every page, PDF and answer says the new number.
 *
 * Every value is the same in every language: amounts are whole euros written as numbers, and each
 * language's text places the currency itself ("€{{cdgFare}}", "{{cdgFare}} €", "{{cdgFare}} 欧元").
 * No zod and no React here: the home page's lazy FAQ section and the functions both import it.
 */
export const CONTENT_FACTS = {
  // The company's facts are the environment's (company.ts, issue [N] 4): read when a text is filled.
  get company() {
    return company().name;
  },
  get email() {
    return company().supportEmail;
  },
  get whatsapp() {
    return displayPhone(company().whatsappE164);
  },
  get site() {
    return new URL(company().siteOrigin).host;
  },
  responseMinutes: RESPONSE_MINUTES,
  cdgFare: AIRPORT_SEDAN_FARES_EUR.CDG,
  orlyFare: AIRPORT_SEDAN_FARES_EUR.ORY,
  beauvaisFare: AIRPORT_SEDAN_FARES_EUR.BVA,
  fullRefundHours: FULL_REFUND_MIN_HOURS,
  lateRefundPercent: LATE_REFUND_PERCENT,
  refundDaysMin: REFUND_ARRIVAL_BUSINESS_DAYS.min,
  refundDaysMax: REFUND_ARRIVAL_BUSINESS_DAYS.max,
  selfServiceHours: SELF_SERVICE_CUTOFF_HOURS,
  waitFlightMinutes: FREE_WAIT_MINUTES.airportWithFlight,
  waitAirportMinutes: FREE_WAIT_MINUTES.airport,
  waitStationMinutes: FREE_WAIT_MINUTES.station,
  waitElsewhereMinutes: FREE_WAIT_MINUTES.elsewhere,
  partnerCommissionPercent: DEFAULT_COMMISSION_BP / 100,
  partnerClaimsHours: COMMISSION_CLAIMS_WINDOW_HOURS,
  ...POLICY_FACTS,
} as const;

export type ContentFact = keyof typeof CONTENT_FACTS;

/** Fills `{{name}}` (i18next's syntax, spaces allowed) with CONTENT_FACTS; an unknown name stays as written. */
export function fillFacts(text: string, facts: Readonly<Record<string, string | number>> = CONTENT_FACTS): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in facts ? String(facts[name]) : whole));
}
