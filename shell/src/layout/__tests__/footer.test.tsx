import { screen, within } from '@testing-library/react';
import { i18n, renderAt } from '@rides/test-utils/render';
import { DEMO_COMPANY } from '@rides/contracts/company';
import { company, setCompany, whatsappLink } from '@rides/domain/company';
import { Footer } from '../footer';

// The new footer texts, where the shared locale file does not have them yet (never overriding it).
i18n.addResourceBundle('en', 'common', {
  footer: { drivers: 'Our drivers', contactPage: 'Write to us', whatsapp: 'WhatsApp: {{number}}', newTab: '(opens in a new tab)' },
}, true, false);

const column = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;
const hrefs = (el: HTMLElement) => within(el).getAllByRole('link').map((a) => a.getAttribute('href'));

describe('footer (SPEC 2: company, legal, contact, follow us)', () => {
  beforeEach(() => renderAt('/', [{ path: '/', element: <Footer /> }]));

  it('company and legal columns link to their pages', () => {
    expect(hrefs(column('Company'))).toEqual(['/about', '/services', '/pricing', '/drivers']);
    expect(hrefs(column('Legal'))).toEqual(['/terms', '/privacy', '/faq']);
  });

  it('contact: the contact page, the support e-mail, WhatsApp and the 24/7 one-hour promise', () => {
    const contact = column('Contact');
    expect(within(contact).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(within(contact).getByRole('link', { name: `E-mail: ${company().supportEmail}` })).toHaveAttribute('href', `mailto:${company().supportEmail}`);
    const whatsapp = within(contact).getByRole('link', { name: 'WhatsApp: +33 6 39 98 00 00 (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', whatsappLink());
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(within(contact).getByText('Support 24/7, answer within 1 hour')).toBeVisible();
  });

  it('follow us: each social account in a new tab, said in its name, with no opener or referrer', () => {
    const links = within(column('Follow us')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(Object.values(company().social));
    expect(links.map((a) => a.textContent)).toEqual(['Instagram (opens in a new tab)', 'Facebook (opens in a new tab)', 'LinkedIn (opens in a new tab)']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeInTheDocument();
  });
});

describe("the footer states the environment's company facts (issue [N] 4)", () => {
  afterEach(() => setCompany(DEMO_COMPANY));

  it('locally: the demo values, said to be demo values', () => {
    renderAt('/', [{ path: '/', element: <Footer /> }]);
    expect(screen.getByText(/^Demo company details \(local stack\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phone: +33 6 39 98 00 01' })).toHaveAttribute('href', 'tel:+33639980001');
  });

  it("elsewhere: that environment's contacts and legal line, no demo label, no empty social link", () => {
    setCompany({
      ...DEMO_COMPANY,
      supportEmail: 'contact@acme-transfers.fr',
      phoneE164: '+33142000000',
      postalAddress: ['12 rue de la Paix', '75002 Paris, France'],
      vatNumber: 'FR12123456789',
      social: { instagram: 'https://www.instagram.com/acme', facebook: '', linkedin: '' },
      demo: false,
    });
    renderAt('/', [{ path: '/', element: <Footer /> }]);
    expect(screen.queryByText(/^Demo company details/)).toBeNull();
    expect(screen.getByRole('link', { name: 'E-mail: contact@acme-transfers.fr' })).toHaveAttribute('href', 'mailto:contact@acme-transfers.fr');
    expect(screen.getByText('Paris Private Transfers · 12 rue de la Paix, 75002 Paris, France · VAT FR12123456789')).toBeInTheDocument();
    expect(within(column('Follow us')).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://www.instagram.com/acme']);
  });
});
