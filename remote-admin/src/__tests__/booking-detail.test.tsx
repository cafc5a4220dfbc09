import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import AllRequestsPage from '../pages/all-requests-page';
import { bookingView, callsOf, deferred, handlers, refusal, requestDetail, requestRow, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);
// Forms typed key by key on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(30_000);

const renderDetail = () => renderAt('/admin/all-requests?ride=301', [{ path: '/admin/all-requests', element: <AllRequestsPage /> }]);
const openPanel = async () => within(await screen.findByRole('dialog', { name: 'Request PT-REQ301' }));

beforeEach(() => {
  reset();
  handlers.listAllRequests = async () => ({ rows: [requestRow()], next: null });
  handlers.listChangeRequests = async () => ({ requests: [] });
  handlers.getRequestDetail = async () => requestDetail();
});

describe('the booking in the request detail', () => {
  it('shows the shared price lines and timeline, the totals paid and refunded, each refund, and every change with its internal reason', async () => {
    handlers.getRequestDetail = async () =>
      requestDetail({
        booking: bookingView({
          paidCents: 10500,
          refundedCents: 1250,
          refunds: [{ at: '2026-06-20T09:00:00.000Z', amountCents: 1250, status: 'succeeded', reason: 'admin' }],
        }),
        changes: [
          {
            id: 'c1',
            at: '2026-06-10T08:00:00.000Z',
            kind: 'modify',
            status: 'applied',
            actor: 'booker',
            fields: ['vehicle', 'passengers'],
            priceBeforeCents: 7500,
            priceAfterCents: 10500,
            message: null,
            answer: null,
          },
          {
            id: 'c2',
            at: '2026-06-20T08:55:00.000Z',
            kind: 'details',
            status: 'applied',
            actor: 'admin',
            fields: ['notes'],
            priceBeforeCents: null,
            priceAfterCents: null,
            message: 'Goodwill after a late driver (internal)',
            answer: null,
          },
        ],
      });
    renderDetail();
    const panel = await openPanel();
    expect(await panel.findByRole('heading', { name: 'Price' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Booking history' })).toBeInTheDocument();

    const totals = within(panel.getByTestId('money-totals'));
    expect(totals.getByText('€105')).toBeInTheDocument();
    // A partial refund keeps its cents.
    expect(totals.getByText('€12.50')).toBeInTheDocument();
    const refund = within(panel.getByTestId('refund'));
    expect(refund.getByText("An admin's decision")).toBeInTheDocument();
    expect(refund.getByText('Refunded')).toBeInTheDocument();
    expect(refund.getByText('€12.50')).toBeInTheDocument();

    const [modify, details] = panel.getAllByTestId('booking-change').map((c) => within(c));
    expect(modify!.getByText('Trip modified · applied')).toBeInTheDocument();
    expect(modify!.getByText('Changed: vehicle, passengers')).toBeInTheDocument();
    expect(modify!.getByText('Price: €75 → €105')).toBeInTheDocument();
    expect(details!.getByText(/Admin$/)).toBeInTheDocument();
    expect(details!.getByText('Note: Goodwill after a late driver (internal)')).toBeInTheDocument();
  });

  it('offers no cancel for a cancelled booking', async () => {
    handlers.getRequestDetail = async () =>
      requestDetail({
        row: requestRow({ status: 'cancelled', rideStatus: 'cancelled' }),
        booking: bookingView({ status: 'cancelled', cancelledAt: '2026-06-20T09:00:00.000Z', ride: { status: 'cancelled', driver: null, events: [] } }),
        allowedActions: [],
      });
    renderDetail();
    const panel = await openPanel();
    expect(await panel.findByText('No admin step is possible now.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });
});

describe('Cancel booking', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    const panel = await openPanel();
    await user.click(await panel.findByRole('button', { name: 'Cancel booking' }));
    return within(await screen.findByRole('alertdialog', { name: 'Cancel booking PT-REQ301?' }));
  };

  // 80 % of 75.50 EUR: a policy refund with cents.
  const policyWithCents = () =>
    requestDetail({ booking: bookingView({ paidCents: 7550, selfService: { ...bookingView().selfService, cancellation: { refundCents: 6040, percent: 80, fullRefundUntil: '2026-06-30T08:30:00.000Z' } } }) });

  it('prefills the policy refund, offers the quick choices, and sums up what will happen', async () => {
    const user = userEvent.setup();
    handlers.getRequestDetail = async () => policyWithCents();
    renderDetail();
    const ask = await openDialog(user);
    const refund = ask.getByRole('textbox', { name: 'Refund (EUR)' });
    expect(refund).toHaveValue('60.40');
    expect(ask.getByText('At most €75.50: €75.50 paid by card, €0 already refunded. The cancellation policy gives €60.40 (80 %) if cancelled now.')).toBeInTheDocument();
    const summary = within(ask.getByTestId('cancel-summary'));
    expect(summary.getByText('PT-REQ301 is cancelled and €60.40 is refunded to the card (€75.50 was paid).')).toBeInTheDocument();

    await user.click(ask.getByRole('button', { name: 'No refund' }));
    expect(refund).toHaveValue('0');
    expect(summary.getByText('PT-REQ301 is cancelled without a refund.')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Full refund' }));
    expect(refund).toHaveValue('75.50');
    await user.click(ask.getByRole('button', { name: 'Policy refund' }));
    expect(refund).toHaveValue('60.40');
    // A comma is a decimal mark too.
    await user.clear(refund);
    await user.type(refund, '40,5');
    expect(summary.getByText('PT-REQ301 is cancelled and €40.50 is refunded to the card (€75.50 was paid).')).toBeInTheDocument();
  });

  it('asks for a reason, and sends the refund chosen once, however often it is clicked', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    handlers.adminCancelBooking = () => answer.promise;
    handlers.getRequestDetail = async () => policyWithCents();
    renderDetail();
    const ask = await openDialog(user);
    const confirm = ask.getByRole('button', { name: 'Confirm the cancellation' });
    await user.click(confirm);
    const reason = ask.getByRole('textbox', { name: /Reason/ });
    expect(ask.getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(callsOf('adminCancelBooking')).toEqual([]);

    await user.type(reason, 'No flight');
    await user.dblClick(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.click(confirm);
    expect(callsOf('adminCancelBooking')).toEqual([{ reference: 'PT-REQ301', reason: 'No flight', refundCents: 6040 }]);

    answer.resolve({ booking: bookingView({ status: 'cancelled', cancelledAt: '2026-06-20T09:00:00.000Z' }) });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The detail is read again, so it shows the cancelled booking and its refund.
    await waitFor(() => expect(callsOf('getRequestDetail').length).toBeGreaterThan(1));
    expect(callsOf('adminCancelBooking')).toHaveLength(1);
  });

  it('refuses a refund above what is left to refund before asking, and words the server refusing one', async () => {
    const user = userEvent.setup();
    handlers.adminCancelBooking = async () => {
      throw refusal('failed-precondition', 'refund-too-large');
    };
    handlers.getRequestDetail = async () => requestDetail({ booking: bookingView({ paidCents: 7500, refundedCents: 1500 }) });
    renderDetail();
    const ask = await openDialog(user);
    await user.type(ask.getByRole('textbox', { name: /Reason/ }), 'By phone');
    const refund = ask.getByRole('textbox', { name: 'Refund (EUR)' });
    await user.clear(refund);
    await user.type(refund, '70');
    expect(ask.getByText('The refund cannot be more than €60.')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(refund).toHaveFocus();
    expect(callsOf('adminCancelBooking')).toEqual([]);

    await user.clear(refund);
    await user.type(refund, 'ten');
    expect(ask.getByText('Enter an amount in euros, such as 40 or 40.50.')).toBeInTheDocument();

    // The server knows of a refund the page does not yet show: it refuses, and says why.
    await user.click(ask.getByRole('button', { name: 'Full refund' }));
    await user.click(ask.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await ask.findByRole('alert')).toHaveTextContent('The refund is more than what was paid and not yet refunded.');
    expect(callsOf('adminCancelBooking')).toEqual([{ reference: 'PT-REQ301', reason: 'By phone', refundCents: 6000 }]);
    expect(ask.getByRole('button', { name: 'Confirm the cancellation' })).toBeEnabled();
  });

  it('a pay-the-driver booking is cancelled without a refund field', async () => {
    const user = userEvent.setup();
    handlers.adminCancelBooking = async () => ({ booking: bookingView({ status: 'cancelled' }) });
    handlers.getRequestDetail = async () =>
      requestDetail({ row: requestRow({ payment: 'driver', paymentStatus: 'pay_driver' }), booking: bookingView({ payment: 'driver', paymentStatus: 'pay_driver', paidCents: 0, selfService: { ...bookingView().selfService, cancellation: { refundCents: 0, percent: 100, fullRefundUntil: '2026-06-30T08:30:00.000Z' } } }) });
    renderDetail();
    const ask = await openDialog(user);
    expect(ask.getByText('Nothing was paid by card, so there is nothing to refund.')).toBeInTheDocument();
    expect(ask.queryByRole('textbox', { name: 'Refund (EUR)' })).not.toBeInTheDocument();
    await user.type(ask.getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await user.click(ask.getByRole('button', { name: 'Confirm the cancellation' }));
    await waitFor(() => expect(callsOf('adminCancelBooking')).toEqual([{ reference: 'PT-REQ301', reason: 'Duplicate', refundCents: 0 }]));
  });
});
