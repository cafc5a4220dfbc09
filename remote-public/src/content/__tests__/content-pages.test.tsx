import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { i18n, renderAt } from '@rides/test-utils/render';
import frCommon from '@rides/i18n/locales/fr/common.json';
import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { SELF_SERVICE_CUTOFF_HOURS } from '@rides/domain/self-service';
import { FREE_WAIT_MINUTES } from '@rides/domain/ride-lifecycle';
import { PUNCTUALITY_GRACE_MINUTES, PUNCTUALITY_REFUND_PERCENT } from '@rides/domain/punctuality';
import { SECURITY_EVENTS_RETENTION_DAYS } from '@rides/contracts/session-analytics';
import { company } from '@rides/domain/company';
import enTerms from '@rides/content/locales/en/terms.json';
import frTerms from '@rides/content/locales/fr/terms.json';
import enPrivacy from '@rides/content/locales/en/privacy.json';
import enAbout from '@rides/content/locales/en/about.json';
import enServices from '@rides/content/locales/en/services.json';
import TermsPage from '../../pages/terms-page';
import PrivacyPage from '../../pages/privacy-page';
import AboutPage from '../../pages/about-page';
import ServicesPage from '../../pages/services-page';

jest.setTimeout(30_000);

const render = (path: string, element: ReactElement) => renderAt(path, [{ path: path.split('#')[0]!, element }]);
const sectionOf = (id: string) => screen.getByRole('region', { name: document.getElementById(id)!.textContent! });

it('states the cancellation rule of @rides/domain on /terms: full refund beyond the hours, the late percentage within them', async () => {
  render('/terms', <TermsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: enTerms.title })).toBeInTheDocument();
  const [full, late] = within(sectionOf('cancellation')).getAllByRole('listitem');
  expect(full).toHaveTextContent(`more than ${FULL_REFUND_MIN_HOURS} hours before pickup: the whole price is refunded`);
  expect(late).toHaveTextContent(`${FULL_REFUND_MIN_HOURS} hours or less before pickup: ${LATE_REFUND_PERCENT}% of the price is refunded`);
  expect(sectionOf('changes')).toHaveTextContent(`until ${SELF_SERVICE_CUTOFF_HOURS} hours before pickup`);
  expect(within(sectionOf('waiting-time')).getAllByRole('listitem')[0]).toHaveTextContent(`${FREE_WAIT_MINUTES.airportWithFlight} minutes after the actual landing time`);
});

it('states the punctuality guarantee of @rides/domain on /terms and /services: the grace, the share refunded, card bookings only', async () => {
  render('/terms', <TermsPage />);
  await screen.findByRole('heading', { level: 1, name: enTerms.title });
  const terms = sectionOf('punctuality');
  expect(terms).toHaveTextContent(`by the pickup time plus ${PUNCTUALITY_GRACE_MINUTES} minutes, we refund ${PUNCTUALITY_REFUND_PERCENT}% of the price you paid`);
  expect(terms).toHaveTextContent('a booking you pay to the driver is not covered: pay online to be covered');
});

it('states the punctuality guarantee on /services', async () => {
  render('/services', <ServicesPage />);
  await screen.findByRole('heading', { level: 1, name: enServices.title });
  expect(sectionOf('punctuality')).toHaveTextContent(`within ${PUNCTUALITY_GRACE_MINUTES} minutes of the pickup time, we refund ${PUNCTUALITY_REFUND_PERCENT}% of the price of your ride`);
});

it('lists every section of the terms in a table of contents whose links lead to the headings', async () => {
  render('/terms', <TermsPage />);
  const nav = await screen.findByRole('navigation', { name: enTerms.toc });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(Object.values(enTerms.sections).map((s) => s.heading));
  for (const [i, id] of Object.keys(enTerms.sections).entries()) {
    expect(links[i]).toHaveAttribute('href', `#${id}`);
    expect(screen.getByRole('heading', { level: 2, name: enTerms.sections[id as keyof typeof enTerms.sections].heading })).toHaveAttribute('id', id);
  }
});

it('opens a link to a section at that section once the text has loaded', async () => {
  const scrolled: string[] = [];
  const jsdomHasNone = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  try {
    render('/terms#no-show', <TermsPage />);
    await screen.findByRole('heading', { level: 1, name: enTerms.title });
    expect(scrolled).toEqual(['no-show']);
  } finally {
    Element.prototype.scrollIntoView = jsdomHasNone;
  }
});

it.each([
  ['/about', <AboutPage key="a" />, enAbout.title],
  ['/services', <ServicesPage key="s" />, enServices.title],
  ['/terms', <TermsPage key="t" />, enTerms.title],
  ['/privacy', <PrivacyPage key="p" />, enPrivacy.title],
])('%s has its own title, every placeholder filled and the support contacts as links', async (path, element, title) => {
  render(path, element);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.body.textContent).not.toMatch(/{{|}}/);
  const mail = screen.queryAllByRole('link', { name: company().supportEmail });
  expect(mail.length).toBeGreaterThan(0);
  expect(mail[0]).toHaveAttribute('href', `mailto:${company().supportEmail}`);
});

it('states the security-log retention the purge job applies on /privacy', async () => {
  render('/privacy', <PrivacyPage />);
  await screen.findByRole('heading', { level: 1, name: enPrivacy.title });
  expect(sectionOf('how-long')).toHaveTextContent(`Security logs: ${SECURITY_EVENTS_RETENTION_DAYS} days`);
  expect(within(sectionOf('your-rights')).getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr');
});

it('links each service to booking and prices where it helps', async () => {
  render('/services', <ServicesPage />);
  await screen.findByRole('heading', { level: 1, name: enServices.title });
  const airports = sectionOf('airports');
  expect(within(airports).getByRole('link', { name: enServices.actions.book })).toHaveAttribute('href', '/#booking');
  expect(within(airports).getByRole('link', { name: enServices.actions.pricing })).toHaveAttribute('href', '/pricing');
  expect(sectionOf('tours')).toHaveTextContent(enServices.sections.tours.heading);
});

it('reads the terms in French, with the same figures, for a French visitor', async () => {
  i18n.addResourceBundle('fr', 'common', frCommon);
  await i18n.changeLanguage('fr');
  const view = render('/terms', <TermsPage />);
  try {
    expect(await screen.findByRole('heading', { level: 1, name: frTerms.title })).toBeInTheDocument();
    const [full, late] = within(sectionOf('cancellation')).getAllByRole('listitem');
    expect(full).toHaveTextContent(`plus de ${FULL_REFUND_MIN_HOURS} heures avant la prise en charge`);
    expect(late).toHaveTextContent(`${LATE_REFUND_PERCENT} % du prix est remboursé`);
  } finally {
    view.unmount();
    await i18n.changeLanguage('en');
  }
});
