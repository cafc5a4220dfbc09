import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import type { PendingReview } from '@rides/contracts/reviews';
import en from '../../locales/en.json';
import { callsOf, handlers, refusal, reset } from '../../__tests__/fake-backend';
import { PendingReviews } from '../pending-reviews';

i18n.addResourceBundle('en', 'admin', en, true, true);
jest.setTimeout(30_000);

const review = (over: Partial<PendingReview> = {}): PendingReview => ({
  id: '11',
  reference: 'PT-REV011',
  rating: 4,
  comment: 'Chauffeur très aimable.',
  author: 'Anna S.',
  language: 'fr',
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...over,
});

/** What the server holds: deciding a review takes it off. */
let waiting: PendingReview[] = [];

beforeEach(() => {
  reset();
  waiting = [review(), review({ id: '12', reference: 'PT-REV012', rating: 2, comment: '', author: 'Tom B.', language: 'en' })];
  handlers.listPendingReviews = async () => ({ reviews: waiting, total: waiting.length });
  handlers.moderateReview = async (input) => {
    const { id, decision } = input as { id: string; decision: 'approve' | 'reject' };
    waiting = waiting.filter((r) => r.id !== id);
    return { id, status: decision === 'approve' ? 'approved' : 'rejected' };
  };
});

const renderList = () => renderAt('/admin', [{ path: '/admin', element: <PendingReviews /> }]);
const item = (reference: string) => within(screen.getAllByTestId('pending-review').find((i) => within(i).queryByRole('heading', { name: new RegExp(reference) }))!);

it('lists the waiting reviews with rating, comment, booking reference and the name they would show', async () => {
  renderList();
  expect(await screen.findByRole('heading', { name: 'PT-REV011 · Anna S.' })).toBeInTheDocument();
  expect(screen.getByTestId('pending-review-count')).toHaveTextContent('2 reviews waiting');
  const first = item('PT-REV011');
  expect(first.getByText('Rated 4 out of 5')).toBeInTheDocument();
  expect(first.getByText('Chauffeur très aimable.')).toHaveAttribute('lang', 'fr');
  expect(first.getByText(/^Written 3 hours ago · in French$/)).toBeInTheDocument();
  expect(item('PT-REV012').getByText(en.reviews.noComment)).toBeInTheDocument();
});

it('approves one: the server is asked, the review leaves the list and the page says what it did', async () => {
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve the review of PT-REV011' }));
  expect(await screen.findByText('Review of PT-REV011 approved: it now shows on the home page.')).toBeInTheDocument();
  expect(callsOf('moderateReview')).toEqual([{ id: '11', decision: 'approve' }]);
  expect(await screen.findByTestId('pending-review-count')).toHaveTextContent('1 review waiting');
  expect(screen.queryByRole('heading', { name: /PT-REV011/ })).toBeNull();
});

it('rejects one, and says so', async () => {
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Reject the review of PT-REV012' }));
  expect(await screen.findByText('Review of PT-REV012 rejected: it will not be shown.')).toBeInTheDocument();
  expect(callsOf('moderateReview')).toEqual([{ id: '12', decision: 'reject' }]);
});

it('says when another admin decided first, and reads the list again', async () => {
  handlers.moderateReview = async () => {
    waiting = waiting.slice(1);
    throw refusal('failed-precondition', 'already-decided');
  };
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve the review of PT-REV011' }));
  expect(await screen.findByText('Another admin decided on the review of PT-REV011 first.')).toBeInTheDocument();
  expect(await screen.findByTestId('pending-review-count')).toHaveTextContent('1 review waiting');
});

it('says when nothing is waiting', async () => {
  waiting = [];
  renderList();
  expect(await screen.findByText(en.reviews.none)).toBeInTheDocument();
  expect(screen.queryByTestId('pending-review-count')).toBeNull();
});
