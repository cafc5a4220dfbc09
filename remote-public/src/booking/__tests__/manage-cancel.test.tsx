import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView } from '@rides/contracts/bookings';
import { bookingView, openSelfService, TOKEN } from './booking-view';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import { en } from './helpers';
import { openBookingPage, refused, serveBooking } from './manage-helpers';

installFakeNetwork();
jest.setTimeout(30_000);

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
});

/** Paid 109 € by card; cancelled now, the full amount comes back (more than 24 h ahead). */
const paidByCard = (over: Partial<BookingView> = {}) =>
  bookingView({
    payment: 'card',
    paymentStatus: 'paid',
    paidCents: 10900,
    quote: { currency: 'EUR', vehicle: 'sedan', rule: 'airport-fixed', distanceKm: 30.1, lines: [{ code: 'fare', quantity: 1, unitCents: 10900, amountCents: 10900 }], totalCents: 10900 },
    selfService: openSelfService({ cancellation: { refundCents: 10900, percent: 100, fullRefundUntil: '2030-06-11T12:30:00.000Z' } }),
    ...over,
  });

/** What the server answers after a cancellation with `refundCents` refunded. */
const cancelledWith = (b: BookingView, refundCents: number): BookingView => ({
  ...b,
  status: 'cancelled',
  paymentStatus: refundCents > 0 ? 'refunded' : b.paymentStatus,
  cancelledAt: '2030-06-05T08:00:00.000Z',
  refundedCents: refundCents,
  refunds: refundCents > 0 ? [{ at: '2030-06-05T08:00:01.000Z', amountCents: refundCents, status: 'pending', reason: 'cancellation' }] : [],
  changes: [{ id: '9', at: '2030-06-05T08:00:00.000Z', kind: 'cancel', status: 'applied', actor: 'booker', fields: [], priceBeforeCents: null, priceAfterCents: null, message: null, answer: null }],
  selfService: { ...b.selfService, details: false, modify: 'none', cancel: false, cancellation: null },
});

it('states the exact full refund and until when before anything is done, and a double click cancels once', async () => {
  const server = serveBooking(paidByCard());
  let answer: (() => void) | null = null;
  handlers.cancelBooking = () =>
    new Promise((resolve) => {
      // Answered only once the test has clicked twice: the second click lands while the first is on its way.
      answer = () => {
        server.booking = cancelledWith(server.booking, 10900);
        resolve({ result: { booking: server.booking } });
      };
    });
  await openBookingPage();
  const open = screen.getByRole('button', { name: en.booking.manage.cancel.open });
  await userEvent.click(open);

  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking PT-ABC123?' });
  expect(dialog).toHaveAccessibleDescription(/You will be refunded €109: a full refund, as you cancel more than 24 hours before pickup \(until Tuesday, 11 June 2030 at 14:30, Paris time\)\./);
  expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('The refund reaches your card in 5 to 10 business days.');
  // The focus is in the dialog (on "Keep my booking" in a browser; jsdom has no layout, so the trap takes the dialog itself).
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  expect(callsTo('cancelBooking')).toHaveLength(0);

  const confirm = within(dialog).getByRole('button', { name: en.booking.manage.cancel.confirm });
  await userEvent.dblClick(confirm);
  await waitFor(() => expect(callsTo('cancelBooking')).toHaveLength(1));
  answer!();

  expect(await screen.findByRole('heading', { name: en.booking.outcome.cancelledTitle })).toBeInTheDocument();
  expect(callsTo('cancelBooking')).toEqual([{ reference: 'PT-ABC123', token: TOKEN, shownRefundCents: 10900 }]);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  const done = screen.getByTestId('manage-done');
  expect(done).toHaveTextContent(en.booking.manage.done.cancelled);
  expect(done).toHaveTextContent('€109 is being refunded to your card.');
  // The focus lands on the message (the Cancel button that opened the dialog is gone).
  await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
  // The booking page shows the cancelled booking, the refund in its history, and nothing more to do.
  expect(screen.getByTestId('timeline-refund.pending')).toHaveTextContent('Refund of €109 started');
  expect(screen.getByTestId('timeline-change.cancelled')).toHaveTextContent('Cancelled by the booker');
  expect(screen.queryByRole('button', { name: en.booking.manage.cancel.open })).not.toBeInTheDocument();
});

it('within 24 hours, states 80 % of what was paid, with its cents', async () => {
  serveBooking(paidByCard({ selfService: openSelfService({ cancellation: { refundCents: 8720, percent: 80, fullRefundUntil: '2030-06-11T12:30:00.000Z' } }) }));
  await openBookingPage();
  await userEvent.click(screen.getByRole('button', { name: en.booking.manage.cancel.open }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent(
    'You will be refunded 80% of €109: €87.20. Full refunds ended on Tuesday, 11 June 2030 at 14:30 (Paris time), 24 hours before pickup.',
  );
});

it('when the refund moved meanwhile (the 24 hours began), shows the new amount and asks again', async () => {
  const server = serveBooking(paidByCard());
  handlers.cancelBooking = (input) => {
    if (input.shownRefundCents !== 8720) return refused('FAILED_PRECONDITION', 'refund-changed', { refundCents: 8720 });
    server.booking = cancelledWith(server.booking, 8720);
    return { result: { booking: server.booking } };
  };
  await openBookingPage();
  await userEvent.click(screen.getByRole('button', { name: en.booking.manage.cancel.open }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: en.booking.manage.cancel.confirm }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The refund is now €87.20 (you were shown €109)');
  expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('You will be refunded 80% of €109: €87.20.');
  expect(callsTo('cancelBooking')).toHaveLength(1);

  await userEvent.click(within(dialog).getByRole('button', { name: en.booking.manage.cancel.confirmAgain }));
  expect(await screen.findByRole('heading', { name: en.booking.outcome.cancelledTitle })).toBeInTheDocument();
  expect(callsTo('cancelBooking').map((c) => c.shownRefundCents)).toEqual([10900, 8720]);
});

it('says nothing has been charged for a pay-the-driver booking, and Keep my booking returns to the page', async () => {
  serveBooking(bookingView({ selfService: openSelfService() }));
  await openBookingPage();
  const open = screen.getByRole('button', { name: en.booking.manage.cancel.open });
  await userEvent.click(open);
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(en.booking.manage.cancel.nothingCharged);
  await userEvent.click(within(dialog).getByRole('button', { name: en.booking.manage.cancel.keep }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(open).toHaveFocus());
  expect(callsTo('cancelBooking')).toHaveLength(0);
});

it('once a pay-the-driver booking is cancelled, its page says there is nothing to pay, not to pay the driver', async () => {
  const server = serveBooking(bookingView({ selfService: openSelfService() }));
  handlers.cancelBooking = () => {
    server.booking = cancelledWith(server.booking, 0);
    return { result: { booking: server.booking } };
  };
  await openBookingPage();
  expect(screen.getByText(en.booking.outcome.paymentStatus.pay_driver)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: en.booking.manage.cancel.open }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.booking.manage.cancel.confirm }));
  expect(await screen.findByRole('heading', { name: en.booking.outcome.cancelledTitle })).toBeInTheDocument();
  expect(screen.getByText(en.booking.outcome.nothingToPay)).toBeInTheDocument();
  expect(screen.queryByText(en.booking.outcome.paymentStatus.pay_driver)).not.toBeInTheDocument();
});
