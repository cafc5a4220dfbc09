/**
 * The company's public and legal facts, per environment (issue [N] 4): the support e-mail, phone and
 * WhatsApp, the postal address, SIRET and VAT number, the site and the social links. One place
 * (`company` of each environment in @rides/mf-config/environments) feeds the site (through /env.json),
 * the prerendered pages, the e-mails, the PDFs (the seller on receipts) and the help assistant
 * (@rides/domain/company reads them). Free of zod: the shell reads them at start-up.
 */
export interface CompanyFacts {
  name: string;
  supportEmail: string;
  /** E.164 ("+33…"). */
  phoneE164: string;
  whatsappE164: string;
  /** The postal address, line by line. */
  postalAddress: readonly string[];
  /** French company id (SIRET, 14 digits). */
  siret: string;
  /** Intra-EU VAT number (FR + 11 characters). */
  vatNumber: string;
  siteOrigin: string;
  /** Empty: no such account. */
  social: { instagram: string; facebook: string; linkedin: string };
  /** Demo values (the local stack): the site labels them, and no other environment may use them. */
  demo: boolean;
}

/**
 * The local stack's facts: demo values, labelled as such. The phone numbers are in ARCEP's range
 * reserved for fiction (+33 6 39 98 xx xx), the domains are `.example`.
 */
export const DEMO_COMPANY: CompanyFacts = {
  name: 'Paris Private Transfers',
  supportEmail: 'contact@paris-transfers.example',
  phoneE164: '+33639980001',
  whatsappE164: '+33639980000',
  postalAddress: ["1 rue de l'Exemple (demo address)", '75001 Paris, France'],
  siret: '000 000 000 00000 (demo)',
  vatNumber: 'FR00000000000 (demo)',
  siteOrigin: 'https://paris-transfers.example',
  social: {
    instagram: 'https://www.instagram.com/paristransfers',
    facebook: 'https://www.facebook.com/paristransfers',
    linkedin: 'https://www.linkedin.com/company/paristransfers',
  },
  demo: true,
};

const REQUIRED = ['name', 'supportEmail', 'phoneE164', 'whatsappE164', 'postalAddress', 'siret', 'vatNumber', 'siteOrigin'] as const;

/**
 * What an environment other than local still lacks: the names of empty facts, and `demo` when it uses
 * the demo values. Empty: complete.
 */
export function missingCompanyFacts(c: CompanyFacts | undefined): string[] {
  if (!c) return [...REQUIRED];
  const empty = REQUIRED.filter((k) => {
    const v = c[k];
    return Array.isArray(v) ? v.filter((l) => l.trim()).length === 0 : !(v as string).trim();
  });
  return c.demo ? [...empty, 'demo'] : empty;
}

export function isCompanyFacts(v: unknown): v is CompanyFacts {
  const c = v as CompanyFacts;
  return !!c && typeof c.name === 'string' && typeof c.supportEmail === 'string' && Array.isArray(c.postalAddress) && typeof c.social === 'object' && typeof c.demo === 'boolean';
}
