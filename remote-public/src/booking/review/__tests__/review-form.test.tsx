import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from '../../__tests__/fake-network';
import { ReviewInvite } from '../review-invite';

i18n.addResourceBundle('en', 'public', en, true, true);
i18n.addResourceBundle('fr', 'public', fr, true, true);
installFakeNetwork();
jest.setTimeout(30_000);

const REVIEW_TOKEN = 'r'.repeat(43);
const URL = `/booking-confirmation?ref=PT-ABC123&token=${'a'.repeat(43)}&review=${REVIEW_TOKEN}`;
const renderInvite = (url = URL) => renderAt(url, [{ path: '/booking-confirmation', element: <ReviewInvite reference="PT-ABC123" /> }]);
const refusal = (status: string, reason?: string) => ({ error: { status, message: `errors.${status.toLowerCase()}`, details: reason ? { reason } : undefined } });

beforeEach(async () => {
  resetNetwork();
  await i18n.changeLanguage('en');
  handlers.getReviewInvite = () => ({ result: { state: 'open' } });
  handlers.submitReview = () => ({ result: { state: 'received' } });
});

const send = () => userEvent.click(screen.getByRole('button', { name: en.reviews.form.send }));

it('asks for a rating before sending anything, and moves the focus to it', async () => {
  renderInvite();
  await screen.findByRole('form', { name: en.reviews.form.heading });
  await send();
  expect(await screen.findByText(en.reviews.form.errors.rating)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('radio', { name: /1 star, Poor/ })).toHaveFocus());
  expect(screen.getByRole('radio', { name: /1 star, Poor/ })).toHaveAttribute('aria-invalid', 'true');
  expect(callsTo('submitReview')).toHaveLength(0);
});

it('says what is wrong in the reader’s language', async () => {
  await i18n.changeLanguage('fr');
  renderInvite();
  await userEvent.click(await screen.findByRole('button', { name: fr.reviews.form.send }));
  expect(await screen.findByText('Choisissez une note de 1 à 5 étoiles.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /4 étoiles, Très bien/ })).toBeInTheDocument();
});

it('keeps the rating and the comment when sending fails, then sends them and thanks the booker', async () => {
  handlers.submitReview = () => 'offline';
  renderInvite();
  await userEvent.click(await screen.findByRole('radio', { name: /4 stars, Very good/ }));
  await userEvent.type(screen.getByRole('textbox', { name: en.reviews.form.comment }), 'On time, very kind.');
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent(en.reviews.form.errors.network);
  expect(screen.getByRole('radio', { name: /4 stars, Very good/ })).toBeChecked();
  expect(screen.getByRole('textbox', { name: en.reviews.form.comment })).toHaveValue('On time, very kind.');

  handlers.submitReview = () => ({ result: { state: 'received' } });
  await send();
  expect(await screen.findByText(en.reviews.form.thanks.title)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(callsTo('submitReview').at(-1)).toEqual({ reference: 'PT-ABC123', token: REVIEW_TOKEN, rating: 4, comment: 'On time, very kind.' });
});

it('says a second review was already received (a link works once)', async () => {
  handlers.submitReview = () => refusal('ALREADY_EXISTS', 'already-reviewed');
  renderInvite();
  await userEvent.click(await screen.findByRole('radio', { name: /5 stars, Excellent/ }));
  await send();
  expect(await screen.findByText(en.reviews.form.received.title)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

it('shows no form for a link already used, a ride not completed or a link that is not ours', async () => {
  handlers.getReviewInvite = () => ({ result: { state: 'received' } });
  const used = renderInvite();
  expect(await screen.findByText(en.reviews.form.received.body)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  used.unmount();

  handlers.getReviewInvite = () => ({ result: { state: 'not-completed' } });
  const early = renderInvite();
  expect(await screen.findByText(en.reviews.form.notCompleted)).toBeInTheDocument();
  early.unmount();

  handlers.getReviewInvite = () => refusal('NOT_FOUND');
  renderInvite();
  expect(await screen.findByText(en.reviews.form.invalid)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

it('is not there without a review link, and asks nothing', () => {
  const view = renderInvite(`/booking-confirmation?ref=PT-ABC123&token=${'a'.repeat(43)}`);
  expect(view.container).toBeEmptyDOMElement();
  expect(callsTo('getReviewInvite')).toHaveLength(0);
});
