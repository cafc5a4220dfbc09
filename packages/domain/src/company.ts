/**
 * The company's public contact facts, written once for the site, the e-mails, the help assistant and
 * the structured data. The WhatsApp number is in ARCEP's range reserved for fiction (+33 6 39 98 xx xx)
 * until the real line is set here before launch; the social handles are the accounts to create.
 */
export const COMPANY = {
  name: 'Paris Private Transfers',
  supportEmail: 'contact@paris-transfers.example',
  /** E.164, digits only after the plus (wa.me links take it so). */
  whatsappE164: '+33639980000',
  /** SPEC 9: support answers within 1 hour, 24/7. */
  responseMinutes: 60,
  siteOrigin: 'https://paris-transfers.example',
  social: {
    instagram: 'https://www.instagram.com/paristransfers',
    facebook: 'https://www.facebook.com/paristransfers',
    linkedin: 'https://www.linkedin.com/company/paristransfers',
  },
} as const;

/** The WhatsApp chat link for the support line, with an optional first message. */
export const whatsappLink = (text?: string) =>
  `https://wa.me/${COMPANY.whatsappE164.slice(1)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** "+33639980000" -> "+33 6 39 98 00 00", as a French number is read out (others unchanged). */
export function displayPhone(e164: string): string {
  const m = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+33 ${m.slice(1).join(' ')}` : e164;
}
