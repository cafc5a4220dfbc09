import { screen, within } from '@testing-library/react';
import { i18n, renderAt } from '@rides/test-utils/render';
import { COMPANY, whatsappLink } from '@rides/domain/company';
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
    expect(within(contact).getByRole('link', { name: `E-mail: ${COMPANY.supportEmail}` })).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
    const whatsapp = within(contact).getByRole('link', { name: 'WhatsApp: +33 6 39 98 00 00 (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', whatsappLink());
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(within(contact).getByText('Support 24/7, answer within 1 hour')).toBeVisible();
  });

  it('follow us: each social account in a new tab, said in its name, with no opener or referrer', () => {
    const links = within(column('Follow us')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(Object.values(COMPANY.social));
    expect(links.map((a) => a.textContent)).toEqual(['Instagram (opens in a new tab)', 'Facebook (opens in a new tab)', 'LinkedIn (opens in a new tab)']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeInTheDocument();
  });
});
