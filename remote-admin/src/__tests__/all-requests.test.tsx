import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@rides/platform/router';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import AllRequestsPage from '../pages/all-requests-page';
import { callsOf, handlers, requestDetail, requestRow, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);
// Forms typed key by key on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(30_000);

const row = requestRow;
const r1 = row();
const r2 = row({ id: '302', reference: 'PT-REQ302', status: 'pending_payment', rideStatus: 'unassigned', paymentStatus: 'unpaid', driverName: null });
const r3 = row({ id: '303', reference: 'PT-REQ303', status: 'cancelled', rideStatus: 'cancelled', paymentStatus: 'refunded', driverName: null });
const detail = requestDetail();

/** The address as the page left it. */
function Search() {
  return <div data-testid="search">{useLocation().search}</div>;
}
const params = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent ?? ''));
const renderPage = (search = '') =>
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
const references = () => screen.getAllByTestId('request-row').map((r) => within(r).getAllByRole('cell')[0]!.textContent);

beforeEach(() => {
  reset();
  handlers.listAllRequests = async () => ({ rows: [r1, r2, r3], next: null });
  handlers.getRequestDetail = async () => detail;
  handlers.listChangeRequests = async () => ({ requests: [] });
});

it('sends the filters of the address to the server, and keeps the ones applied in the address', async () => {
  const user = userEvent.setup();
  renderPage('?status=confirmed&q=lovelace&payment=nonsense');
  await waitFor(() => expect(references()).toEqual(['PT-REQ301', 'PT-REQ302', 'PT-REQ303']));
  // A value the server would refuse (a typo in a shared link) is left out.
  expect(callsOf('listAllRequests')).toEqual([{ filters: { status: 'confirmed', q: 'lovelace' }, limit: 50, after: null }]);
  const form = within(screen.getByRole('search', { name: 'Filter requests' }));
  expect(form.getByRole('textbox', { name: 'Search' })).toHaveValue('lovelace');
  expect(form.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');

  await user.selectOptions(form.getByRole('combobox', { name: 'Payment' }), 'paid');
  await user.type(form.getByLabelText('Pickup from'), '2026-07-01');
  await user.type(form.getByLabelText('Pickup until'), '2026-07-31');
  await user.type(form.getByRole('textbox', { name: 'Partner (slug)' }), 'hotel-lutetia');
  await user.click(form.getByRole('button', { name: 'Apply filters' }));

  const applied = { status: 'confirmed', q: 'lovelace', payment: 'paid', pickupFrom: '2026-07-01', pickupTo: '2026-07-31', partnerSlug: 'hotel-lutetia' };
  await waitFor(() => expect(callsOf('listAllRequests').at(-1)).toEqual({ filters: applied, limit: 50, after: null }));
  expect(params()).toEqual({ status: 'confirmed', q: 'lovelace', payment: 'paid', from: '2026-07-01', to: '2026-07-31', partner: 'hotel-lutetia' });
});

it('refuses an end date before the start date without asking the server', async () => {
  const user = userEvent.setup();
  renderPage();
  await waitFor(() => expect(references()).toHaveLength(3));
  const form = within(screen.getByRole('search', { name: 'Filter requests' }));
  await user.type(form.getByLabelText('Pickup from'), '2026-07-10');
  await user.type(form.getByLabelText('Pickup until'), '2026-07-01');
  await user.click(form.getByRole('button', { name: 'Apply filters' }));
  expect(form.getByText(en.requests.filters.badRange)).toBeInTheDocument();
  expect(callsOf('listAllRequests')).toHaveLength(1);
});

it('"Load more" asks for the page after the cursor and adds it below', async () => {
  const user = userEvent.setup();
  handlers.listAllRequests = async (input) => ((input as { after: string | null }).after === 'cursor-2' ? { rows: [r3], next: null } : { rows: [r1, r2], next: 'cursor-2' });
  renderPage('?status=confirmed');
  await waitFor(() => expect(references()).toEqual(['PT-REQ301', 'PT-REQ302']));
  expect(screen.getByText('2 requests shown, more to load')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(references()).toEqual(['PT-REQ301', 'PT-REQ302', 'PT-REQ303']));
  expect(callsOf('listAllRequests')).toEqual([
    { filters: { status: 'confirmed' }, limit: 50, after: null },
    { filters: { status: 'confirmed' }, limit: 50, after: 'cursor-2' },
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.getByText('3 requests')).toBeInTheDocument();
});

/** jsdom's Blob has no text(): read it as a browser would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('CSV export', () => {
  const created: Blob[] = [];
  let downloads: string[] = [];
  beforeEach(() => {
    created.length = 0;
    downloads = [];
    URL.createObjectURL = jest.fn((b: Blob) => (created.push(b), 'blob:csv'));
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the matching requests as a dated CSV file and says when it stopped at the limit', async () => {
    const user = userEvent.setup();
    handlers.exportAllRequests = async () => ({ csv: 'reference,status\nPT-REQ303,cancelled\n', rows: 10000, truncated: true });
    renderPage('?status=cancelled');
    await waitFor(() => expect(references()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(callsOf('exportAllRequests')).toEqual([{ filters: { status: 'cancelled' } }]);
    expect(downloads[0]).toMatch(/^all-requests-\d{4}-\d{2}-\d{2}\.csv blob:csv$/);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(created[0]!)).toBe('reference,status\nPT-REQ303,cancelled\n');
    expect(await screen.findByText(/^10000 rows exported to all-requests-\d{4}-\d{2}-\d{2}\.csv\.$/)).toBeInTheDocument();
    expect(screen.getByText('The export stops at 10,000 rows: narrow the filters to export the rest.')).toBeInTheDocument();
  });
});

describe('request detail', () => {
  it('opens from a row into ?ride=<id> with the booking, its history, payments and messages', async () => {
    const user = userEvent.setup();
    renderPage('?status=confirmed');
    await user.click(await screen.findByRole('link', { name: 'Open request PT-REQ301' }));
    expect(params()).toEqual({ status: 'confirmed', ride: '301' });
    const panel = within(await screen.findByRole('dialog', { name: 'Request PT-REQ301' }));
    expect(callsOf('getRequestDetail')).toEqual([{ rideId: '301' }]);
    expect(panel.getByText('AF1234')).toBeInTheDocument();
    expect(panel.getByText('Ada Lovelace')).toBeInTheDocument();
    const event = within(panel.getByTestId('ride-event'));
    expect(event.getByText('Driver assigned · Bruno Martin')).toBeInTheDocument();
    expect(event.getByText(/Admin Alice Admin · Waiting for a driver → Driver assigned/)).toBeInTheDocument();
    expect(panel.getByRole('cell', { name: 'stripe' })).toBeInTheDocument();
    expect(within(panel.getByTestId('sent-message')).getByText('driver-details')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Assign a driver on the board' })).toHaveAttribute('href', '/admin/assign-rides');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(params()).toEqual({ status: 'confirmed' });
  });

  it('a reload with ?ride= opens it again; a row click opens another', async () => {
    const user = userEvent.setup();
    renderPage('?ride=301');
    expect(await screen.findByRole('dialog', { name: 'Request PT-REQ301' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(screen.getAllByTestId('request-row')[0]!).getByText('ada@example.com'));
    await waitFor(() => expect(params().ride).toBe('301'));
  });

  it('unassigns only with a reason, through adminRideAction; cancelling is offered once, as "Cancel booking"', async () => {
    const user = userEvent.setup();
    handlers.adminRideAction = async () => ({});
    renderPage('?ride=301');
    const panel = within(await screen.findByRole('dialog', { name: 'Request PT-REQ301' }));
    expect(panel.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Cancel the ride' })).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Unassign the driver' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Unassign the driver of PT-REQ301?' }));
    await user.click(ask.getByRole('button', { name: 'Unassign the driver' }));
    expect(ask.getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(ask.getByRole('textbox', { name: /Reason/ }), 'Driver is ill');
    await user.click(ask.getByRole('button', { name: 'Unassign the driver' }));
    await waitFor(() => expect(callsOf('adminRideAction')).toEqual([{ rideId: '301', action: 'unassign', reason: 'Driver is ill' }]));
  });

  it("filters by the request's driver from the detail", async () => {
    const user = userEvent.setup();
    renderPage('?ride=301');
    const panel = within(await screen.findByRole('dialog', { name: 'Request PT-REQ301' }));
    await user.click(await panel.findByRole('button', { name: 'Show every request of Bruno Martin' }));
    await waitFor(() => expect(params()).toEqual({ driver: 'd2' }));
    await waitFor(() => expect(callsOf('listAllRequests').at(-1)).toEqual({ filters: { driverId: 'd2' }, limit: 50, after: null }));
    expect(await screen.findByText('Driver: Bruno Martin')).toBeInTheDocument();
  });
});
