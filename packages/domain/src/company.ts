import { DEMO_COMPANY, type CompanyFacts } from '@rides/contracts/company';

export type { CompanyFacts };

/**
 * The company's facts of the environment this code runs in (@rides/contracts/company, issue [N] 4):
 * set once at start-up (the shell from /env.json, the prerender and the functions from the
 * environment's definition), the demo values until then (tests, the standalone harnesses). Shared as
 * one instance on a page (mf-config WORKSPACE_SINGLETONS), so every remote reads what the shell set.
 */
let current: CompanyFacts = DEMO_COMPANY;

export const company = (): CompanyFacts => current;

export function setCompany(facts: CompanyFacts): void {
  current = facts;
}

/** SPEC 9: support answers within 1 hour, 24/7 (a promise of the product, not a per-environment fact). */
export const RESPONSE_MINUTES = 60;

/** The WhatsApp chat link for the support line, with an optional first message. */
export const whatsappLink = (text?: string) =>
  `https://wa.me/${current.whatsappE164.slice(1)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** "+33639980000" -> "+33 6 39 98 00 00", as a French number is read out (others unchanged). */
export function displayPhone(e164: string): string {
  const m = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+33 ${m.slice(1).join(' ')}` : e164;
}
