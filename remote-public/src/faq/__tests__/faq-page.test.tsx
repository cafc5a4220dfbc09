import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import { CONTENT_FACTS } from '@rides/domain/content-facts';
import faqEn from '@rides/content/locales/en/faq.json';
import faqFr from '@rides/content/locales/fr/faq.json';
import commonFr from '@rides/i18n/locales/fr/common.json';
import FaqPage from '../../pages/faq-page';

jest.setTimeout(30_000);
const scrolled = jest.fn();
Element.prototype.scrollIntoView = scrolled;

const renderFaq = (path = '/faq') => renderAt(path, [{ path: '/faq', element: <FaqPage /> }]);
const questions = () => screen.getAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));
const search = () => screen.getByRole('searchbox', { name: faqEn.searchLabel });
const status = () => within(screen.getByRole('search')).getByRole('status');

afterEach(() => act(() => i18n.changeLanguage('en')));

it('lists every question under its category heading, each closed until opened', async () => {
  renderFaq();
  expect(await screen.findByRole('heading', { level: 1, name: faqEn.title })).toBeInTheDocument();
  for (const label of Object.values(faqEn.categories)) expect(screen.getByRole('heading', { level: 2, name: label })).toBeInTheDocument();
  expect(questions()).toHaveLength(Object.keys(faqEn.items).length);
  const button = screen.getByRole('button', { name: faqEn.items['cancel-refund'].q });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // The answer's numbers come from the code's rules.
  const answer = `Cancel more than ${CONTENT_FACTS.fullRefundHours} hours before pickup and you get a full refund.`;
  expect(screen.getByText(answer, { exact: false })).not.toBeVisible();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(answer, { exact: false })).toBeVisible();
});

it('filters as you type, ignoring case, and announces how many questions match', async () => {
  renderFaq();
  await screen.findByRole('heading', { level: 1, name: faqEn.title });
  expect(status()).toHaveTextContent('');
  await userEvent.type(search(), 'CHILD seat');
  expect(status()).toHaveTextContent('2 questions match');
  expect(screen.getByRole('button', { name: faqEn.items['child-seats'].q })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: faqEn.items['airport-fares'].q })).toBeNull();
  // Categories with no match are left out.
  expect(screen.queryByRole('heading', { level: 2, name: faqEn.categories.partners })).toBeNull();
  await userEvent.clear(search());
  await userEvent.type(search(), 'beauvais');
  await waitFor(() => expect(status()).toHaveTextContent(/^\d+ questions? match(es)?$/));
});

it('says when nothing matches and offers the contact page', async () => {
  renderFaq();
  await screen.findByRole('heading', { level: 1, name: faqEn.title });
  await userEvent.type(search(), 'xyzzy');
  expect(status()).toHaveTextContent('0 questions match');
  expect(screen.getByRole('heading', { name: faqEn.emptyTitle })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: faqEn.contactLink })).toHaveAttribute('href', '/contact');
  expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
});

it('opens the question named in the address (/faq#<id>) and brings it into view', async () => {
  renderFaq('/faq#flight-delayed');
  const button = await screen.findByRole('button', { name: faqEn.items['flight-delayed'].q });
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  await waitFor(() => expect(button).toHaveFocus());
  expect(button.closest('[id="flight-delayed"]')).not.toBeNull();
  expect(scrolled).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: faqEn.items['cancel-refund'].q })).toHaveAttribute('aria-expanded', 'false');
});

it('reads French to a French visitor, and finds words typed without accents', async () => {
  // As the shell switches: the language's shared bundle first, then the language.
  i18n.addResourceBundle('fr', 'common', commonFr);
  await act(() => i18n.changeLanguage('fr'));
  renderFaq();
  expect(await screen.findByRole('heading', { level: 1, name: faqFr.title })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: faqFr.searchLabel }), 'VEHICULE');
  // "véhicule" is in the answers about changing a booking and about luggage.
  expect(status()).toHaveTextContent('2 questions correspondent');
  expect(screen.getByRole('button', { name: faqFr.items.luggage.q })).toBeInTheDocument();
});
