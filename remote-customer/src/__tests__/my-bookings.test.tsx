import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView } from '@rides/contracts/bookings';
import { afterBookingFields } from '@rides/test-utils/booking-view';
import { BackendError } from '@rides/platform/backend';
import { fakeBackend } from '@rides/test-utils/fake-backend';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import MyBookingsPage from '../pages/my-bookings-page';

i18n.addResourceBundle('en', 'customer', en);

/** The network edge only: records calls and answers as the listMyBookings callable would. */
let answer: (name: string) => Promise<unknown> = async () => ({ bookings: [] });
const { calls } = fakeBackend({}, (name) => answer(name));

const paris8 = { id: 'paris-08', kind: 'district', name: 'Paris 8th arrondissement', detail: '75008', lat: 48.87272, lon: 2.31255, inParis: true } as const;
const cdg2e = { id: 'cdg-t2e', kind: 'airport', airport: 'CDG', name: 'CDG Terminal 2E', detail: '95700 Roissy-en-France', lat: 49.0035, lon: 2.576, inParis: false } as const;
const orly = { id: 'ory', kind: 'airport', airport: 'ORY', name: 'Orly Airport', detail: '94390 Orly', lat: 48.7262, lon: 2.3652, inParis: false } as const;

const booking = (over: Partial<BookingView> = {}): BookingView => ({
  reference: 'PT-UPC001',
  status: 'confirmed',
  ride: { status: 'unassigned', driver: null, events: [] },
  payment: 'driver',
  paymentStatus: 'pay_driver',
  from: paris8,
  to: cdg2e,
  pickupAt: '2099-07-01T08:30:00.000Z', // 10:30 in Paris (CEST)
  flightNumber: null,
  party: { vehicle: 'sedan', passengers: 2, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] },
  quote: { currency: 'EUR', vehicle: 'sedan', rule: 'airport-fixed', distanceKm: 30.1, lines: [{ code: 'fare', quantity: 1, unitCents: 7500, amountCents: 7500 }], totalCents: 7500 },
  booker: { name: 'Cleo Customer', email: 'customer@example.com', phone: '+33612345678' },
  traveller: null,
  expiresAt: null,
  createdAt: '2099-06-01T10:00:00.000Z',
  ...afterBookingFields(over.reference ?? 'PT-UPC001'),
  ...over,
});

const withSeat = booking({
  reference: 'PT-UPC002',
  payment: 'card',
  paymentStatus: 'paid',
  to: orly,
  pickupAt: '2099-12-24T17:05:00.000Z', // 18:05 in Paris (CET)
  flightNumber: 'AF1234',
  party: { vehicle: 'van', passengers: 4, luggage: 3, childSeats: 1, boosterSeats: 0, extras: [{ code: 'pet', quantity: 1 }] },
  quote: {
    currency: 'EUR',
    vehicle: 'van',
    rule: 'airport-fixed',
    distanceKm: 18.4,
    lines: [
      { code: 'fare', quantity: 1, unitCents: 8500, amountCents: 8500 },
      { code: 'child-seat', quantity: 1, unitCents: 1000, amountCents: 1000 },
      { code: 'pet', quantity: 1, unitCents: 1050, amountCents: 1050 },
    ],
    totalCents: 10550,
  },
  traveller: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+33698765432' },
});
const pastCancelled = booking({ reference: 'PT-PST001', status: 'cancelled', payment: 'card', paymentStatus: 'refunded', pickupAt: '2021-03-10T09:00:00.000Z' });
const pastExpired = booking({ reference: 'PT-PST002', status: 'expired', payment: 'card', paymentStatus: 'unpaid', pickupAt: '2023-05-01T09:00:00.000Z' });
const awaiting = booking({ reference: 'PT-UPC003', status: 'pending_payment', payment: 'card', paymentStatus: 'unpaid', pickupAt: '2099-08-01T08:30:00.000Z', expiresAt: '2099-07-31T08:00:00.000Z' });

const renderPage = () => renderAt('/customer', [{ path: '/customer', element: <MyBookingsPage /> }]);
const region = (name: string) => screen.getByRole('region', { name });
const references = (name: string) => within(region(name)).getAllByTestId('booking-reference').map((el) => el.textContent);
const card = (reference: string) => screen.getByText(reference).closest('li') as HTMLElement;

beforeEach(() => {
  calls.length = 0;
});

it('lists upcoming bookings soonest first and past ones latest first, split at the present', async () => {
  answer = async () => ({ bookings: [pastCancelled, withSeat, pastExpired, booking(), awaiting] });
  renderPage();
  expect(await screen.findByRole('region', { name: en.bookings.upcoming })).toBeInTheDocument();
  expect(references(en.bookings.upcoming)).toEqual(['PT-UPC001', 'PT-UPC003', 'PT-UPC002']);
  expect(references(en.bookings.past)).toEqual(['PT-PST002', 'PT-PST001']);
  expect(calls).toEqual([{ name: 'listMyBookings', input: {} }]);
});

it('shows the pickup in Paris time, the route, the vehicle and party, and the total in euros', async () => {
  answer = async () => ({ bookings: [booking(), withSeat] });
  renderPage();
  const first = within(await screen.findByRole('listitem', { name: 'Paris 8th arrondissement → CDG Terminal 2E' }));
  expect(first.getByText('Wednesday, 1 July 2099 at 10:30 (Paris time)')).toBeInTheDocument();
  expect(first.getByText('Sedan · 2 passengers · 1 large bag')).toBeInTheDocument();
  expect(first.getByText('€75')).toBeInTheDocument();
  const second = within(screen.getByRole('listitem', { name: 'Paris 8th arrondissement → Orly Airport' }));
  expect(second.getByText('Thursday, 24 December 2099 at 18:05 (Paris time)')).toBeInTheDocument();
  expect(second.getByText('Van (minivan) · 4 passengers · 3 large bags · 1 child seat')).toBeInTheDocument();
  expect(second.getByText('€105.50')).toBeInTheDocument();
});

it('labels each status and payment state in words', async () => {
  answer = async () => ({ bookings: [booking(), withSeat, awaiting, pastCancelled, pastExpired] });
  renderPage();
  await screen.findByRole('region', { name: en.bookings.upcoming });
  const statusOf = (ref: string) => within(card(ref)).getByTestId('booking-status').textContent;
  expect(statusOf('PT-UPC001')).toBe('Confirmed');
  expect(statusOf('PT-UPC003')).toBe('Awaiting payment');
  expect(statusOf('PT-PST001')).toBe('Cancelled');
  expect(statusOf('PT-PST002')).toBe('Expired');
  expect(within(card('PT-UPC001')).getByText('Pay the driver on the day')).toBeInTheDocument();
  expect(within(card('PT-UPC002')).getByText('Paid by card')).toBeInTheDocument();
  expect(within(card('PT-UPC003')).getByText('Unpaid')).toBeInTheDocument();
  expect(within(card('PT-PST001')).getByText('Refunded')).toBeInTheDocument();
});

it('shows an unpaid card booking whose hold ran out as expired', async () => {
  answer = async () => ({ bookings: [booking({ status: 'pending_payment', payment: 'card', paymentStatus: 'unpaid', expiresAt: '2020-01-01T00:00:00.000Z' })] });
  renderPage();
  expect(await screen.findByTestId('booking-status')).toHaveTextContent('Expired');
});

it('expands a booking to its price lines, flight number and traveller', async () => {
  answer = async () => ({ bookings: [withSeat] });
  renderPage();
  const toggle = await screen.findByRole('button', { name: 'Show details of booking PT-UPC002' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('AF1234')).not.toBeInTheDocument();
  await userEvent.click(toggle);
  const hide = screen.getByRole('button', { name: 'Hide details of booking PT-UPC002' });
  expect(hide).toHaveAttribute('aria-expanded', 'true');
  const details = within(document.getElementById(hide.getAttribute('aria-controls')!)!);
  expect(details.getByText('Fixed airport fare')).toBeInTheDocument();
  expect(details.getByText('Child seat × 1')).toBeInTheDocument();
  expect(details.getByText('€10.50')).toBeInTheDocument();
  expect(details.getByText('AF1234')).toBeInTheDocument();
  expect(details.getByText('Grace Hopper')).toBeInTheDocument();
  expect(details.getByText('Cleo Customer')).toBeInTheDocument();
  await userEvent.click(hide);
  expect(screen.queryByText('AF1234')).not.toBeInTheDocument();
});

it('with no bookings, says so and links to the booking form', async () => {
  answer = async () => ({ bookings: [] });
  renderPage();
  expect(await screen.findByRole('heading', { name: en.bookings.empty.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book a transfer' })).toHaveAttribute('href', '/#booking');
  expect(screen.queryByRole('region', { name: en.bookings.upcoming })).not.toBeInTheDocument();
});

it('with only past bookings, says nothing is upcoming and offers to book', async () => {
  answer = async () => ({ bookings: [pastCancelled] });
  renderPage();
  expect(await screen.findByText(en.bookings.noUpcoming)).toBeInTheDocument();
  expect(within(region(en.bookings.upcoming)).getByRole('link', { name: 'Book a transfer' })).toHaveAttribute('href', '/#booking');
  expect(references(en.bookings.past)).toEqual(['PT-PST001']);
});

it('says when the bookings cannot be loaded, and Retry asks again', async () => {
  answer = async () => {
    throw new BackendError('unavailable', 'down');
  };
  renderPage();
  expect(screen.getByText(en.bookings.loading).closest('[role="status"]')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(en.bookings.loadFailed);
  expect(calls).toHaveLength(1);

  answer = async () => ({ bookings: [booking()] });
  await userEvent.click(screen.getByRole('button', { name: en.bookings.retry }));
  expect(await screen.findByText('PT-UPC001')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(calls).toHaveLength(2));
});

it('links each booking to its booking page, its receipt and its calendar entry, and says when a change is pending', async () => {
  const paid = { ...withSeat, manageToken: 'k'.repeat(43), links: { receipt: 'https://functions.example.test/bookingReceipt?ref=PT-UPC002', calendar: 'https://functions.example.test/bookingCalendar?ref=PT-UPC002' } };
  const requested = booking({
    selfService: { ...booking().selfService, pendingChange: { changeId: '7', status: 'open', newTotalCents: 8500, differenceCents: 1000, checkoutUrl: null } },
  });
  answer = async () => ({ bookings: [requested, paid, pastCancelled] });
  renderPage();
  const manage = await screen.findByRole('link', { name: 'Manage booking PT-UPC002' });
  expect(manage).toHaveAttribute('href', `/booking-confirmation?ref=PT-UPC002&token=${'k'.repeat(43)}`);
  const receipt = screen.getByRole('link', { name: 'Receipt (PDF) of booking PT-UPC002' });
  expect(receipt).toHaveAttribute('href', paid.links.receipt);
  expect(receipt).toHaveAttribute('download');
  expect(screen.getByRole('link', { name: 'Add to calendar: booking PT-UPC002' })).toHaveAttribute('href', paid.links.calendar);

  // No receipt before there is one; no calendar entry for a cancelled booking; the page opens for every booking.
  expect(within(card('PT-UPC001')).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  expect(within(card('PT-UPC001')).getByTestId('pending-change')).toHaveTextContent(en.bookings.pending.request);
  expect(within(card('PT-PST001')).queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
  expect(within(card('PT-PST001')).getByRole('link', { name: 'Manage booking PT-PST001' })).toBeInTheDocument();

  await userEvent.click(manage);
  expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation');
});

it('no longer says that changes are coming soon', async () => {
  answer = async () => ({ bookings: [booking()] });
  renderPage();
  await screen.findByText('PT-UPC001');
  expect(screen.queryByText(/coming soon/)).not.toBeInTheDocument();
});
