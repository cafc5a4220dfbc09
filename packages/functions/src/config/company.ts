import { DEMO_COMPANY, missingCompanyFacts, type CompanyFacts } from '@rides/contracts/company';
import { z } from 'zod';
import { parseEnv, trimmed, type ConfigContext } from './schema';

/** The company's facts, and what is read from them: the seller on receipts, the support inbox. */
export interface CompanyConfig {
  /**
   * The company's facts in this environment (@rides/mf-config/environments, issue [N] 4): the demo
   * values locally; elsewhere complete, or config() refuses to start.
   */
  company: CompanyFacts;
  /** The seller printed on receipts (documents/seller.ts, issue [E]): from `company`. */
  seller: SellerDetails;
  /** The support mailbox the contact form writes to (SUPPORT_INBOX), by default the address the site shows. */
  supportInbox: string;
}

/** The legal details of the company that sells the rides, as a receipt states them. */
export interface SellerDetails {
  name: string;
  addressLines: readonly string[];
  /** French company id (SIRET, 14 digits). */
  siret: string;
  /** Intra-EU VAT number (FR + 11 characters). */
  vatNumber: string;
  /** Variables that must be set before receipts can be issued (empty locally). */
  missing: readonly string[];
}

/**
 * Config.seller: the environment's company facts (issue [N] 4; the local stack's are demo values that
 * say so). Outside local config() refuses to start without complete facts, so `missing` is empty there.
 */
function sellerFor(facts: CompanyFacts): SellerDetails {
  const missing = missingCompanyFacts(facts).filter((f) => ['postalAddress', 'siret', 'vatNumber'].includes(f));
  return { name: facts.name, addressLines: facts.postalAddress.filter((l) => l.trim()), siret: facts.siret, vatNumber: facts.vatNumber, missing };
}

/** The facts an environment other than `local` lacks, as config()'s refusal names them. */
export const missingCompanyRequirements = (facts: CompanyFacts | undefined) =>
  missingCompanyFacts(facts).map((fact) => ({ name: `company.${fact}`, subsystem: 'company facts (packages/mf-config/src/environments.ts)' }));

const SCHEMA = z.object({ SUPPORT_INBOX: trimmed() });

/** `facts`: the environment's (undefined only in the CLI's discovery outside local, which gets the demo ones). */
export function readCompany(ctx: ConfigContext, facts: CompanyFacts | undefined): CompanyConfig {
  const company = facts ?? DEMO_COMPANY;
  return { company, seller: sellerFor(company), supportInbox: parseEnv(SCHEMA, ctx.env).SUPPORT_INBOX ?? company.supportEmail };
}
