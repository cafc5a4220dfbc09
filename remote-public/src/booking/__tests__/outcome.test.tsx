import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@rides/test-utils/render';
import BookingConfirmationPage from '../../pages/booking-confirmation-page';
import PaymentSuccessPage from '../../pages/payment-success-page';
import PaymentCanceledPage from '../../pages/payment-canceled-page';
import PartnerRedirectPage from '../../pages/partner-redirect-page';
import { DRAFT_STORAGE_KEY, emptyDraft, writeDraft } from '../draft';
import { PARTNER_STORAGE_KEY } from '../partner-attribution';
import { PAYMENT_POLL_DELAYS_MS } from '../outcome/use-booking';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import { bookingView, LINK, TOKEN } from './booking-view';
import { cdg2e, paris8 } from './fixtures';
import { en } from './helpers';

installFakeNetwork();
jest.setTimeout(30_000);

const booking = bookingView;

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  localStorage.clear();
});

it('shows the confirmed booking: reference, trip in Paris time, price, payment and what happens next', async () => {
  handlers.getBooking = () => ({ result: booking() });
  renderAt(`/booking-confirmation${LINK}`, [{ path: '/booking-confirmation', element: <BookingConfirmationPage /> }]);
  expect(await screen.findByRole('heading', { name: en.pages.bookingConfirmation.title })).toBeInTheDocument();
  expect(screen.getByTestId('booking-reference')).toHaveTextContent('PT-ABC123');
  expect(screen.getByText('Wednesday, 12 June 2030 at 14:30 (Paris time)')).toBeInTheDocument();
  expect(screen.getByText(en.booking.outcome.paymentStatus.pay_driver)).toBeInTheDocument();
  expect(screen.getAllByText('€75').length).toBeGreaterThan(0);
  expect(screen.getByText('A confirmation e-mail is on its way to ada@example.com.')).toBeInTheDocument();
  // The cancellation policy with its figures (SPEC: 24 h, 80 %), never its placeholders.
  expect(screen.getByText(/^Free cancellation more than 24 hours before pickup .* 80% of the price is refunded\.$/)).toBeInTheDocument();
  expect(callsTo('getBooking')).toEqual([{ reference: 'PT-ABC123', token: TOKEN }]);
});

it('says when a link does not open a booking, without asking the server for a malformed one', async () => {
  handlers.getBooking = () => ({ error: { status: 'NOT_FOUND', message: 'errors.not-found' } });
  const view = renderAt(`/booking-confirmation${LINK}`, [{ path: '/booking-confirmation', element: <BookingConfirmationPage /> }]);
  expect(await screen.findByRole('heading', { name: en.booking.outcome.invalidTitle })).toBeInTheDocument();
  view.unmount();
  renderAt('/booking-confirmation?ref=nope', [{ path: '/booking-confirmation', element: <BookingConfirmationPage /> }]);
  expect(await screen.findByRole('heading', { name: en.booking.outcome.invalidTitle })).toBeInTheDocument();
  expect(callsTo('getBooking')).toHaveLength(1);
});

it('after the payment page, reads the booking again until the payment is recorded, then clears the draft of that booking', async () => {
  writeDraft({ ...emptyDraft, from: paris8, pendingReference: 'PT-ABC123' });
  let reads = 0;
  handlers.getBooking = () => ({ result: booking(++reads < 2 ? { status: 'pending_payment', payment: 'card', paymentStatus: 'unpaid' } : { payment: 'card', paymentStatus: 'paid' }) });
  renderAt(`/payment-success${LINK}`, [{ path: '/payment-success', element: <PaymentSuccessPage /> }]);
  expect(await screen.findByRole('heading', { name: en.pages.paymentSuccess.title })).toBeInTheDocument();
  expect(await screen.findByText(en.booking.outcome.confirmingPayment)).toBeInTheDocument();
  expect(await screen.findByText(en.booking.outcome.paymentStatus.paid, {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText(en.pages.paymentSuccess.lead)).toBeInTheDocument();
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
});

it('when the payment is still not recorded after the last read (15 s), says it is being confirmed and stops reading', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    handlers.getBooking = () => ({ result: booking({ status: 'pending_payment', payment: 'card', paymentStatus: 'unpaid' }) });
    renderAt(`/payment-success${LINK}`, [{ path: '/payment-success', element: <PaymentSuccessPage /> }]);
    expect(await screen.findByText(en.booking.outcome.confirmingPayment)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(16_000));
    expect(await screen.findByText(en.booking.outcome.paymentBeingConfirmed)).toBeInTheDocument();
    expect(callsTo('getBooking')).toHaveLength(1 + PAYMENT_POLL_DELAYS_MS.length);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(callsTo('getBooking')).toHaveLength(1 + PAYMENT_POLL_DELAYS_MS.length);
  } finally {
    jest.useRealTimers();
  }
});

it('offers to pay again after a cancelled card payment, and to book again once the booking expired', async () => {
  handlers.getBooking = () => ({ result: booking({ status: 'expired', payment: 'card', paymentStatus: 'unpaid' }) });
  writeDraft({ ...emptyDraft, from: paris8, to: cdg2e, idempotencyKey: 'old-key', pendingReference: 'PT-ABC123' });
  renderAt(`/payment-canceled${LINK}`, [{ path: '/payment-canceled', element: <PaymentCanceledPage /> }]);
  expect(await screen.findByText(en.booking.outcome.expired)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: en.booking.outcome.bookAgain }));
  expect(screen.getByTestId('location')).toHaveTextContent('/');
  expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({ from: paris8, to: cdg2e, idempotencyKey: null, pendingReference: null });
});

it('records the partner of /p/{slug} and goes home', async () => {
  renderAt('/p/Hotel-Lutetia', [{ path: '/p/:partnerSlug', element: <PartnerRedirectPage /> }]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(JSON.parse(localStorage.getItem(PARTNER_STORAGE_KEY)!)).toMatchObject({ slug: 'hotel-lutetia' });
});

it('back from paying a change’s difference, reads the booking again until the change is in force', async () => {
  const pendingChange = { changeId: '5', status: 'awaiting_payment' as const, newTotalCents: 10500, differenceCents: 3000, checkoutUrl: 'https://checkout.example.test/pay/cs_diff' };
  let reads = 0;
  handlers.getBooking = () => ({
    result: booking({ payment: 'card', paymentStatus: 'paid', selfService: { ...booking().selfService, pendingChange: ++reads < 2 ? pendingChange : null } }),
  });
  renderAt(`/payment-success${LINK}`, [{ path: '/payment-success', element: <PaymentSuccessPage /> }]);
  expect(await screen.findByText(en.booking.outcome.confirmingPayment)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(en.booking.outcome.confirmingPayment)).not.toBeInTheDocument(), { timeout: 3000 });
  expect(screen.queryByTestId('pending-change')).not.toBeInTheDocument();
  expect(callsTo('getBooking')).toHaveLength(2);
});
