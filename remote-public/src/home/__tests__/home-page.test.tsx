import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import faq from '@rides/content/locales/en/faq.json';
import en from '../../locales/en.json';
import HomePage from '../../pages/home-page';
import { installFakeNetwork, resetNetwork } from '../../booking/__tests__/fake-network';

i18n.addResourceBundle('en', 'public', en);
// The booking form's calls answered at the network edge; also tells the page where the functions are.
installFakeNetwork();
jest.setTimeout(30_000);
beforeEach(resetNetwork);

const renderHome = () => renderAt('/', [{ path: '/', element: <HomePage /> }]);
/** The FAQ's texts load with the page; here they are fetched by the test's loader on first render. */
const LATER = { timeout: 10_000 };

it('keeps the booking form first, then How It Works in four steps', async () => {
  renderHome();
  const from = screen.getByRole('combobox', { name: 'From' });
  const how = await screen.findByRole('heading', { level: 2, name: en.home.how.title }, LATER);
  expect(from.compareDocumentPosition(how) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const steps = within(how.closest('section')!).getAllByRole('listitem');
  expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
    en.home.how.steps.book.title,
    en.home.how.steps.meet.title,
    en.home.how.steps.ride.title,
    en.home.how.steps.tips.title,
  ]);
});

it('shows the six home questions of the FAQ, each opening its answer, and a link to the full FAQ', async () => {
  renderHome();
  const heading = await screen.findByRole('heading', { level: 2, name: faq.homeTitle }, LATER);
  const section = within(heading.closest('section')!);
  const items = faq.items as Record<string, { q: string; a: string }>;
  expect(section.getAllByRole('button').map((b) => b.textContent?.replace(/[+−]$/, ''))).toEqual(faq.home.map((id) => items[id]!.q));
  const first = section.getByRole('button', { name: items['cancel-refund']!.q });
  await userEvent.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(section.getByRole('link', { name: faq.allLink })).toHaveAttribute('href', '/faq');
});

it('offers the free local guide in the reader’s language from the localGuide function', async () => {
  renderHome();
  const link = await screen.findByRole('link', { name: en.guideOffer.download }, LATER);
  const url = new URL(link.getAttribute('href')!);
  expect(url.pathname.endsWith('/localGuide')).toBe(true);
  expect(url.searchParams.get('lang')).toBe('en');
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: en.guideOffer.title })).toBeInTheDocument());
});
