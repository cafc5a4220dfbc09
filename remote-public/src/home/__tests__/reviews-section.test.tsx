import { screen, within } from '@testing-library/react';
import { getReviewSummary, type ReviewSummary } from '@rides/contracts/reviews';
import { operationKey } from '@rides/platform/query';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../../locales/en.json';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from '../../booking/__tests__/fake-network';
import { ReviewsSection } from '../reviews-section';
import { REVIEW_SUMMARY_KEY } from '../use-review-summary';

i18n.addResourceBundle('en', 'public', en, true, true);
installFakeNetwork();

const summary = (over: Partial<ReviewSummary> = {}): ReviewSummary => ({
  count: 3,
  average: 4.3,
  latest: [
    { rating: 5, comment: 'Chauffeur ponctuel, voiture impeccable.', author: 'Anna S.', language: 'fr', createdAt: '2027-04-08T09:00:00.000Z' },
    { rating: 4, comment: '', author: 'Tom B.', language: 'en', createdAt: '2027-04-02T09:00:00.000Z' },
  ],
  ...over,
});

const renderSection = () => renderAt('/', [{ path: '/', element: <ReviewsSection /> }]);

beforeEach(() => resetNetwork());

it('reads the summary under the key of its operation (the schemas load only with the call)', () => {
  expect(REVIEW_SUMMARY_KEY).toEqual(operationKey(getReviewSummary, {}));
});

it('shows the measured average and count, with stars in words, and the latest approved reviews', async () => {
  handlers.getReviewSummary = () => ({ result: summary() });
  renderSection();
  expect(await screen.findByTestId('review-average')).toHaveTextContent('4.3 out of 5');
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveTextContent('★★★★☆');
  expect(screen.getByTestId('review-count')).toHaveTextContent('Based on 3 reviews');
  const cards = screen.getAllByTestId('review');
  expect(cards).toHaveLength(2);
  const first = within(cards[0]!);
  expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(first.getByText('Chauffeur ponctuel, voiture impeccable.')).toHaveAttribute('lang', 'fr');
  expect(first.getByText('Anna S.')).toBeInTheDocument();
  expect(first.getByText('Thu, 8 Apr 2027 · written in French')).toBeInTheDocument();
  expect(within(cards[1]!).getByText(en.reviews.section.ratingOnly)).toBeInTheDocument();
  expect(callsTo('getReviewSummary')).toEqual([{}]);
});

it('says one review in the singular', async () => {
  handlers.getReviewSummary = () => ({ result: summary({ count: 1, average: 5, latest: summary().latest.slice(0, 1) }) });
  renderSection();
  expect(await screen.findByTestId('review-count')).toHaveTextContent('Based on 1 review');
  expect(screen.getByTestId('review-average')).toHaveTextContent('5 out of 5');
});

it('says honestly that there are no reviews yet, and still offers to book', async () => {
  handlers.getReviewSummary = () => ({ result: { count: 0, average: null, latest: [] } });
  renderSection();
  expect(await screen.findByText(en.reviews.section.none)).toBeInTheDocument();
  expect(screen.queryByTestId('review-average')).toBeNull();
  expect(screen.queryAllByTestId('review')).toHaveLength(0);
  expect(screen.getByRole('link', { name: en.home.cta })).toHaveAttribute('href', '/#booking');
});

it('keeps the company’s claim apart, worded as its own statement, whatever the figures', async () => {
  handlers.getReviewSummary = () => ({ result: summary() });
  renderSection();
  await screen.findByTestId('review-average');
  const statement = within(screen.getByTestId('review-statement'));
  expect(statement.getByRole('heading', { name: en.reviews.section.statementHeading })).toBeInTheDocument();
  expect(statement.getByText(/^Our own statement: rated 4\.9 in more than 800 five-star reviews\./)).toBeInTheDocument();
  // The measured figures never carry the claim's numbers.
  expect(screen.getByTestId('review-average')).not.toHaveTextContent('4.9');
  expect(screen.getByTestId('review-count')).not.toHaveTextContent('800');
});

it('says when the reviews cannot be shown, and still offers to book', async () => {
  handlers.getReviewSummary = () => 'offline';
  renderSection();
  expect(await screen.findByText(en.reviews.section.failed)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.home.cta })).toHaveAttribute('href', '/#booking');
});
