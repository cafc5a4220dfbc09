import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@rides/platform/router';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import AllRequestsPage from '../pages/all-requests-page';
import type { ChangeRequest } from '../requests/use-change-requests';
import { bookingView, callsOf, changeRequest, handlers, refusal, requestRow, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);
// Forms typed key by key on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(30_000);

const HOUR = 3_600_000;
/** Asked three hours ago: the list says how long a request has waited. */
const older = changeRequest({ createdAt: new Date(Date.now() - 3 * HOUR).toISOString() });
const newer = changeRequest({ changeId: '42', reference: 'PT-CHG042', bookerName: 'Alan Turing', message: null, currentTotalCents: 10500, newTotalCents: 9000, summary: 'Sedan, 1 passenger' });

/** The open requests the server holds: answering one takes it off. */
let open: ChangeRequest[] = [];

function Search() {
  return <div data-testid="search">{useLocation().search}</div>;
}
const renderPage = (search = '?view=changes') =>
  renderAt(`/admin/all-requests${search}`, [
    {
      path: '/admin/all-requests',
      element: (
        <>
          <AllRequestsPage />
          <Search />
        </>
      ),
    },
  ]);
const items = () => screen.queryAllByTestId('change-request');
const item = (reference: string) => within(items().find((i) => within(i).queryByRole('heading', { name: new RegExp(reference) }))!);

beforeEach(() => {
  reset();
  open = [older, newer];
  handlers.listAllRequests = async () => ({ rows: [requestRow()], next: null });
  handlers.listChangeRequests = async () => ({ requests: open });
  handlers.answerChangeRequest = async (input) => {
    open = open.filter((r) => r.changeId !== (input as { changeId: string }).changeId);
    return { booking: bookingView() };
  };
});

it('counts the open requests on their tab and lists each with what was asked, the prices, the message and its age', async () => {
  const user = userEvent.setup();
  renderPage('');
  const tab = await screen.findByRole('tab', { name: 'Change requests (2 open)' });
  await user.click(tab);
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(screen.getByTestId('search')).toHaveTextContent('?view=changes');

  const first = item('PT-CHG041');
  expect(first.getByRole('heading', { name: 'PT-CHG041 · Grace Hopper' })).toBeInTheDocument();
  expect(first.getByText('Asked 3 hours ago')).toBeInTheDocument();
  expect(first.getByText('Asked: Van, 5 passengers, 4 bags')).toBeInTheDocument();
  expect(first.getByText(/^Pickup: 30 Jun 2026, 18:00$/)).toBeInTheDocument();
  expect(first.getByText('Price: €75 → €105 (€30 more)')).toBeInTheDocument();
  expect(first.getByText("Booker's message: “We are five now, with skis.”")).toBeInTheDocument();
  expect(item('PT-CHG042').getByText('Price: €105 → €90 (€15 less)')).toBeInTheDocument();

  // From a request to its booking in the list.
  await user.click(first.getByRole('button', { name: 'Show PT-CHG041 in the list' }));
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=PT-CHG041'));
  expect(screen.getByRole('tab', { name: 'All requests' })).toHaveAttribute('aria-selected', 'true');
});

it('approves through answerChangeRequest, then the list and its count refresh', async () => {
  const user = userEvent.setup();
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(2));
  await user.click(item('PT-CHG041').getByRole('button', { name: 'Approve the change to PT-CHG041' }));
  const ask = within(await screen.findByRole('alertdialog', { name: 'Approve the change to PT-CHG041?' }));
  expect(ask.getByText('Price: €75 → €105 (€30 more)')).toBeInTheDocument();
  await user.click(ask.getByRole('button', { name: 'Approve the change' }));

  await waitFor(() => expect(items()).toHaveLength(1));
  expect(callsOf('answerChangeRequest')).toEqual([{ changeId: '41', decision: 'approve' }]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Change requests (1 open)' })).toBeInTheDocument();
});

it('declines only with a note for the booker', async () => {
  const user = userEvent.setup();
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(2));
  await user.click(item('PT-CHG042').getByRole('button', { name: 'Decline the change to PT-CHG042' }));
  const ask = within(await screen.findByRole('alertdialog', { name: 'Decline the change to PT-CHG042?' }));
  await user.click(ask.getByRole('button', { name: 'Decline the change' }));
  expect(ask.getByText('Tell the booker why, in at least 3 characters.')).toBeInTheDocument();
  expect(callsOf('answerChangeRequest')).toEqual([]);
  const note = ask.getByRole('textbox', { name: /Note for the booker/ });
  expect(note).toHaveFocus();
  await user.type(note, 'No van free');
  await user.click(ask.getByRole('button', { name: 'Decline the change' }));
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(callsOf('answerChangeRequest')).toEqual([{ changeId: '42', decision: 'decline', note: 'No van free' }]);
});

it('says "Already answered" when another admin answered first, and refreshes the list', async () => {
  const user = userEvent.setup();
  handlers.answerChangeRequest = async () => {
    // Someone else answered it meanwhile: the server no longer lists it.
    open = [newer];
    throw refusal('failed-precondition', 'request-closed');
  };
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(2));
  await user.click(item('PT-CHG041').getByRole('button', { name: 'Approve the change to PT-CHG041' }));
  const ask = within(await screen.findByRole('alertdialog', { name: 'Approve the change to PT-CHG041?' }));
  await user.click(ask.getByRole('button', { name: 'Approve the change' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Already answered');
  expect(alert).toHaveTextContent('The request for PT-CHG041 was answered or withdrawn meanwhile; the list has been refreshed.');
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('says so when no request is waiting, and shows no count', async () => {
  open = [];
  renderPage();
  expect(await screen.findByText('No change request is waiting.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Change requests' })).toBeInTheDocument();
});
