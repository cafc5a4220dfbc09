import { DEMO_COMPANY, type CompanyFacts } from '../company';

/** A test fixture: a real company's facts, as production will state them (issue [N] 4). */
export const REAL_COMPANY: CompanyFacts = {
  ...DEMO_COMPANY,
  supportEmail: 'contact@acme-transfers.fr',
  phoneE164: '+33142000000',
  whatsappE164: '+33612000000',
  postalAddress: ['12 rue de la Paix', '75002 Paris, France'],
  siret: '123 456 789 00012',
  vatNumber: 'FR12123456789',
  demo: false,
};
